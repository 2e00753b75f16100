-- Each invoice payable online: a Checkout Session for one invoice's balance
-- (never more), kept one open per invoice and amount, and the webhook's
-- payment recorded against that invoice (payments.invoice_id), which the
-- invoices' summaries pay first before the campaign's other money is spread
-- oldest cycle first. The deposit's Checkout (public.deposit_checkouts,
-- public.save_deposit_checkout) is unchanged.
--
-- Restated: public.apply_stripe_event (20261127221000_stripe_refund_events_in_turn.sql),
-- public.invoice_summaries (20261201200000_campaign_ledger.sql).

-- ---------------------------------------------------------------- the invoice a payment pays

-- Null for a payment of the campaign as a whole (the deposit's Checkout, one
-- the staff record, a refund); the invoice it was made for otherwise.
alter table public.payments add column invoice_id uuid references public.invoices (id);

create index payments_invoice_idx on public.payments (invoice_id) where invoice_id is not null;

comment on column public.payments.invoice_id is
  'The invoice this payment was made for (its own Checkout); null for money of the campaign as a whole, which pays its invoices oldest cycle first.';

-- ---------------------------------------------------------------- an invoice's Checkout Sessions

create table public.invoice_checkouts (
  -- Stripe's Checkout Session id (cs_...).
  id text primary key check (id ~ '^cs_[A-Za-z0-9_]{1,200}$'),
  invoice_id uuid not null references public.invoices (id),
  campaign_id uuid references public.campaigns (id) on delete set null,
  url text not null,
  -- A Checkout Session's status, the deposit's Checkout's enum.
  status public.deposit_checkout_status not null default 'open',
  amount_total_cents integer not null check (amount_total_cents > 0),
  currency text not null default 'cad' check (currency ~ '^[a-z]{3}$'),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

create index invoice_checkouts_invoice_idx on public.invoice_checkouts (invoice_id, created_at desc);

comment on table public.invoice_checkouts is
  'The Checkout Sessions made to pay one invoice online. Only the server reads and writes them.';

alter table public.invoice_checkouts enable row level security;
revoke all on table public.invoice_checkouts from public, anon, authenticated;
grant all on table public.invoice_checkouts to service_role;

-- What an invoice's Checkout is made from: the invoice, its campaign, what is
-- left to pay of it (and the HST share of that), and its latest session.
create or replace function public.invoice_checkout_context(p_invoice uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'invoice_id', s.id,
    'number', s.number,
    'campaign_id', c.id,
    'reference', s.campaign_reference,
    'status', c.status,
    'email', coalesce(a.email, s.bill_to_email),
    'voided', s.voided_at is not null,
    'balance_cents', greatest(s.balance_cents, 0),
    'balance_hst_cents', case when s.total_cents > 0
      then (greatest(s.balance_cents, 0) * s.hst_cents * 2 + s.total_cents) / (2 * s.total_cents) else 0 end,
    'checkout', (
      select jsonb_build_object('id', k.id, 'url', k.url, 'status', k.status, 'expires_at', k.expires_at, 'amount_total_cents', k.amount_total_cents)
        from public.invoice_checkouts as k where k.invoice_id = s.id order by k.created_at desc limit 1)
  )
  from public.invoice_summaries as s
  join public.campaigns as c on c.id = s.campaign_id
  left join public.advertisers as a on a.id = c.advertiser_id
  where s.id = p_invoice;
$$;

revoke execute on function public.invoice_checkout_context(uuid) from public, anon, authenticated;
grant execute on function public.invoice_checkout_context(uuid) to service_role;

-- As public.save_deposit_checkout, per invoice: the invoice is locked, and a
-- session made while another for the same amount is still open and good (two
-- "Pay this invoice" clicks at once) is not kept: the answer is the one
-- already open (its id differs, so the caller closes its own at Stripe). A
-- session for another amount replaces the open ones (the caller closed them).
create or replace function public.save_invoice_checkout(
  p_invoice uuid, p_id text, p_url text, p_amount_total_cents integer, p_currency text, p_expires_at timestamptz
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_campaign uuid;
  v_open record;
  v_saved jsonb;
begin
  select i.campaign_id into v_campaign from public.invoices as i where i.id = p_invoice for update;
  if not found then
    return null;
  end if;
  select k.id, k.url, k.expires_at into v_open
    from public.invoice_checkouts as k
   where k.invoice_id = p_invoice and k.status = 'open' and k.id <> p_id
     and k.amount_total_cents = p_amount_total_cents and k.expires_at > now() + interval '10 minutes'
   order by k.created_at desc
   limit 1;
  if found then
    return jsonb_build_object('id', v_open.id, 'url', v_open.url, 'expires_at', v_open.expires_at);
  end if;
  update public.invoice_checkouts as k set status = 'expired'
   where k.invoice_id = p_invoice and k.status = 'open' and k.id <> p_id and k.amount_total_cents <> p_amount_total_cents;
  insert into public.invoice_checkouts (id, invoice_id, campaign_id, url, amount_total_cents, currency, expires_at)
  values (p_id, p_invoice, v_campaign, p_url, p_amount_total_cents, lower(p_currency), p_expires_at)
  on conflict (id) do nothing
  returning jsonb_build_object('id', id, 'url', url, 'expires_at', expires_at) into v_saved;
  return v_saved;
end;
$$;

revoke execute on function public.save_invoice_checkout(uuid, text, text, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.save_invoice_checkout(uuid, text, text, integer, text, timestamptz) to service_role;

-- ---------------------------------------------------------------- the webhook records it against its invoice

-- As 20261127221000_stripe_refund_events_in_turn.sql, with a completed
-- session that names an invoice (metadata.invoice_id) recorded against that
-- invoice when it is one of the campaign's, in force; an invoice's sessions
-- marked complete or expired as the deposit's are; and, once a payment is
-- recorded, the campaign's other open sessions whose amount is no longer what
-- they are for (the deposit's: the ledger's amount due now; an invoice's: its
-- balance) answered in 'close', for the webhook to close at Stripe, so the
-- same money cannot be taken twice through two links.
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

-- ---------------------------------------------------------------- paid: its own payments first

-- As 20261201200000_campaign_ledger.sql, with each invoice first paid by the
-- payments made for it (up to what it asks); the rest of the campaign's money
-- (its other payments, less refunds, and anything paid beyond an invoice)
-- then pays what is left of each, oldest cycle first, the last taking any
-- surplus. Money refunded beyond that rest comes off the invoices' own
-- payments, latest cycle first, so the invoices' balances always add up to
-- the ledger's.
create or replace view public.invoice_summaries
with (security_invoker = true)
as
with credited as (
  select n.invoice_id, sum(n.total_cents)::bigint as cents
    from public.credit_notes as n
   group by n.invoice_id
),
own as (
  select p.invoice_id, sum(p.amount_cents)::bigint as cents
    from public.payments as p
   where p.invoice_id is not null and p.amount_cents > 0
   group by p.invoice_id
),
asked as (
  select i.id, i.campaign_key, i.cycle_starts_on, i.number_year, i.number_seq,
         i.total_cents - coalesce(cr.cents, 0) as owed_cents,
         least(greatest(i.total_cents - coalesce(cr.cents, 0), 0), coalesce(o.cents, 0))::bigint as own_cents
    from public.invoices as i
    left join credited as cr on cr.invoice_id = i.id
    left join own as o on o.invoice_id = i.id
   where i.voided_at is null
),
received as (
  select p.campaign_key, sum(p.amount_cents)::bigint as cents
    from public.payments as p
   where p.campaign_key is not null
   group by p.campaign_key
),
in_force as (
  select f.*,
         coalesce(r.cents, 0) - sum(f.own_cents) over (partition by f.campaign_key) as rest_cents,
         coalesce(sum(f.owed_cents - f.own_cents) over (
           partition by f.campaign_key order by f.cycle_starts_on, f.number_year, f.number_seq
           rows between unbounded preceding and 1 preceding), 0) as before_cents,
         coalesce(sum(f.own_cents) over (
           partition by f.campaign_key order by f.cycle_starts_on desc, f.number_year desc, f.number_seq desc
           rows between unbounded preceding and 1 preceding), 0) as own_after_cents,
         row_number() over (partition by f.campaign_key order by f.cycle_starts_on desc, f.number_year desc, f.number_seq desc) = 1 as is_last
    from asked as f
    left join received as r on r.campaign_key = f.campaign_key
),
allocated as (
  select f.id,
         (f.own_cents
          - least(f.own_cents, greatest(0, -f.rest_cents - f.own_after_cents))
          + case when f.is_last then greatest(0, f.rest_cents - f.before_cents)
                 else least(f.owed_cents - f.own_cents, greatest(0, f.rest_cents - f.before_cents)) end)::bigint as paid_cents
    from in_force as f
)
select
  i.id, i.number, i.number_year, i.number_seq, i.campaign_id, i.campaign_key, i.campaign_reference, i.advertiser_id,
  i.cycle_starts_on, i.cycle_ends_on, i.issued_on, i.due_on,
  i.issuer_legal_name, i.issuer_address, i.issuer_hst_number, i.bill_to_name, i.bill_to_company, i.bill_to_email,
  i.subtotal_cents, i.hst_cents, i.total_cents, i.currency, i.voided_at, i.void_reason, i.created_at,
  coalesce(a.paid_cents, 0)::bigint as paid_cents,
  case when i.voided_at is null then i.total_cents - coalesce(cr.cents, 0) - coalesce(a.paid_cents, 0) else 0 end::bigint as balance_cents,
  (case
    when i.voided_at is not null then 'void'
    when i.total_cents - coalesce(cr.cents, 0) - coalesce(a.paid_cents, 0) <= 0 then 'paid'
    when i.due_on < (now() at time zone 'America/Toronto')::date then 'overdue'
    when coalesce(a.paid_cents, 0) > 0 then 'partly_paid'
    else 'unpaid'
  end)::public.invoice_status as status,
  coalesce(cr.cents, 0)::bigint as credited_cents
from public.invoices as i
left join allocated as a on a.id = i.id
left join credited as cr on cr.invoice_id = i.id;

revoke all on public.invoice_summaries from anon, authenticated;
grant select on public.invoice_summaries to authenticated, service_role;
