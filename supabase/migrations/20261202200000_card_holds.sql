-- Book and pay in one go: a booking request's deposit authorised on the
-- prospect's card through Stripe Checkout (capture_method manual), charged
-- only when the staff confirm. The database decides every step of a hold:
-- the staff's Confirm asks for the capture, a decline, a cancellation or the
-- hold's expiry asks for its release, and the webhook's payment_intent events
-- record what Stripe did. The calls to Stripe (capture, cancel) are written
-- here in the transaction that decides them and made by the card-holds job,
-- with retries; each step is on the campaign's timeline, and the prospect is
-- told through the outbox.
--
-- Restated: public.apply_stripe_event (20261201400000_invoice_checkout.sql),
-- public.deposit_context (20261201200000_campaign_ledger.sql).

-- ---------------------------------------------------------------- the rule

-- Stripe keeps an online card authorisation capturable for 7 days, then
-- releases it; a request's hold of its slots is no longer than that
-- (BOOKING.requestHoldDays, the bookings.expires_at default), so a request
-- still held can always be captured. Mirrors CARD_AUTHORISATION_DAYS of
-- business-rules.ts (business-rules-catalog.test.ts).
create or replace function private.card_authorisation_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 7;
$$;

revoke execute on function private.card_authorisation_days() from public, anon;
grant execute on function private.card_authorisation_days() to authenticated, service_role;

-- ---------------------------------------------------------------- the holds

create type public.card_hold_status as enum (
  -- Checkout made; the prospect has not authorised the card (yet).
  'open',
  -- The card is authorised for the amount; nothing is charged.
  'authorised',
  -- The staff confirmed: the card-holds job captures it.
  'capture_requested',
  -- Stripe charged it (payment_intent.succeeded): the payment is recorded.
  'captured',
  -- Declined, cancelled or expired before confirmation: the job cancels it.
  'cancel_requested',
  -- Stripe released the authorisation (payment_intent.canceled).
  'cancelled',
  -- Checkout was left and its session expired: nothing was authorised.
  'expired',
  -- Confirmed after the authorisation lapsed: the deposit link is sent instead.
  'lapsed'
);

create table public.card_holds (
  -- Stripe's Checkout Session id (cs_...).
  id text primary key check (id ~ '^cs_[A-Za-z0-9_]{1,200}$'),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  url text check (url ~ '^https?://'),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status public.card_hold_status not null default 'open',
  -- The Checkout Session's own end.
  expires_at timestamptz not null,
  payment_intent text unique check (payment_intent ~ '^pi_[A-Za-z0-9_]{1,200}$'),
  authorised_at timestamptz,
  authorisation_ends_at timestamptz,
  -- The job's call to Stripe (capture or cancel) while one is asked for.
  call_attempts integer not null default 0 check (call_attempts >= 0),
  next_call_at timestamptz,
  call_error text check (char_length(call_error) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint card_holds_authorised check ((authorised_at is null) = (authorisation_ends_at is null))
);

-- One hold in play per request: a second Checkout for the same request is refused.
create unique index card_holds_one_active on public.card_holds (campaign_id)
  where status in ('open', 'authorised', 'capture_requested', 'cancel_requested');
create index card_holds_calls_due on public.card_holds (next_call_at) where next_call_at is not null;

comment on table public.card_holds is
  'A booking request''s deposit authorised on a card through Stripe Checkout (manual capture): captured when the staff confirm, released otherwise. Admin and the owning advertiser read; only the server writes.';

create trigger card_holds_touch before update on public.card_holds
  for each row execute function private.touch_updated_at();

alter table public.card_holds enable row level security;
revoke all on table public.card_holds from anon, authenticated;
grant select on table public.card_holds to authenticated;
grant all on table public.card_holds to service_role;

create policy "Admin reads card holds" on public.card_holds for select to authenticated using ((select private.is_admin()));
create policy "Advertiser reads own card holds" on public.card_holds for select to authenticated
  using ((select private.caller_owns_campaign(campaign_id)));

-- ---------------------------------------------------------------- the prospect's messages

alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue', 'proof_ready', 'invoice_issued', 'card_held', 'card_released'
));

-- ---------------------------------------------------------------- a hold opened

-- The Checkout Session made for a request (service role, the request-checkout
-- function): kept while the request is still one and has no other hold in
-- play; answers the hold kept (another, when two were made at once), or null
-- when the request is no longer open, and the caller closes its session.
create or replace function public.save_card_hold(
  p_campaign uuid, p_id text, p_url text, p_amount_cents integer, p_currency text, p_expires_at timestamptz
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_kept jsonb;
begin
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if v_status is distinct from 'requested' then
    return null;
  end if;
  select jsonb_build_object('id', h.id, 'url', h.url, 'expires_at', h.expires_at, 'status', h.status) into v_kept
    from public.card_holds as h
   where h.campaign_id = p_campaign and h.status in ('open', 'authorised', 'capture_requested', 'cancel_requested');
  if v_kept is not null then
    return v_kept;
  end if;
  insert into public.card_holds (id, campaign_id, url, amount_cents, currency, expires_at)
  values (p_id, p_campaign, p_url, p_amount_cents, lower(p_currency), p_expires_at)
  returning jsonb_build_object('id', id, 'url', url, 'expires_at', expires_at, 'status', status) into v_kept;
  return v_kept;
end;
$$;

revoke execute on function public.save_card_hold(uuid, text, text, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.save_card_hold(uuid, text, text, integer, text, timestamptz) to service_role;

-- The request whose card the browser that sent it may hold (the
-- request-checkout function, service role): found by the token the contact
-- function gave that browser, while it lasts and the request is still open.
create or replace function public.card_hold_request(p_token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id
    from public.contact_inquiries as l
    join public.campaigns as c on c.lead_id = l.id and c.status = 'requested'
   where p_token is not null and l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now()
   order by c.created_at
   limit 1;
$$;

revoke execute on function public.card_hold_request(text) from public, anon, authenticated;
grant execute on function public.card_hold_request(text) to service_role;

-- ---------------------------------------------------------------- the request decided

-- A request leaving 'requested' decides its authorised hold in the same
-- transaction: confirmed, the capture is asked for while the authorisation
-- lasts (once it lapsed, the hold is marked so and the confirmation carries
-- the deposit link, as without a card); declined, cancelled or expired, its
-- release is asked for. The campaign's row lock (taken by every status
-- change) makes two staff confirming at once ask for one capture.
create or replace function private.campaigns_card_hold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  h record;
begin
  for h in
    select k.id, k.amount_cents, k.payment_intent, k.authorisation_ends_at
      from public.card_holds as k
     where k.campaign_id = new.id and k.status = 'authorised'
     for update
  loop
    if new.status = 'confirmed' and h.authorisation_ends_at > now() then
      update public.card_holds set status = 'capture_requested', call_attempts = 0, next_call_at = now(), call_error = null where id = h.id;
      perform private.record_campaign_event(new.id, 'card_capture_requested', new.status, new.status, null,
        jsonb_build_object('amount_cents', h.amount_cents, 'payment_intent', h.payment_intent));
    elsif new.status = 'confirmed' then
      update public.card_holds set status = 'lapsed' where id = h.id;
      perform private.record_campaign_event(new.id, 'card_authorisation_lapsed', new.status, new.status, null,
        jsonb_build_object('amount_cents', h.amount_cents, 'payment_intent', h.payment_intent, 'lapsed_at', h.authorisation_ends_at));
    else
      update public.card_holds set status = 'cancel_requested', call_attempts = 0, next_call_at = now(), call_error = null where id = h.id;
      perform private.record_campaign_event(new.id, 'card_release_requested', new.status, new.status, null,
        jsonb_build_object('amount_cents', h.amount_cents, 'payment_intent', h.payment_intent));
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.campaigns_card_hold() from public, anon, authenticated;

create trigger campaigns_card_hold after update of status on public.campaigns
  for each row when (old.status = 'requested' and new.status is distinct from old.status)
  execute function private.campaigns_card_hold();

-- ---------------------------------------------------------------- the job's calls to Stripe

-- The holds whose capture or release is due, each the run's alone for the
-- lease (skip locked: two runs never call for one hold). A hold past the
-- outbox's number of attempts is given up and left on the staff's timeline.
create or replace function public.claim_card_hold_calls(p_limit integer, p_lease_seconds integer)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_claimed jsonb;
begin
  with due as (
    select h.id
      from public.card_holds as h
     where h.status in ('capture_requested', 'cancel_requested') and h.next_call_at <= now()
       and h.call_attempts < private.outbox_max_attempts()
     order by h.next_call_at, h.id
     limit greatest(p_limit, 0)
     for update skip locked
  ), claimed as (
    update public.card_holds as h
       set call_attempts = h.call_attempts + 1, next_call_at = now() + make_interval(secs => p_lease_seconds)
      from due
     where h.id = due.id
    returning h.id, h.campaign_id, h.payment_intent, h.amount_cents, h.call_attempts as attempts,
      case h.status when 'capture_requested' then 'capture' else 'cancel' end as action
  )
  select coalesce(jsonb_agg(to_jsonb(claimed) order by claimed.id), '[]'::jsonb) into v_claimed from claimed;
  return v_claimed;
end;
$$;

-- A call made (p_error null: Stripe's event then records the outcome) or
-- failed (tried again after the outbox's backoff, until its last attempt).
create or replace function public.finish_card_hold_call(p_id text, p_error text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  h public.card_holds%rowtype;
  v_status public.campaign_status;
begin
  select * into h from public.card_holds as k
   where k.id = p_id and k.status in ('capture_requested', 'cancel_requested') for update;
  if not found then
    return;
  end if;
  if p_error is null then
    update public.card_holds set next_call_at = null, call_error = null where id = p_id;
    return;
  end if;
  update public.card_holds
     set call_error = left(p_error, 2000),
         next_call_at = case
           when h.call_attempts >= private.outbox_max_attempts() then null
           else now() + least(make_interval(secs => 60 * power(2, greatest(h.call_attempts - 1, 0))::integer), interval '6 hours')
         end
   where id = p_id;
  if h.call_attempts >= private.outbox_max_attempts() then
    select c.status into v_status from public.campaigns as c where c.id = h.campaign_id;
    perform private.record_campaign_event(h.campaign_id, 'card_call_failed', v_status, v_status, null,
      jsonb_build_object('action', case h.status when 'capture_requested' then 'capture' else 'cancel' end,
        'payment_intent', h.payment_intent, 'error', left(p_error, 500)));
  end if;
end;
$$;

revoke execute on function public.claim_card_hold_calls(integer, integer) from public, anon, authenticated;
revoke execute on function public.finish_card_hold_call(text, text) from public, anon, authenticated;
grant execute on function public.claim_card_hold_calls(integer, integer) to service_role;
grant execute on function public.finish_card_hold_call(text, text) to service_role;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('card-holds', '* * * * *', 'function', 'scheduled-work',
   'Captures or releases at Stripe the card holds the staff''s decisions and the holds'' expiry asked for; a failed call again once its backoff has passed.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

do $$
begin
  perform private.schedule_jobs();
end;
$$;

-- ---------------------------------------------------------------- Stripe's events about a hold

-- The PaymentIntent events of a hold (found by its id, or, for its first
-- event, by its metadata's campaign and card_hold mark while the hold is
-- open), and its Checkout Session's: stored once by the event's id, as the
-- deposit's. A deposit's or an invoice's PaymentIntent events are ignored:
-- their Checkout's own events record them.
create or replace function private.apply_card_hold_event(p_id text, p_type text, p_object jsonb, p_created timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  h public.card_holds%rowtype;
  v_status public.campaign_status;
  v_outcome text;
  v_key text := p_object #>> '{metadata,campaign_id}';
  v_at timestamptz := coalesce(p_created, now());
  v_amount integer;
  v_close jsonb := '[]'::jsonb;
  v_hold text;
begin
  -- Found first without a lock, then the campaign locked before the hold, in
  -- the order a status change takes them (campaigns_card_hold), so the two never wait on each other.
  if p_type like 'checkout.session.%' then
    select k.id into v_hold from public.card_holds as k where k.id = p_object ->> 'id';
  else
    select k.id into v_hold from public.card_holds as k where k.payment_intent = p_object ->> 'id';
    if v_hold is null and p_object #>> '{metadata,card_hold}' = 'true'
       and v_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      -- A PaymentIntent's first event may come before its Checkout Session's.
      select k.id into v_hold from public.card_holds as k
       where k.campaign_id = v_key::uuid and k.status = 'open' and k.payment_intent is null
       order by k.created_at desc limit 1;
    end if;
  end if;
  if v_hold is null then
    return null;
  end if;
  select c.status into v_status
    from public.campaigns as c
   where c.id = (select k.campaign_id from public.card_holds as k where k.id = v_hold)
     for update;
  select * into h from public.card_holds as k where k.id = v_hold for update;
  if p_type like 'payment_intent.%' and h.payment_intent is null then
    update public.card_holds set payment_intent = p_object ->> 'id' where id = h.id;
    h.payment_intent := p_object ->> 'id';
  elsif p_type like 'payment_intent.%' and h.payment_intent is distinct from p_object ->> 'id' then
    return jsonb_build_object('outcome', 'ignored: another payment intent', 'campaign_id', h.campaign_id, 'close', v_close);
  end if;

  if p_type = 'checkout.session.completed' then
    update public.card_holds set payment_intent = coalesce(payment_intent, p_object ->> 'payment_intent') where id = h.id;
    v_outcome := 'card checkout completed';
  elsif p_type = 'checkout.session.expired' then
    update public.card_holds set status = 'expired' where id = h.id and status = 'open';
    v_outcome := case when found then 'card checkout expired' else 'ignored: card hold not open' end;
  elsif p_type = 'payment_intent.amount_capturable_updated' then
    v_amount := coalesce((p_object ->> 'amount_capturable')::integer, 0);
    if h.status <> 'open' or p_object ->> 'status' is distinct from 'requires_capture' or v_amount <= 0 then
      v_outcome := 'ignored: card hold not open';
    elsif v_status = 'requested' then
      update public.card_holds
         set status = 'authorised', amount_cents = v_amount, authorised_at = v_at,
             authorisation_ends_at = v_at + make_interval(days => private.card_authorisation_days())
       where id = h.id;
      perform private.record_campaign_event(h.campaign_id, 'card_authorised', v_status, v_status, null,
        jsonb_build_object('amount_cents', v_amount, 'payment_intent', h.payment_intent));
      perform private.enqueue_message('card_held', h.campaign_id, jsonb_build_object('hold_id', h.id), 'card_held:' || h.id);
      v_outcome := 'card authorised';
    else
      -- The request was decided while the prospect was in Checkout: the card is released.
      update public.card_holds
         set status = 'cancel_requested', amount_cents = v_amount, authorised_at = v_at,
             authorisation_ends_at = v_at + make_interval(days => private.card_authorisation_days()),
             call_attempts = 0, next_call_at = now()
       where id = h.id;
      perform private.record_campaign_event(h.campaign_id, 'card_release_requested', v_status, v_status, null,
        jsonb_build_object('amount_cents', v_amount, 'payment_intent', h.payment_intent));
      v_outcome := 'card authorised after the request was decided: release asked';
    end if;
  elsif p_type = 'payment_intent.canceled' then
    if h.status in ('captured', 'cancelled', 'expired') then
      v_outcome := 'ignored: card hold already ended';
    else
      update public.card_holds set status = 'cancelled', next_call_at = null where id = h.id;
      if h.authorised_at is not null then
        perform private.record_campaign_event(h.campaign_id, 'card_released', v_status, v_status, null,
          jsonb_build_object('amount_cents', h.amount_cents, 'payment_intent', h.payment_intent,
            'reason', p_object ->> 'cancellation_reason'));
        perform private.enqueue_message('card_released', h.campaign_id, jsonb_build_object('hold_id', h.id), 'card_released:' || h.id);
      end if;
      v_outcome := 'card hold released';
    end if;
  elsif p_type = 'payment_intent.succeeded' then
    v_amount := coalesce((p_object ->> 'amount_received')::integer, 0);
    if v_amount <= 0 then
      v_outcome := 'ignored: nothing received';
    else
      insert into public.payments (campaign_id, amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at)
      values (h.campaign_id, v_amount, lower(coalesce(p_object ->> 'currency', h.currency)), 'card', h.payment_intent, h.id, h.payment_intent, v_at)
      on conflict (stripe_checkout_session_id) where stripe_checkout_session_id is not null and amount_cents > 0 do nothing;
      if found then
        perform private.record_campaign_event(h.campaign_id, 'deposit_paid', v_status, v_status, null,
          jsonb_build_object('amount_cents', v_amount, 'method', 'card', 'session', h.id, 'captured', true));
        v_outcome := 'payment recorded';
        select coalesce(jsonb_agg(d.id), '[]'::jsonb) into v_close
          from public.deposit_checkouts as d
         where d.campaign_id = h.campaign_id and d.status = 'open'
           and d.amount_total_cents is distinct from (select l.due_now_cents from private.campaign_ledger(h.campaign_id) as l);
      else
        v_outcome := 'ignored: card hold already captured';
      end if;
      update public.card_holds set status = 'captured', next_call_at = null where id = h.id;
    end if;
  else
    v_outcome := 'ignored: type';
  end if;
  return jsonb_build_object('outcome', v_outcome, 'campaign_id', h.campaign_id, 'close', v_close);
end;
$$;

revoke execute on function private.apply_card_hold_event(text, text, jsonb, timestamptz) from public, anon, authenticated;

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
  v_invoice uuid;
  v_close jsonb := '[]'::jsonb;
  v_hold jsonb;
begin
  insert into public.stripe_events (id, type, outcome, object)
  values (p_id, p_type, 'received', coalesce(p_object, '{}'::jsonb))
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  -- A request's card hold: its Checkout Session's events and its PaymentIntent's.
  if p_type in ('checkout.session.completed', 'checkout.session.expired', 'payment_intent.amount_capturable_updated',
                'payment_intent.canceled', 'payment_intent.succeeded') then
    v_hold := private.apply_card_hold_event(p_id, p_type, p_object, p_created);
    if v_hold is not null then
      update public.stripe_events set outcome = v_hold ->> 'outcome', campaign_id = (v_hold ->> 'campaign_id')::uuid where id = p_id;
      return v_hold;
    end if;
    if p_type like 'payment_intent.%' then
      update public.stripe_events set outcome = 'ignored: not a card hold' where id = p_id;
      return jsonb_build_object('outcome', 'ignored: not a card hold');
    end if;
  end if;

  if p_type in ('checkout.session.completed', 'checkout.session.expired') then
    v_key := p_object #>> '{metadata,campaign_id}';
    if v_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select c.id, c.status into v_campaign, v_status from public.campaigns as c where c.id = v_key::uuid;
    end if;
    v_key := p_object #>> '{metadata,invoice_id}';
    if v_campaign is not null and v_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select i.id into v_invoice from public.invoices as i
       where i.id = v_key::uuid and i.campaign_key = v_campaign and i.voided_at is null;
    end if;
  elsif p_type = 'charge.refunded' then
    -- The charge's payment row is locked until this transaction ends, so two
    -- refund events of one charge are applied one after the other: the second
    -- reads the refunds the first recorded (amount_refunded is cumulative).
    select p.campaign_id, p.stripe_checkout_session_id into v_campaign, v_session
    from public.payments as p
    where p.stripe_payment_intent_id = p_object ->> 'payment_intent' and p.amount_cents > 0
    order by p.created_at, p.id
    limit 1
    for update;
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
      insert into public.payments (campaign_id, amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at, invoice_id)
      values (v_campaign, (p_object ->> 'amount_total')::integer, lower(p_object ->> 'currency'), 'card',
              p_object ->> 'payment_intent', p_object ->> 'id', p_object ->> 'payment_intent', coalesce(p_created, now()), v_invoice)
      on conflict (stripe_checkout_session_id) where stripe_checkout_session_id is not null and amount_cents > 0 do nothing;
      if found then
        perform private.record_campaign_event(v_campaign, 'deposit_paid', v_status, v_status, null,
          jsonb_build_object('amount_cents', (p_object ->> 'amount_total')::integer, 'method', 'card', 'session', p_object ->> 'id')
            || case when v_invoice is null then '{}'::jsonb else jsonb_build_object('invoice_id', v_invoice) end);
        v_outcome := 'payment recorded';
        select coalesce(jsonb_agg(x.id), '[]'::jsonb) into v_close
          from (
            select d.id
              from public.deposit_checkouts as d
             where d.campaign_id = v_campaign and d.status = 'open' and d.id <> p_object ->> 'id'
               and d.amount_total_cents is distinct from (select l.due_now_cents from private.campaign_ledger(v_campaign) as l)
            union all
            select k.id
              from public.invoice_checkouts as k
              join public.invoice_summaries as s on s.id = k.invoice_id
             where k.campaign_id = v_campaign and k.status = 'open' and k.id <> p_object ->> 'id'
               and k.amount_total_cents <> greatest(s.balance_cents, 0)
          ) as x;
      else
        v_outcome := 'ignored: session already paid';
      end if;
      update public.deposit_checkouts set status = 'complete' where id = p_object ->> 'id';
      update public.invoice_checkouts set status = 'complete' where id = p_object ->> 'id';
    end if;
  elsif p_type = 'checkout.session.expired' then
    update public.deposit_checkouts set status = 'expired' where id = p_object ->> 'id' and status = 'open';
    if not found then
      update public.invoice_checkouts set status = 'expired' where id = p_object ->> 'id' and status = 'open';
    end if;
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
  return jsonb_build_object('outcome', v_outcome, 'campaign_id', v_campaign, 'close', v_close);
end;
$$;

revoke execute on function public.apply_stripe_event(text, text, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, jsonb, timestamptz) to service_role;

-- ---------------------------------------------------------------- what the e-mails and Checkout read

-- As before, with the request's latest card hold: a confirmation whose hold is
-- being captured says so instead of sending a link, and no deposit Checkout is
-- made while it is.
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
    'due_now_cents', coalesce(l.due_now_cents, 0),
    'due_now_hst_cents', coalesce(l.due_now_hst_cents, 0),
    'next_due_on', l.next_due_on,
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'price_per_cycle_cents', b.price_per_cycle_cents, 'discount_bp', b.discount_bp, 'cycles', b.cycles, 'status', b.status
      ) order by b.starts_on, b.id)
      from public.bookings as b where b.campaign_id = c.id), '[]'::jsonb),
    'checkout', (
      select jsonb_build_object('id', d.id, 'url', d.url, 'status', d.status, 'expires_at', d.expires_at, 'amount_total_cents', d.amount_total_cents)
      from public.deposit_checkouts as d where d.campaign_id = c.id order by d.created_at desc limit 1),
    'card_hold', (
      select jsonb_build_object('id', h.id, 'status', h.status, 'amount_cents', h.amount_cents, 'authorisation_ends_at', h.authorisation_ends_at)
      from public.card_holds as h where h.campaign_id = c.id order by h.created_at desc limit 1)
  )
  from public.campaigns as c
  left join public.advertisers as a on a.id = c.advertiser_id
  left join lateral private.campaign_ledger(c.id) as l on true
  where c.id = p_campaign;
$$;

revoke execute on function public.deposit_context(uuid) from public, anon, authenticated;
grant execute on function public.deposit_context(uuid) to service_role;
