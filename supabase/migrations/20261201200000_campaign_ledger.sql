-- One ledger per campaign, derived here and nowhere else: what its invoices in
-- force ask, what was paid and refunded, what credit notes took off, the
-- balance, and the next amount due with its date. Screens, e-mails and the
-- deposit's Checkout read public.campaign_ledger; none adds money up itself.
--
-- Credit notes: a refund that gives back money which paid invoices in force
-- (a goodwill refund on a running campaign, a partial refund) makes a numbered
-- credit note (CN-2026-0001, its own gapless series) with its HST, linked to
-- the invoice it reduces, so the campaign does not owe the refund again. A
-- refund of money no invoice in force asks for (the deposit of a campaign
-- cancelled before it began, whose invoices were voided) returns a credit the
-- advertiser held and makes none.
--
-- Due dates follow one rule: the campaign's first cycle's invoice (the
-- deposit) is due on the deposit's release deadline; each later cycle's
-- invoice private.invoice_due_days_before_cycle() days before that cycle
-- begins, never before the deposit and never sooner than
-- private.invoice_min_payment_days() after it is issued.
--
-- Restated: private.issue_invoice (20261127214000_invoices.sql),
-- public.invoice_summaries (same, with credited_cents added last),
-- public.deposit_context and public.save_deposit_checkout
-- (20261127213000_deposits.sql), public.deposit_checkout_receipt
-- (20261130200000_deposit_checkout_receipt.sql).

-- ---------------------------------------------------------------- the rule

-- Days before its cycle begins a later cycle's invoice is due:
-- INVOICING.dueDaysBeforeCycle in supabase/functions/_shared/sale-rules.ts
-- (the catalog test compares them).
create or replace function private.invoice_due_days_before_cycle()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 7;
$$;

revoke execute on function private.invoice_due_days_before_cycle() from public;

-- An invoice's due date by the rule above. p_deadline is the deposit's
-- release deadline (null for campaigns sold before deposits existed).
create or replace function private.invoice_due_on(p_cycle date, p_first_cycle date, p_deadline timestamptz, p_issued_on date)
returns date
language sql
stable
set search_path = ''
as $$
  select case
    when p_deadline is not null and p_cycle <= p_first_cycle
      then greatest((p_deadline at time zone 'America/Toronto')::date, p_issued_on)
    else greatest(
      p_cycle - private.invoice_due_days_before_cycle(),
      p_issued_on + private.invoice_min_payment_days(),
      coalesce((p_deadline at time zone 'America/Toronto')::date, p_issued_on)
    )
  end;
$$;

revoke execute on function private.invoice_due_on(date, date, timestamptz, date) from public;

-- ---------------------------------------------------------------- issuing (due date by the rule)

create or replace function private.issue_invoice(p_campaign uuid, p_cycle date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.booking_today();
  v_year integer := extract(year from v_today)::integer;
  v_seq integer;
  v_id uuid;
  v_subtotal bigint;
  v_first date;
  c record;
  issuer record;
begin
  select x.id, x.reference, x.deposit_due_at, a.id as advertiser_id, a.contact_name, a.company, a.email into c
    from public.campaigns as x join public.advertisers as a on a.id = x.advertiser_id
   where x.id = p_campaign;
  select * into issuer from private.invoice_issuer();
  select coalesce(sum(l.amount_cents), 0) into v_subtotal from private.campaign_cycle_lines(p_campaign) as l where l.cycle_starts_on = p_cycle;
  select min(l.cycle_starts_on) into v_first from private.campaign_cycle_lines(p_campaign) as l;
  v_seq := private.next_invoice_number(v_year);
  insert into public.invoices (
    number, number_year, number_seq, campaign_id, campaign_key, campaign_reference, advertiser_id,
    cycle_starts_on, cycle_ends_on, issued_on, due_on,
    issuer_legal_name, issuer_address, issuer_hst_number, bill_to_name, bill_to_company, bill_to_email,
    subtotal_cents, hst_cents
  ) values (
    format('INV-%s-%s', v_year, lpad(v_seq::text, greatest(4, length(v_seq::text)), '0')), v_year, v_seq, c.id, c.id, c.reference, c.advertiser_id,
    p_cycle, p_cycle + 27, v_today, private.invoice_due_on(p_cycle, coalesce(v_first, p_cycle), c.deposit_due_at, v_today),
    issuer.legal_name, issuer.address, issuer.hst_number, c.contact_name, c.company, c.email,
    v_subtotal, private.hst_cents(v_subtotal)
  )
  returning id into v_id;
  insert into public.invoice_lines (invoice_id, position, booking_id, location_id, board_name, price_per_cycle_cents, discount_bp, amount_cents)
  select v_id, row_number() over (order by l.board_name, l.booking_id), l.booking_id, l.location_id, l.board_name,
         l.price_per_cycle_cents, l.discount_bp, l.amount_cents
    from private.campaign_cycle_lines(p_campaign) as l
   where l.cycle_starts_on = p_cycle;
  return v_id;
end;
$$;

revoke execute on function private.issue_invoice(uuid, date) from public;

-- ---------------------------------------------------------------- credit notes

-- As private.invoice_counters: one row per year, locked until the number's
-- transaction ends, so the series has no gap.
create table private.credit_note_counters (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 1)
);

revoke all on table private.credit_note_counters from public, anon, authenticated;

create table public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  -- 'CN-2026-0001': the year it was issued and its place in that year.
  number text not null unique,
  number_year integer not null,
  number_seq integer not null check (number_seq >= 1),
  invoice_id uuid not null references public.invoices (id),
  campaign_id uuid references public.campaigns (id) on delete set null,
  campaign_key uuid not null,
  -- The refund it records (a negative payment).
  payment_id uuid references public.payments (id) on delete set null,
  issued_on date not null,
  reason text not null check (char_length(reason) between 1 and 500),
  subtotal_cents bigint not null check (subtotal_cents >= 0),
  hst_cents bigint not null check (hst_cents >= 0),
  total_cents bigint generated always as (subtotal_cents + hst_cents) stored,
  currency text not null default 'cad' check (currency ~ '^[a-z]{3}$'),
  created_at timestamptz not null default now(),
  constraint credit_notes_number_key_parts unique (number_year, number_seq),
  constraint credit_notes_positive check (subtotal_cents + hst_cents > 0)
);

create index credit_notes_invoice_idx on public.credit_notes (invoice_id);
create index credit_notes_campaign_key_idx on public.credit_notes (campaign_key);

comment on table public.credit_notes is
  'A numbered credit note (gapless, its own series) taking part of an invoice off, with its HST: made by the database when a refund gives back money that paid it. Admin reads all, an advertiser their own.';

alter table public.credit_notes enable row level security;
revoke all on table public.credit_notes from anon, authenticated;
grant select on table public.credit_notes to authenticated, service_role;

create policy "Admin reads credit notes" on public.credit_notes for select to authenticated using ((select private.is_admin()));
-- Readable with the invoice it reduces (the invoices' own policies decide).
create policy "Credit notes of a readable invoice" on public.credit_notes for select to authenticated
  using (exists (select 1 from public.invoices as i where i.id = invoice_id));

-- Like an invoice, a credit note is never changed nor deleted (its number would leave a gap).
create or replace function private.credit_notes_freeze()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'A credit note is never deleted.' using errcode = '42501';
  end if;
  if (to_jsonb(new) - array['campaign_id', 'payment_id', 'total_cents']) is distinct from (to_jsonb(old) - array['campaign_id', 'payment_id', 'total_cents'])
     or (new.campaign_id is not null and new.campaign_id is distinct from old.campaign_id)
     or (new.payment_id is not null and new.payment_id is distinct from old.payment_id) then
    raise exception 'An issued credit note does not change.' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function private.credit_notes_freeze() from public;

create trigger credit_notes_freeze before update or delete on public.credit_notes
  for each row execute function private.credit_notes_freeze();

create or replace function private.next_credit_note_number(p_year integer)
returns integer
language sql
security definer
set search_path = ''
as $$
  insert into private.credit_note_counters as c (year, last_number) values (p_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning last_number;
$$;

revoke execute on function private.next_credit_note_number(integer) from public;

-- A refund just recorded: the part of it that gives back money paying
-- invoices in force (what exceeds a credit the advertiser held) is credited,
-- the latest paid invoice first, one credit note per invoice. Its HST is the
-- invoice's own share of its total.
create or replace function private.payments_credit_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.booking_today();
  v_year integer := extract(year from v_today)::integer;
  v_refund bigint := -new.amount_cents;
  v_net_before bigint;
  v_owed bigint;
  v_credit bigint;
  v_left bigint;
  v_take bigint;
  v_hst bigint;
  v_seq integer;
  v_paid bigint[] := '{}';
  v_ids uuid[] := '{}';
  v_tax bigint[] := '{}';
  v_tot bigint[] := '{}';
  v_remaining bigint;
  r record;
  i integer;
begin
  if new.amount_cents >= 0 or new.campaign_key is null then
    return null;
  end if;
  -- The campaign's money moves one change at a time (record_payment and
  -- record_refund lock it too), so two refunds at once credit in turn.
  perform 1 from public.campaigns as c where c.id = new.campaign_key for update;

  select coalesce(sum(p.amount_cents), 0) + v_refund into v_net_before
    from public.payments as p where p.campaign_key = new.campaign_key;
  -- What invoices in force ask, less their credit notes, each paid oldest cycle first.
  v_remaining := v_net_before;
  v_owed := 0;
  for r in
    select i.id, i.hst_cents, i.total_cents,
           i.total_cents - coalesce((select sum(n.total_cents) from public.credit_notes as n where n.invoice_id = i.id), 0) as owed
      from public.invoices as i
     where i.campaign_key = new.campaign_key and i.voided_at is null
     order by i.cycle_starts_on, i.number_year, i.number_seq
  loop
    v_owed := v_owed + r.owed;
    v_ids := v_ids || r.id;
    v_tax := v_tax || r.hst_cents;
    v_tot := v_tot || r.total_cents;
    v_paid := v_paid || least(r.owed, greatest(v_remaining, 0));
    v_remaining := v_remaining - least(r.owed, greatest(v_remaining, 0));
  end loop;

  -- What the advertiser had paid beyond the invoices is given back first.
  v_credit := least(v_refund, greatest(0, v_refund - greatest(0, v_net_before - v_owed)));
  v_left := v_credit;
  i := coalesce(array_length(v_ids, 1), 0);
  while v_left > 0 and i >= 1 loop
    v_take := least(v_left, v_paid[i]);
    if v_take > 0 then
      v_hst := case when v_tot[i] > 0 then (v_take * v_tax[i] * 2 + v_tot[i]) / (2 * v_tot[i]) else 0 end;
      v_seq := private.next_credit_note_number(v_year);
      insert into public.credit_notes (number, number_year, number_seq, invoice_id, campaign_id, campaign_key, payment_id, issued_on, reason,
                                       subtotal_cents, hst_cents, currency)
      values (format('CN-%s-%s', v_year, lpad(v_seq::text, greatest(4, length(v_seq::text)), '0')), v_year, v_seq, v_ids[i],
              new.campaign_id, new.campaign_key, new.id, v_today, 'Refund',
              v_take - v_hst, v_hst, new.currency);
      v_left := v_left - v_take;
    end if;
    i := i - 1;
  end loop;
  return null;
end;
$$;

revoke execute on function private.payments_credit_refund() from public;

create trigger payments_credit_refund after insert on public.payments
  for each row execute function private.payments_credit_refund();

-- ---------------------------------------------------------------- paid, balance, status (with credit notes)

-- As 20261127214000_invoices.sql derived it, with each invoice's credit notes
-- taken off what it asks before the campaign's payments are allocated; the
-- balance is what is left of the total after credits and payments.
create or replace view public.invoice_summaries
with (security_invoker = true)
as
with credited as (
  select n.invoice_id, sum(n.total_cents)::bigint as cents
    from public.credit_notes as n
   group by n.invoice_id
),
in_force as (
  select i.id, i.campaign_key, i.total_cents - coalesce(cr.cents, 0) as owed_cents,
         coalesce(sum(i.total_cents - coalesce(cr.cents, 0)) over (
           partition by i.campaign_key order by i.cycle_starts_on, i.number_year, i.number_seq
           rows between unbounded preceding and 1 preceding), 0) as before_cents,
         row_number() over (partition by i.campaign_key order by i.cycle_starts_on desc, i.number_year desc, i.number_seq desc) = 1 as is_last
    from public.invoices as i
    left join credited as cr on cr.invoice_id = i.id
   where i.voided_at is null
),
received as (
  select p.campaign_key, sum(p.amount_cents)::bigint as cents
    from public.payments as p
   where p.campaign_key is not null
   group by p.campaign_key
),
allocated as (
  select f.id,
         case when f.is_last then greatest(0, coalesce(r.cents, 0) - f.before_cents)
              else least(f.owed_cents, greatest(0, coalesce(r.cents, 0) - f.before_cents)) end::bigint as paid_cents
    from in_force as f left join received as r on r.campaign_key = f.campaign_key
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

-- ---------------------------------------------------------------- the ledger

-- The whole of it for one campaign, with no check of who asks: for the
-- functions below, which check. Invoiced and credited count invoices in force
-- only (a void takes its credit notes with it); paid and refunded count every
-- payment. The balance is invoiced less credited less paid net of refunds
-- (negative: a credit the advertiser holds).
--   due now    what may be asked today (Checkout asks this, never more): the
--              deposit's invoice (the first cycle's) until it is paid,
--              whatever its date, and every invoice due by the deposit's
--              deadline or within private.invoice_due_soon_days() or
--              overdue, less what paid them; with its HST (each invoice's
--              own share)
--   next due   what is left on the earliest unpaid due date (with anything
--              overdue), and that date
create or replace function private.campaign_ledger(p_campaign uuid)
returns table (
  campaign_id uuid, invoiced_cents bigint, paid_cents bigint, refunded_cents bigint, credited_cents bigint,
  balance_cents bigint, due_now_cents bigint, due_now_hst_cents bigint, next_due_cents bigint, next_due_on date
)
language sql
stable
security definer
set search_path = ''
as $$
  with today as (
    select (now() at time zone 'America/Toronto')::date as d
  ),
  inv as (
    select s.total_cents, s.hst_cents, s.credited_cents, s.balance_cents, s.due_on,
           s.cycle_starts_on = min(s.cycle_starts_on) over () as is_deposit
      from public.invoice_summaries as s
     where s.campaign_key = p_campaign and s.voided_at is null
  ),
  money as (
    select coalesce(sum(p.amount_cents) filter (where p.amount_cents > 0), 0)::bigint as paid,
           coalesce(-sum(p.amount_cents) filter (where p.amount_cents < 0), 0)::bigint as refunded
      from public.payments as p
     where p.campaign_key = p_campaign
  ),
  limits as (
    select greatest(
             today.d + private.invoice_due_soon_days(),
             coalesce((select (c.deposit_due_at at time zone 'America/Toronto')::date from public.campaigns as c where c.id = p_campaign), today.d)
           ) as now_until,
           greatest((select min(inv.due_on) from inv where inv.balance_cents > 0), today.d) as next_until,
           (select min(inv.due_on) from inv where inv.balance_cents > 0) as first_due
      from today
  ),
  due as (
    select coalesce(sum(inv.balance_cents) filter (where inv.is_deposit or inv.due_on <= limits.now_until), 0)::bigint as now_cents,
           coalesce(sum(case when inv.total_cents > 0
                             then (inv.balance_cents * inv.hst_cents * 2 + inv.total_cents) / (2 * inv.total_cents) else 0 end)
                      filter (where inv.is_deposit or inv.due_on <= limits.now_until), 0)::bigint as now_hst,
           coalesce(sum(inv.balance_cents) filter (where inv.due_on <= limits.next_until), 0)::bigint as next_cents
      from limits
      left join inv on inv.balance_cents > 0
  )
  select p_campaign,
         (select coalesce(sum(inv.total_cents), 0) from inv)::bigint,
         money.paid,
         money.refunded,
         (select coalesce(sum(inv.credited_cents), 0) from inv)::bigint,
         ((select coalesce(sum(inv.total_cents - inv.credited_cents), 0) from inv) - money.paid + money.refunded)::bigint,
         due.now_cents,
         due.now_hst,
         due.next_cents,
         limits.first_due
    from money, limits, due
   where exists (select 1 from public.campaigns as c where c.id = p_campaign)
      or exists (select 1 from public.invoices as i where i.campaign_key = p_campaign);
$$;

revoke execute on function private.campaign_ledger(uuid) from public, anon, authenticated;

-- The ledger for the admin (any campaign), the campaign's own advertiser, or
-- the server; anyone else gets no row.
create or replace function public.campaign_ledger(p_campaign uuid)
returns table (
  campaign_id uuid, invoiced_cents bigint, paid_cents bigint, refunded_cents bigint, credited_cents bigint,
  balance_cents bigint, due_now_cents bigint, due_now_hst_cents bigint, next_due_cents bigint, next_due_on date
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.*
    from private.campaign_ledger(p_campaign) as l
   where (select private.is_admin()) or private.caller_owns_campaign(p_campaign) or (select auth.role()) = 'service_role';
$$;

revoke execute on function public.campaign_ledger(uuid) from public, anon;
grant execute on function public.campaign_ledger(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- the deposit's Checkout reads the ledger

-- As 20261127213000_deposits.sql, with the ledger's amount due now (and its
-- HST and date): what Checkout asks, never more.
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
      from public.deposit_checkouts as d where d.campaign_id = c.id order by d.created_at desc limit 1)
  )
  from public.campaigns as c
  left join public.advertisers as a on a.id = c.advertiser_id
  left join lateral private.campaign_ledger(c.id) as l on true
  where c.id = p_campaign;
$$;

revoke execute on function public.deposit_context(uuid) from public, anon, authenticated;
grant execute on function public.deposit_context(uuid) to service_role;

-- As 20261127213000_deposits.sql, but one open Checkout per campaign: the
-- campaign is locked, and a session made while another for the same amount is
-- still open and good (two "Pay" clicks at once) is not kept: the answer is
-- the one already open (its id differs, so the function closes its own). A
-- session for another amount replaces the open ones (the function closed them
-- at Stripe first).
create or replace function public.save_deposit_checkout(
  p_campaign uuid, p_id text, p_url text, p_amount_total_cents integer, p_currency text, p_expires_at timestamptz
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_open record;
  v_saved jsonb;
begin
  perform 1 from public.campaigns as c where c.id = p_campaign for update;
  select d.id, d.url, d.expires_at into v_open
    from public.deposit_checkouts as d
   where d.campaign_id = p_campaign and d.status = 'open' and d.id <> p_id
     and d.amount_total_cents = p_amount_total_cents and d.expires_at > now() + interval '10 minutes'
   order by d.created_at desc
   limit 1;
  if found then
    return jsonb_build_object('id', v_open.id, 'url', v_open.url, 'expires_at', v_open.expires_at);
  end if;
  update public.deposit_checkouts as d set status = 'expired'
   where d.campaign_id = p_campaign and d.status = 'open' and d.id <> p_id and d.amount_total_cents <> p_amount_total_cents;
  insert into public.deposit_checkouts (id, campaign_id, url, amount_total_cents, currency, expires_at)
  values (p_id, p_campaign, p_url, p_amount_total_cents, lower(p_currency), p_expires_at)
  on conflict (id) do nothing
  returning jsonb_build_object('id', id, 'url', url, 'expires_at', expires_at) into v_saved;
  return v_saved;
end;
$$;

revoke execute on function public.save_deposit_checkout(uuid, text, text, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.save_deposit_checkout(uuid, text, text, integer, text, timestamptz) to service_role;

-- ---------------------------------------------------------------- due dates already issued

-- Unpaid invoices not yet due take the rule's date (never one already past,
-- which would make an invoice overdue the day this runs). The freeze trigger
-- is off for this one correction only.
alter table public.invoices disable trigger invoices_freeze;

update public.invoices as i
   set due_on = greatest(
         private.invoice_due_on(
           i.cycle_starts_on,
           (select min(f.cycle_starts_on) from public.invoices as f where f.campaign_key = i.campaign_key and f.voided_at is null),
           (select c.deposit_due_at from public.campaigns as c where c.id = i.campaign_key),
           i.issued_on),
         (now() at time zone 'America/Toronto')::date)
  from public.invoice_summaries as s
 where s.id = i.id
   and i.voided_at is null
   and s.balance_cents > 0
   and i.due_on >= (now() at time zone 'America/Toronto')::date;

alter table public.invoices enable trigger invoices_freeze;

-- ---------------------------------------------------------------- the return page's balance reads the ledger

-- As 20261130200000_deposit_checkout_receipt.sql, with the balance left from
-- the campaign's ledger (credit notes counted), not summed here again.
create or replace function public.deposit_checkout_receipt(p_session text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'state', case when p.id is not null then 'paid' when d.status = 'expired' then 'expired' else 'confirming' end,
    'amount_cents', coalesce(p.amount_cents, d.amount_total_cents),
    'currency', coalesce(p.currency, d.currency),
    'method', p.method,
    'paid_at', p.paid_at,
    'refunded_cents', case when p.id is null then null else coalesce((
      select -sum(r.amount_cents) from public.payments as r
      where r.stripe_checkout_session_id = d.id and r.amount_cents < 0), 0) end,
    'balance_cents', case when p.id is null then null else (
      select greatest(l.balance_cents, 0)
      from private.campaign_ledger(c.id) as l
      where exists (select 1 from public.invoices as i where i.campaign_key = c.id and i.voided_at is null)) end
  )
  from public.deposit_checkouts as d
  join public.campaigns as c on c.id = d.campaign_id
  left join public.payments as p on p.stripe_checkout_session_id = d.id and p.amount_cents > 0
  where p_session ~ '^cs_[A-Za-z0-9_]{1,200}$' and d.id = p_session;
$$;

revoke execute on function public.deposit_checkout_receipt(text) from public;
grant execute on function public.deposit_checkout_receipt(text) to anon, authenticated, service_role;
