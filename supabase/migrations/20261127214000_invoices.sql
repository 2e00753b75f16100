-- An invoice for every 4-week cycle of a sold campaign: numbered by the
-- database without gaps, with the company's and the advertiser's details as
-- they were on the day it was issued, its lines (boards and cycle), subtotal,
-- HST and total. What was paid against it, its balance and its status are
-- derived from the campaign's payments (public.invoice_summaries), never
-- stored. Invoices are made and voided by a trigger on the campaign's events,
-- so no campaign function is redefined here; nobody writes them from a browser.

-- ---------------------------------------------------------------- rules

-- HST on a document's subtotal in cents, half-up (away from zero for a
-- credit): hstCents in supabase/functions/_shared/tax.ts, with TAX in
-- sale-rules.ts (the catalog test compares them on awkward amounts).
create or replace function private.hst_basis_points()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 1300;
$$;

create or replace function private.hst_cents(p_subtotal_cents bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  -- In whole hundredths of a cent, integer division, so no fraction decides a half.
  select case when p_subtotal_cents < 0 then -1 else 1 end
         * ((abs(p_subtotal_cents) * private.hst_basis_points() + 5000) / 10000);
$$;

-- Days an advertiser has to pay an invoice at the least: an invoice is due on
-- its cycle's first day, and never sooner than this after it was issued
-- (INVOICING.minPaymentDays in sale-rules.ts).
create or replace function private.invoice_min_payment_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 7;
$$;

-- Who issues the invoices: the company's legal name, address and HST
-- registration number, as site.legalName, site.address and
-- invoicing.hstNumber in src/config/site.ts (PLACEHOLDERS there; the
-- catalog test compares them). Change both together, in a new migration.
create or replace function private.invoice_issuer()
returns table (legal_name text, address text, hst_number text)
language sql
immutable
set search_path = ''
as $$
  select 'London Digital Billboards Inc.'::text,
         '123 Dundas Street, Suite 400, London, ON N6A 1G4, Canada'::text,
         '123456789 RT0001'::text;
$$;

revoke execute on function private.hst_basis_points() from public;
revoke execute on function private.hst_cents(bigint) from public;
revoke execute on function private.invoice_min_payment_days() from public;
revoke execute on function private.invoice_issuer() from public;

-- ---------------------------------------------------------------- numbers

-- One row per year, locked by the transaction that takes a number until it
-- commits: a second invoice waits, and a rolled-back one gives its number
-- back. A sequence would leave gaps, which an accountant must explain.
create table private.invoice_counters (
  year integer primary key check (year between 2000 and 9999),
  last_number integer not null check (last_number >= 1)
);

revoke all on table private.invoice_counters from public, anon, authenticated;

-- ---------------------------------------------------------------- tables

create type public.invoice_status as enum ('unpaid', 'partly_paid', 'paid', 'overdue', 'void');

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  -- 'INV-2026-0001': the year it was issued and its place in that year.
  number text not null unique,
  number_year integer not null,
  number_seq integer not null check (number_seq >= 1),
  -- Set null when an erasure request removes the campaign; the invoice is an
  -- accounting record the company must keep, and campaign_key still ties it
  -- to the campaign's payments.
  campaign_id uuid references public.campaigns (id) on delete set null,
  campaign_key uuid not null,
  campaign_reference text not null,
  advertiser_id uuid references public.advertisers (id) on delete set null,
  cycle_starts_on date not null,
  cycle_ends_on date not null,
  issued_on date not null,
  due_on date not null,
  issuer_legal_name text not null,
  issuer_address text not null,
  issuer_hst_number text not null,
  bill_to_name text not null,
  bill_to_company text,
  bill_to_email text,
  subtotal_cents bigint not null check (subtotal_cents >= 0),
  hst_cents bigint not null,
  total_cents bigint generated always as (subtotal_cents + hst_cents) stored,
  currency text not null default 'cad' check (currency ~ '^[a-z]{3}$'),
  -- A voided invoice keeps its number (no gap) and counts for nothing.
  voided_at timestamptz,
  void_reason text check (char_length(void_reason) between 1 and 500),
  created_at timestamptz not null default now(),
  constraint invoices_number_key_parts unique (number_year, number_seq),
  constraint invoices_hst check (hst_cents = private.hst_cents(subtotal_cents)),
  constraint invoices_void_reason check ((voided_at is null) = (void_reason is null)),
  constraint invoices_dates check (cycle_ends_on >= cycle_starts_on and due_on >= issued_on)
);

-- One invoice in force per cycle of a campaign.
create unique index invoices_campaign_cycle_key on public.invoices (campaign_key, cycle_starts_on) where voided_at is null;
create index invoices_campaign_idx on public.invoices (campaign_id);
create index invoices_advertiser_idx on public.invoices (advertiser_id);
create index invoices_issued_idx on public.invoices (issued_on desc, number_year desc, number_seq desc);

comment on table public.invoices is
  'One invoice per 4-week cycle of a sold campaign, numbered without gaps, with the issuer''s and advertiser''s details as issued. Made by the database only; admin reads all, an advertiser their own.';

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  position integer not null check (position >= 1),
  booking_id uuid references public.bookings (id) on delete set null,
  location_id uuid references public.billboard_locations (id) on delete set null,
  board_name text not null,
  price_per_cycle_cents integer not null check (price_per_cycle_cents >= 0),
  discount_bp integer not null check (discount_bp between 0 and 10000),
  amount_cents bigint not null check (amount_cents >= 0),
  unique (invoice_id, position)
);

create index invoice_lines_invoice_idx on public.invoice_lines (invoice_id, position);

alter table public.invoices enable row level security;
alter table public.invoice_lines enable row level security;
revoke all on table public.invoices from anon, authenticated;
revoke all on table public.invoice_lines from anon, authenticated;
grant select on table public.invoices to authenticated, service_role;
grant select on table public.invoice_lines to authenticated, service_role;

create policy "Admin reads invoices" on public.invoices for select to authenticated using ((select private.is_admin()));
create policy "Advertiser reads own invoices" on public.invoices for select to authenticated
  using (
    (select private.caller_advertiser_id()) is not null
    and (advertiser_id = (select private.caller_advertiser_id()) or private.caller_owns_campaign(campaign_id))
  );
-- A line is readable with its invoice (the invoices' own policies decide).
create policy "Lines of a readable invoice" on public.invoice_lines for select to authenticated
  using (exists (select 1 from public.invoices as i where i.id = invoice_id));

-- An issued invoice does not change: only its voiding, and the links an
-- (total_cents is left out: a BEFORE trigger sees a generated column as null)
-- erasure or a deleted board sets null. None is ever deleted (its number
-- would leave a gap).
create or replace function private.invoices_freeze()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'An invoice is never deleted; void it instead.' using errcode = '42501';
  end if;
  if (to_jsonb(new) - array['campaign_id', 'advertiser_id', 'voided_at', 'void_reason', 'total_cents'])
     is distinct from (to_jsonb(old) - array['campaign_id', 'advertiser_id', 'voided_at', 'void_reason', 'total_cents'])
     or (old.voided_at is not null and new.voided_at is distinct from old.voided_at)
     or (new.campaign_id is not null and new.campaign_id is distinct from old.campaign_id)
     or (new.advertiser_id is not null and new.advertiser_id is distinct from old.advertiser_id) then
    raise exception 'An issued invoice does not change.' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function private.invoices_freeze() from public;

create trigger invoices_freeze before update or delete on public.invoices
  for each row execute function private.invoices_freeze();

-- ---------------------------------------------------------------- payments keep their campaign

-- An erasure sets payments.campaign_id null as it does the invoices'; the
-- campaign's id stays here so the money still counts against its invoices.
alter table public.payments add column campaign_key uuid;
update public.payments set campaign_key = campaign_id where campaign_key is null;
create index payments_campaign_key_idx on public.payments (campaign_key);

create or replace function private.payments_keep_campaign()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.campaign_id is not null then
    new.campaign_key := new.campaign_id;
  elsif tg_op = 'UPDATE' then
    new.campaign_key := old.campaign_key;
  end if;
  return new;
end;
$$;

revoke execute on function private.payments_keep_campaign() from public;

create trigger payments_keep_campaign before insert or update on public.payments
  for each row execute function private.payments_keep_campaign();

-- ---------------------------------------------------------------- what each cycle is billed

-- The lines a campaign's cycles are billed as now: each confirmed booking's
-- cycles, the k-th at booking_total_cents(k) - booking_total_cents(k - 1) of
-- its price and length rate, so a booking's invoices add up to exactly the
-- total the estimate and campaign_summaries show.
create or replace function private.campaign_cycle_lines(p_campaign uuid)
returns table (
  cycle_starts_on date, booking_id uuid, location_id uuid, board_name text,
  price_per_cycle_cents integer, discount_bp integer, amount_cents bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.starts_on + 28 * (k - 1), b.id, b.location_id, coalesce(l.name, 'Board'),
         b.price_per_cycle_cents, b.discount_bp,
         public.booking_total_cents(b.price_per_cycle_cents, k, b.discount_bp)
           - public.booking_total_cents(b.price_per_cycle_cents, k - 1, b.discount_bp)
  from public.bookings as b
  left join public.billboard_locations as l on l.id = b.location_id
  cross join lateral generate_series(1, b.cycles) as k
  where b.campaign_id = p_campaign and b.status = 'confirmed';
$$;

revoke execute on function private.campaign_cycle_lines(uuid) from public;

-- The next number of a year, under the year's row lock.
create or replace function private.next_invoice_number(p_year integer)
returns integer
language sql
security definer
set search_path = ''
as $$
  insert into private.invoice_counters as c (year, last_number) values (p_year, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning last_number;
$$;

revoke execute on function private.next_invoice_number(integer) from public;

-- Issues the invoice of one cycle from the lines it is billed as now.
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
  c record;
  issuer record;
begin
  select x.id, x.reference, a.id as advertiser_id, a.contact_name, a.company, a.email into c
    from public.campaigns as x join public.advertisers as a on a.id = x.advertiser_id
   where x.id = p_campaign;
  select * into issuer from private.invoice_issuer();
  select coalesce(sum(l.amount_cents), 0) into v_subtotal from private.campaign_cycle_lines(p_campaign) as l where l.cycle_starts_on = p_cycle;
  v_seq := private.next_invoice_number(v_year);
  insert into public.invoices (
    number, number_year, number_seq, campaign_id, campaign_key, campaign_reference, advertiser_id,
    cycle_starts_on, cycle_ends_on, issued_on, due_on,
    issuer_legal_name, issuer_address, issuer_hst_number, bill_to_name, bill_to_company, bill_to_email,
    subtotal_cents, hst_cents
  ) values (
    format('INV-%s-%s', v_year, lpad(v_seq::text, greatest(4, length(v_seq::text)), '0')), v_year, v_seq, c.id, c.id, c.reference, c.advertiser_id,
    p_cycle, p_cycle + 27, v_today, greatest(p_cycle, v_today + private.invoice_min_payment_days()),
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

-- Brings a campaign's invoices in line with its bookings. A cycle already
-- begun keeps the invoice it has (it was sold and run as billed). A cycle to
-- come whose boards or prices changed (moved, repriced, a longer campaign's
-- better rate) has its invoice voided and a new one issued; one the campaign
-- no longer has (cancelled before it began) is voided. A sold cycle without an
-- invoice gets one. Only sold campaigns are invoiced.
create or replace function private.sync_campaign_invoices(p_campaign uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_today date := private.booking_today();
  r record;
begin
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found or v_status not in ('confirmed', 'live', 'completed', 'cancelled') then
    return;
  end if;
  for r in
    with billed as (
      select l.cycle_starts_on,
             jsonb_agg(jsonb_build_array(l.booking_id, l.price_per_cycle_cents, l.discount_bp, l.amount_cents) order by l.booking_id) as lines
        from private.campaign_cycle_lines(p_campaign) as l
       group by l.cycle_starts_on
    ),
    issued as (
      select i.id, i.cycle_starts_on,
             (select jsonb_agg(jsonb_build_array(x.booking_id, x.price_per_cycle_cents, x.discount_bp, x.amount_cents) order by x.booking_id)
                from public.invoice_lines as x where x.invoice_id = i.id) as lines
        from public.invoices as i
       where i.campaign_key = p_campaign and i.voided_at is null
    )
    select i.id, b.lines is null as gone
      from issued as i left join billed as b on b.cycle_starts_on = i.cycle_starts_on
     where i.cycle_starts_on > v_today and b.lines is distinct from i.lines
  loop
    update public.invoices
       set voided_at = now(),
           void_reason = case when r.gone and v_status = 'cancelled' then 'The campaign was cancelled before this cycle began.'
                              when r.gone then 'The campaign no longer runs this cycle.'
                              else 'Replaced: the cycle''s boards, dates or price changed before it began.' end
     where id = r.id;
  end loop;
  for r in
    select distinct l.cycle_starts_on from private.campaign_cycle_lines(p_campaign) as l
     where not exists (
       select 1 from public.invoices as i where i.campaign_key = p_campaign and i.voided_at is null and i.cycle_starts_on = l.cycle_starts_on
     )
     order by l.cycle_starts_on
  loop
    perform private.issue_invoice(p_campaign, r.cycle_starts_on);
  end loop;
end;
$$;

revoke execute on function private.sync_campaign_invoices(uuid) from public;

-- Every event of a campaign (confirmed, extended, moved, price set,
-- cancelled...) is written by the function that changes it, sometimes before
-- that function updates the bookings: deferred to the commit, the invoices see
-- the bookings as the transaction leaves them.
create or replace function private.campaign_event_invoices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.sync_campaign_invoices(new.campaign_id);
  return null;
end;
$$;

revoke execute on function private.campaign_event_invoices() from public;

create constraint trigger campaign_events_invoices
  after insert on public.campaign_events
  deferrable initially deferred
  for each row execute function private.campaign_event_invoices();

-- Campaigns sold before invoices existed: invoiced now.
do $$
declare
  v_id uuid;
begin
  for v_id in select c.id from public.campaigns as c where c.status in ('confirmed', 'live') order by c.created_at, c.id loop
    perform private.sync_campaign_invoices(v_id);
  end loop;
end;
$$;

-- ---------------------------------------------------------------- paid, balance, status

-- Derived, never stored: a campaign's payments (refunds negative) go against
-- its invoices in force oldest cycle first, so a deposit pays the first; what
-- exceeds them all stays on the last (a negative balance is a credit). Void
-- invoices take nothing.
create view public.invoice_summaries
with (security_invoker = true)
as
with in_force as (
  select i.id, i.campaign_key, i.total_cents,
         coalesce(sum(i.total_cents) over (
           partition by i.campaign_key order by i.cycle_starts_on, i.number_year, i.number_seq
           rows between unbounded preceding and 1 preceding), 0) as before_cents,
         row_number() over (partition by i.campaign_key order by i.cycle_starts_on desc, i.number_year desc, i.number_seq desc) = 1 as is_last
    from public.invoices as i
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
              else least(f.total_cents, greatest(0, coalesce(r.cents, 0) - f.before_cents)) end::bigint as paid_cents
    from in_force as f left join received as r on r.campaign_key = f.campaign_key
)
select
  i.id, i.number, i.number_year, i.number_seq, i.campaign_id, i.campaign_key, i.campaign_reference, i.advertiser_id,
  i.cycle_starts_on, i.cycle_ends_on, i.issued_on, i.due_on,
  i.issuer_legal_name, i.issuer_address, i.issuer_hst_number, i.bill_to_name, i.bill_to_company, i.bill_to_email,
  i.subtotal_cents, i.hst_cents, i.total_cents, i.currency, i.voided_at, i.void_reason, i.created_at,
  coalesce(a.paid_cents, 0)::bigint as paid_cents,
  case when i.voided_at is null then i.total_cents - coalesce(a.paid_cents, 0) else 0 end::bigint as balance_cents,
  (case
    when i.voided_at is not null then 'void'
    when i.total_cents - coalesce(a.paid_cents, 0) <= 0 then 'paid'
    when i.due_on < (now() at time zone 'America/Toronto')::date then 'overdue'
    when coalesce(a.paid_cents, 0) > 0 then 'partly_paid'
    else 'unpaid'
  end)::public.invoice_status as status
from public.invoices as i
left join allocated as a on a.id = i.id;

revoke all on public.invoice_summaries from anon, authenticated;
grant select on public.invoice_summaries to authenticated, service_role;
