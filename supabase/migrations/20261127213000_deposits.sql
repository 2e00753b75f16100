-- The deposit asked when the staff confirm a campaign: paid online through a
-- Stripe Checkout Session, or recorded by the staff when it came another way.
-- Stripe's events arrive at the stripe-webhook function, which hands each to
-- public.apply_stripe_event: stored once by its id, so a replay changes
-- nothing, and applied in the same transaction. A campaign confirmed and not
-- paid by its deadline is released by the schedule (its slots freed as a
-- cancellation frees them).

-- ---------------------------------------------------------------- the rule

-- Days a confirmed campaign keeps its slots without a payment: DEPOSIT.unpaidReleaseDays
-- in supabase/functions/_shared/sale-rules.ts (the catalog test compares them).
create or replace function private.unpaid_release_days()
returns integer
language sql
immutable
set search_path = ''
as $$ select 7 $$;

revoke execute on function private.unpaid_release_days() from public, anon;
grant execute on function private.unpaid_release_days() to authenticated, service_role;

-- ---------------------------------------------------------------- deadline

-- Set when a campaign becomes confirmed (a request confirmed or a phone sale),
-- so campaigns confirmed before payments existed are never released for it.
alter table public.campaigns
  add column deposit_due_at timestamptz,
  add column unpaid_released_at timestamptz,
  add column unpaid_notified_at timestamptz;

create or replace function private.campaigns_deposit_due()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status is distinct from 'confirmed') and new.deposit_due_at is null then
    new.deposit_due_at := now() + make_interval(days => private.unpaid_release_days());
  end if;
  return new;
end;
$$;

revoke execute on function private.campaigns_deposit_due() from public, anon, authenticated;

create trigger campaigns_deposit_due
  before insert or update of status on public.campaigns
  for each row execute function private.campaigns_deposit_due();

-- ---------------------------------------------------------------- checkout sessions

-- Stripe's own words for a Checkout Session's state.
create type public.deposit_checkout_status as enum ('open', 'complete', 'expired');

create table public.deposit_checkouts (
  -- Stripe's Checkout Session id (cs_...).
  id text primary key check (id ~ '^cs_[A-Za-z0-9_]{1,200}$'),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  url text not null check (url ~ '^https?://'),
  amount_total_cents integer not null check (amount_total_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status public.deposit_checkout_status not null default 'open',
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index deposit_checkouts_campaign_idx on public.deposit_checkouts (campaign_id, created_at desc);

comment on table public.deposit_checkouts is
  'Stripe Checkout Sessions made for a campaign''s deposit; a new one replaces an expired one. Admin and the owning advertiser read; only the server writes.';

alter table public.deposit_checkouts enable row level security;
revoke all on table public.deposit_checkouts from anon, authenticated;
grant select on table public.deposit_checkouts to authenticated;
grant all on table public.deposit_checkouts to service_role;

create policy "Admin reads deposit checkouts" on public.deposit_checkouts for select to authenticated using ((select private.is_admin()));
create policy "Advertiser reads own deposit checkouts" on public.deposit_checkouts for select to authenticated
  using ((select private.caller_advertiser_id()) is not null and private.caller_owns_campaign(campaign_id));

-- ---------------------------------------------------------------- Stripe's events

create table public.stripe_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9_]{1,200}$'),
  type text not null check (char_length(type) between 1 and 100),
  campaign_id uuid references public.campaigns (id) on delete set null,
  -- What the event did: applied, ignored (and why).
  outcome text not null,
  received_at timestamptz not null default now(),
  object jsonb not null
);

comment on table public.stripe_events is
  'Every Stripe event the webhook verified, once by its id, with what it did. Admin reads; only the server writes.';

alter table public.stripe_events enable row level security;
revoke all on table public.stripe_events from anon, authenticated;
grant select on table public.stripe_events to authenticated;
grant all on table public.stripe_events to service_role;

create policy "Admin reads stripe events" on public.stripe_events for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- what a campaign owes and paid

-- Under the caller's own row-level security: the admin sees every campaign,
-- an advertiser their own.
create view public.campaign_payment_status with (security_invoker = true) as
select c.id as campaign_id,
       c.status,
       c.deposit_due_at,
       c.unpaid_released_at,
       coalesce((select sum(p.amount_cents) from public.payments as p where p.campaign_id = c.id), 0)::integer as paid_cents
from public.campaigns as c;

revoke all on public.campaign_payment_status from anon, authenticated;
grant select on public.campaign_payment_status to authenticated, service_role;

create or replace function private.campaign_paid_cents(p_campaign uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(p.amount_cents), 0)::integer from public.payments as p where p.campaign_id = p_campaign;
$$;

revoke execute on function private.campaign_paid_cents(uuid) from public, anon, authenticated;

-- What the deposit functions need about one campaign, as one document: its
-- reference, state and advertiser's address, the bookings' prices (the
-- deposit is worked out from them by the app's one rule), what is paid, and
-- the latest Checkout Session.
create or replace function public.deposit_context(p_campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'status', c.status,
    'email', a.email,
    'deposit_due_at', c.deposit_due_at,
    'paid_cents', private.campaign_paid_cents(c.id),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'price_per_cycle_cents', b.price_per_cycle_cents, 'discount_bp', b.discount_bp, 'cycles', b.cycles, 'status', b.status
      ) order by b.starts_on, b.id)
      from public.bookings as b where b.campaign_id = c.id), '[]'::jsonb),
    'checkout', (
      select jsonb_build_object('id', d.id, 'url', d.url, 'status', d.status, 'expires_at', d.expires_at, 'amount_total_cents', d.amount_total_cents)
      from public.deposit_checkouts as d where d.campaign_id = c.id order by d.created_at desc limit 1)
  )
  from public.campaigns as c
  left join public.advertisers as a on a.id = c.advertiser_id
  where c.id = p_campaign;
$$;

create or replace function public.save_deposit_checkout(
  p_campaign uuid, p_id text, p_url text, p_amount_total_cents integer, p_currency text, p_expires_at timestamptz
)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.deposit_checkouts (id, campaign_id, url, amount_total_cents, currency, expires_at)
  values (p_id, p_campaign, p_url, p_amount_total_cents, lower(p_currency), p_expires_at)
  on conflict (id) do nothing
  returning jsonb_build_object('id', id, 'url', url, 'expires_at', expires_at);
$$;

revoke execute on function public.deposit_context(uuid) from public, anon, authenticated;
revoke execute on function public.save_deposit_checkout(uuid, text, text, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.deposit_context(uuid) to service_role;
grant execute on function public.save_deposit_checkout(uuid, text, text, integer, text, timestamptz) to service_role;

-- ---------------------------------------------------------------- the webhook's events

-- Stores a verified event once by its id and applies it, in one transaction:
-- a replay (the same id) changes nothing. Answers the outcome.
--   checkout.session.completed  a card payment (once per session), the checkout complete
--   checkout.session.expired    the checkout expired, unless already complete
--   charge.refunded             a negative payment for what this charge's refunds add
--                               (amount_refunded is cumulative, so an event seen out of order adds nothing)
-- An event for no campaign of ours is stored and ignored.
create or replace function public.apply_stripe_event(p_id text, p_type text, p_object jsonb, p_created timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_campaign uuid;
  v_status public.campaign_status;
  v_outcome text;
  v_key text;
  v_refunded integer;
  v_already integer;
  v_session text;
begin
  insert into public.stripe_events (id, type, outcome, object)
  values (p_id, p_type, 'received', coalesce(p_object, '{}'::jsonb))
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  if p_type in ('checkout.session.completed', 'checkout.session.expired') then
    v_key := p_object #>> '{metadata,campaign_id}';
    if v_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select c.id, c.status into v_campaign, v_status from public.campaigns as c where c.id = v_key::uuid;
    end if;
  elsif p_type = 'charge.refunded' then
    select p.campaign_id, p.stripe_checkout_session_id into v_campaign, v_session
    from public.payments as p
    where p.stripe_payment_intent_id = p_object ->> 'payment_intent' and p.amount_cents > 0
    limit 1;
  else
    update public.stripe_events set outcome = 'ignored: type' where id = p_id;
    return jsonb_build_object('outcome', 'ignored: type');
  end if;

  if v_campaign is null then
    update public.stripe_events set outcome = 'ignored: unknown campaign' where id = p_id;
    return jsonb_build_object('outcome', 'ignored: unknown campaign');
  end if;

  if p_type = 'checkout.session.completed' then
    if p_object ->> 'payment_status' is distinct from 'paid' then
      v_outcome := 'ignored: not paid';
    else
      insert into public.payments (campaign_id, amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at)
      values (v_campaign, (p_object ->> 'amount_total')::integer, lower(p_object ->> 'currency'), 'card',
              p_object ->> 'payment_intent', p_object ->> 'id', p_object ->> 'payment_intent', coalesce(p_created, now()))
      on conflict (stripe_checkout_session_id) where stripe_checkout_session_id is not null and amount_cents > 0 do nothing;
      if found then
        perform private.record_campaign_event(v_campaign, 'deposit_paid', v_status, v_status, null,
          jsonb_build_object('amount_cents', (p_object ->> 'amount_total')::integer, 'method', 'card', 'session', p_object ->> 'id'));
        v_outcome := 'payment recorded';
      else
        v_outcome := 'ignored: session already paid';
      end if;
      update public.deposit_checkouts set status = 'complete' where id = p_object ->> 'id';
    end if;
  elsif p_type = 'checkout.session.expired' then
    update public.deposit_checkouts set status = 'expired' where id = p_object ->> 'id' and status = 'open';
    v_outcome := case when found then 'checkout expired' else 'ignored: checkout not open' end;
  else
    v_refunded := coalesce((p_object ->> 'amount_refunded')::integer, 0);
    select coalesce(-sum(p.amount_cents), 0)::integer into v_already
    from public.payments as p
    where p.stripe_payment_intent_id = p_object ->> 'payment_intent' and p.amount_cents < 0;
    if v_refunded > v_already then
      insert into public.payments (campaign_id, amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at)
      values (v_campaign, -(v_refunded - v_already), lower(p_object ->> 'currency'), 'card', p_object ->> 'id', v_session,
              p_object ->> 'payment_intent', coalesce(p_created, now()));
      select c.status into v_status from public.campaigns as c where c.id = v_campaign;
      perform private.record_campaign_event(v_campaign, 'refunded', v_status, v_status, null,
        jsonb_build_object('amount_cents', v_refunded - v_already, 'charge', p_object ->> 'id'));
      v_outcome := 'refund recorded';
    else
      v_outcome := 'ignored: refund already recorded';
    end if;
  end if;

  update public.stripe_events set outcome = v_outcome, campaign_id = v_campaign where id = p_id;
  return jsonb_build_object('outcome', v_outcome, 'campaign_id', v_campaign);
end;
$$;

revoke execute on function public.apply_stripe_event(text, text, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, jsonb, timestamptz) to service_role;

-- ---------------------------------------------------------------- payments the staff record

-- A cheque, an e-transfer, cash: counts as a card payment does.
create or replace function public.record_payment(
  p_campaign uuid, p_amount_cents integer, p_method public.payment_method, p_reference text, p_paid_at timestamptz default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_payment uuid;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can record a payment.';
  end if;
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception using errcode = 'P0001', message = 'A payment is an amount above zero.', detail = 'payment_amount';
  end if;
  if p_method is null then
    raise exception using errcode = 'P0001', message = 'Say how it was paid.', detail = 'payment_method';
  end if;
  if p_paid_at is not null and p_paid_at > now() + interval '1 day' then
    raise exception using errcode = 'P0001', message = 'A payment cannot be dated in the future.', detail = 'payment_date';
  end if;
  insert into public.payments (campaign_id, amount_cents, method, reference, paid_at, recorded_by)
  values (p_campaign, p_amount_cents, p_method, nullif(btrim(p_reference), ''), coalesce(p_paid_at, now()), (select auth.uid()))
  returning id into v_payment;
  perform private.record_campaign_event(p_campaign, 'payment_recorded', v_status, v_status, null,
    jsonb_build_object('amount_cents', p_amount_cents, 'method', p_method, 'reference', nullif(btrim(p_reference), '')));
  return v_payment;
end;
$$;

revoke execute on function public.record_payment(uuid, integer, public.payment_method, text, timestamptz) from public, anon;
grant execute on function public.record_payment(uuid, integer, public.payment_method, text, timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------- unpaid release

-- Confirmed campaigns past their deposit deadline with nothing paid (net of
-- refunds) are cancelled, their cycles not yet begun freed as cancel_campaign
-- frees them; the event's reason says why. Answers how many.
create or replace function public.release_unpaid_campaigns()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.booking_today();
  v_campaign uuid;
  v_count integer := 0;
begin
  for v_campaign in
    select c.id from public.campaigns as c
    where c.status = 'confirmed' and c.deposit_due_at <= now() and private.campaign_paid_cents(c.id) <= 0
    order by c.deposit_due_at
    for update skip locked
  loop
    perform private.move_campaign_to(v_campaign, 'cancelled',
      format('Released: no payment within %s days of confirmation', private.unpaid_release_days()), 'released_unpaid');
    update public.bookings as b
       set status = 'cancelled'
     where b.campaign_id = v_campaign and b.status in ('requested', 'confirmed') and b.starts_on > v_today;
    update public.bookings as b
       set cycles = (v_today - b.starts_on) / 28 + 1
     where b.campaign_id = v_campaign and b.status = 'confirmed' and b.starts_on <= v_today
       and b.starts_on + 28 * b.cycles > v_today
       and (v_today - b.starts_on) / 28 + 1 < b.cycles;
    update public.campaigns set unpaid_released_at = now() where id = v_campaign;
    v_count := v_count + 1;
  end loop;
  return jsonb_build_object('released', v_count);
end;
$$;

-- Released campaigns whose advertiser and staff have not been told yet.
create or replace function public.unpaid_release_notices(p_limit integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(n order by n.released_at), '[]'::jsonb)
  from (
    select c.id as campaign_id, c.reference, c.name, a.email, c.unpaid_released_at as released_at,
           array(select bl.name from public.bookings as b join public.billboard_locations as bl on bl.id = b.location_id
                  where b.campaign_id = c.id order by bl.name) as boards
    from public.campaigns as c
    left join public.advertisers as a on a.id = c.advertiser_id
    where c.unpaid_released_at is not null and c.unpaid_notified_at is null
    order by c.unpaid_released_at
    limit p_limit
  ) as n;
$$;

create or replace function public.finish_unpaid_release_notice(p_campaign uuid)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  update public.campaigns set unpaid_notified_at = now() where id = p_campaign and unpaid_notified_at is null
  returning jsonb_build_object('campaign_id', id);
$$;

revoke execute on function public.release_unpaid_campaigns() from public, anon, authenticated;
revoke execute on function public.unpaid_release_notices(integer) from public, anon, authenticated;
revoke execute on function public.finish_unpaid_release_notice(uuid) from public, anon, authenticated;
grant execute on function public.release_unpaid_campaigns() to service_role;
grant execute on function public.unpaid_release_notices(integer) to service_role;
grant execute on function public.finish_unpaid_release_notice(uuid) to service_role;

-- For the staff's digest: confirmed campaigns, nothing paid, whose deadline
-- falls within the given time from now (a day, for the warning the day before).
create or replace function private.campaigns_releasing_unpaid_within(p_within interval)
returns table (campaign_id uuid, reference text, name text, deposit_due_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.reference, c.name, c.deposit_due_at
  from public.campaigns as c
  where c.status = 'confirmed'
    and c.deposit_due_at > now() and c.deposit_due_at <= now() + p_within
    and private.campaign_paid_cents(c.id) <= 0
  order by c.deposit_due_at;
$$;

revoke execute on function private.campaigns_releasing_unpaid_within(interval) from public, anon, authenticated;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('unpaid-release', '23 * * * *', 'function', 'scheduled-work',
   'Releases confirmed campaigns whose deposit is not paid in time, and tells the advertiser and the staff.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

select private.schedule_jobs();
