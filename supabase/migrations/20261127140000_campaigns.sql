-- The sale as one record. An advertiser (the customer, matched by e-mail) has
-- campaigns; a campaign has the bookings (board x start cycle x cycles) that
-- hold the slots, each with the price it was sold at. Every change of a
-- campaign's state goes through a function below that checks the state it
-- comes from, lets the bookings' guard decide the slots under the board's
-- lock, and writes an event row. The staff no longer write bookings directly.

create type public.campaign_status as enum ('requested', 'confirmed', 'live', 'completed', 'declined', 'cancelled', 'expired');

-- ---------------------------------------------------------------- advertisers

create table public.advertisers (
  id uuid primary key default gen_random_uuid(),
  company text check (char_length(btrim(company)) between 1 and 200),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 200),
  -- Null only for a customer whose address nobody recorded (phone sales made
  -- before advertisers existed); unique otherwise, whatever its case.
  email text check (char_length(email) between 3 and 320 and position('@' in email) > 1),
  phone text check (char_length(btrim(phone)) between 1 and 50),
  notes text check (char_length(notes) <= 5000),
  -- The advertiser's own sign-in, once they have one.
  user_id uuid unique references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index advertisers_email_key on public.advertisers (lower(email)) where email is not null;
create index advertisers_search_idx on public.advertisers (lower(coalesce(company, '') || ' ' || contact_name));

comment on table public.advertisers is
  'The company''s customers. Every lead links to one, matched by e-mail without regard to case. Admin only.';

alter table public.advertisers enable row level security;
revoke all on table public.advertisers from anon, authenticated;
grant select, insert, delete on table public.advertisers to authenticated;
grant update (company, contact_name, email, phone, notes) on table public.advertisers to authenticated;
grant all on table public.advertisers to service_role;

create policy "Admin reads advertisers" on public.advertisers for select to authenticated using ((select private.is_admin()));
create policy "Admin creates advertisers" on public.advertisers for insert to authenticated with check ((select private.is_admin()));
create policy "Admin updates advertisers" on public.advertisers for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admin deletes advertisers" on public.advertisers for delete to authenticated using ((select private.is_admin()));

create trigger advertisers_touch before update on public.advertisers
  for each row execute function private.touch_updated_at();

-- The advertiser of an e-mail address, created from the lead's details when new.
create or replace function private.advertiser_for(p_email text, p_name text, p_company text, p_phone text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('advertiser-email:' || lower(p_email), 0));
  select a.id into v_id from public.advertisers as a where lower(a.email) = lower(p_email);
  if v_id is null then
    insert into public.advertisers (company, contact_name, email, phone)
    values (nullif(btrim(p_company), ''), p_name, p_email, nullif(btrim(p_phone), ''))
    returning id into v_id;
  end if;
  return v_id;
end;
$$;

revoke execute on function private.advertiser_for(text, text, text, text) from public;

alter table public.contact_inquiries
  add column advertiser_id uuid references public.advertisers (id) on delete set null;
create index contact_inquiries_advertiser_idx on public.contact_inquiries (advertiser_id);

-- Every new lead is linked to its advertiser, whoever stores it.
create or replace function private.link_lead_advertiser()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.advertiser_id is null then
    new.advertiser_id := private.advertiser_for(new.email, new.name, new.company, new.phone);
  end if;
  return new;
end;
$$;

revoke execute on function private.link_lead_advertiser() from public;

create trigger contact_inquiries_advertiser
  before insert on public.contact_inquiries
  for each row execute function private.link_lead_advertiser();

-- Existing leads, oldest first, so an advertiser takes the first details given.
do $$
declare
  r record;
begin
  for r in select c.id, c.email, c.name, c.company, c.phone from public.contact_inquiries as c where c.advertiser_id is null order by c.created_at, c.id loop
    update public.contact_inquiries set advertiser_id = private.advertiser_for(r.email, r.name, r.company, r.phone) where id = r.id;
  end loop;
end;
$$;

-- ---------------------------------------------------------------- campaigns

-- A short reference a person can read out on the phone: no 0/O or 1/I.
create or replace function private.new_campaign_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'C-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::integer, 1), '')
  from generate_series(1, 6);
$$;

revoke execute on function private.new_campaign_reference() from public;

create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default private.new_campaign_reference(),
  advertiser_id uuid not null references public.advertisers (id) on delete restrict,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  status public.campaign_status not null default 'requested',
  -- The inquiry it came from; null for a phone sale (or once the lead is erased).
  lead_id uuid references public.contact_inquiries (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index campaigns_advertiser_idx on public.campaigns (advertiser_id);
create index campaigns_lead_idx on public.campaigns (lead_id);
create index campaigns_status_idx on public.campaigns (status, created_at desc);

comment on table public.campaigns is
  'A sale: an advertiser''s bookings under one name and one status. The status changes only through the campaign functions, which write campaign_events. Admin only.';

alter table public.campaigns enable row level security;
revoke all on table public.campaigns from anon, authenticated;
grant select on table public.campaigns to authenticated;
-- The name is the staff's to edit; the state is the functions'.
grant update (name) on table public.campaigns to authenticated;
grant all on table public.campaigns to service_role;

create policy "Admin reads campaigns" on public.campaigns for select to authenticated using ((select private.is_admin()));
create policy "Admin renames campaigns" on public.campaigns for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create trigger campaigns_touch before update on public.campaigns
  for each row execute function private.touch_updated_at();

create table public.campaign_events (
  id bigint generated always as identity primary key,
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  -- The staff member who acted; null for the site itself (a request, the schedule).
  actor_id uuid references auth.users (id) on delete set null,
  occurred_at timestamptz not null default now(),
  -- What happened: requested, confirmed, declined, cancelled, expired, live,
  -- completed, extended, moved, price_set, merged.
  action text not null check (action ~ '^[a-z_]{1,40}$'),
  from_status public.campaign_status,
  to_status public.campaign_status,
  reason text check (char_length(reason) <= 2000),
  details jsonb not null default '{}'::jsonb
);

create index campaign_events_campaign_idx on public.campaign_events (campaign_id, occurred_at);

alter table public.campaign_events enable row level security;
revoke all on table public.campaign_events from anon, authenticated;
grant select on table public.campaign_events to authenticated;
grant all on table public.campaign_events to service_role;

create policy "Admin reads campaign events" on public.campaign_events for select to authenticated using ((select private.is_admin()));

create or replace function private.record_campaign_event(
  p_campaign uuid, p_action text, p_from public.campaign_status, p_to public.campaign_status, p_reason text, p_details jsonb default '{}'::jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_events (campaign_id, actor_id, action, from_status, to_status, reason, details)
  values (p_campaign, (select auth.uid()), p_action, p_from, p_to, nullif(btrim(p_reason), ''), coalesce(p_details, '{}'::jsonb));
$$;

revoke execute on function private.record_campaign_event(uuid, text, public.campaign_status, public.campaign_status, text, jsonb) from public;

-- The one statement of which state may follow which.
create or replace function private.campaign_transition_allowed(p_from public.campaign_status, p_to public.campaign_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case p_from
    when 'requested' then p_to in ('confirmed', 'declined', 'cancelled', 'expired')
    when 'confirmed' then p_to in ('live', 'cancelled')
    when 'live' then p_to in ('completed', 'cancelled')
    else false
  end;
$$;

revoke execute on function private.campaign_transition_allowed(public.campaign_status, public.campaign_status) from public;

-- ---------------------------------------------------------------- prices

-- The campaign-length rates: the same tiers as PRICING.durationRates in
-- supabase/functions/_shared/business-rules.ts (the catalog test compares them
-- for every length). In basis points: 500 is 5%.
create or replace function private.duration_discount_bp(p_cycles integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when p_cycles >= 6 then 1000 when p_cycles >= 3 then 500 else 0 end;
$$;

-- A board's price per cycle in cents: its own rate, or the company's lowest
-- (the estimate's "from" price) for a board without one.
create or replace function private.board_price_cents(p_location_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (round(coalesce(l.rate_per_cycle, 1100) * 100))::integer from public.billboard_locations as l where l.id = p_location_id;
$$;

-- What a booking costs: price x cycles less the rate, half-up to the cent,
-- as bookingTotalCents in booking-cycles.ts.
create or replace function public.booking_total_cents(p_price_per_cycle_cents integer, p_cycles integer, p_discount_bp integer)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select round(p_price_per_cycle_cents::numeric * p_cycles * (10000 - p_discount_bp) / 10000)::bigint;
$$;

revoke execute on function private.duration_discount_bp(integer) from public;
revoke execute on function private.board_price_cents(uuid) from public;
grant execute on function public.booking_total_cents(integer, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------- bookings join campaigns

alter table public.bookings
  add column campaign_id uuid references public.campaigns (id) on delete cascade,
  add column price_per_cycle_cents integer check (price_per_cycle_cents >= 0),
  add column discount_bp integer check (discount_bp between 0 and 10000),
  -- Set when the staff override the price: why.
  add column price_override_reason text check (char_length(btrim(price_override_reason)) between 1 and 500),
  -- The price stops following the board's rate once the sale is confirmed.
  add column price_fixed_at timestamptz;

create index bookings_campaign_idx on public.bookings (campaign_id);

-- The campaign a booking without one belongs to: its lead's campaign, or a
-- campaign of its own (a phone sale). The rule the migration of existing
-- bookings follows, and what a writer that names no campaign gets.
create or replace function private.campaign_for_booking(p_lead_id uuid, p_status public.booking_status, p_starts_on date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_campaign uuid;
  v_advertiser uuid;
  v_company text;
begin
  if p_lead_id is not null then
    select c.id into v_campaign from public.campaigns as c where c.lead_id = p_lead_id order by c.created_at limit 1;
    if v_campaign is not null then
      return v_campaign;
    end if;
    select l.advertiser_id into v_advertiser from public.contact_inquiries as l where l.id = p_lead_id;
  end if;
  if v_advertiser is null then
    -- Phone sales from before advertisers existed: one customer the staff can
    -- rename or merge into the real one.
    select a.id into v_advertiser from public.advertisers as a where a.email is null and a.contact_name = 'Unrecorded phone customer';
    if v_advertiser is null then
      insert into public.advertisers (company, contact_name, notes)
      values (null, 'Unrecorded phone customer', 'Phone sales made before customers were recorded. Merge each into its advertiser.')
      returning id into v_advertiser;
    end if;
  end if;
  select coalesce(a.company, a.contact_name) into v_company from public.advertisers as a where a.id = v_advertiser;
  insert into public.campaigns (advertiser_id, name, status, lead_id)
  values (
    v_advertiser,
    format('%s, %s', v_company, to_char(p_starts_on, 'Mon FMDD, YYYY')),
    (case p_status when 'requested' then 'requested' when 'confirmed' then 'confirmed' when 'declined' then 'declined'
       when 'cancelled' then 'cancelled' else 'expired' end)::public.campaign_status,
    p_lead_id
  )
  returning id into v_campaign;
  perform private.record_campaign_event(v_campaign, p_status::text, null, (select c.status from public.campaigns as c where c.id = v_campaign), null);
  return v_campaign;
end;
$$;

revoke execute on function private.campaign_for_booking(uuid, public.booking_status, date) from public;

-- Existing bookings, one campaign per lead or per phone sale.
do $$
declare
  r record;
begin
  for r in select b.id, b.lead_id, b.status, b.starts_on from public.bookings as b where b.campaign_id is null order by b.created_at, b.id loop
    update public.bookings set campaign_id = private.campaign_for_booking(r.lead_id, r.status, r.starts_on) where id = r.id;
  end loop;
end;
$$;

-- A lead's campaign is as far along as its furthest booking.
update public.campaigns as c
   set status = 'confirmed'
 where c.status <> 'confirmed'
   and exists (select 1 from public.bookings as b where b.campaign_id = c.id and b.status = 'confirmed');

update public.bookings as b
   set price_per_cycle_cents = private.board_price_cents(b.location_id),
       discount_bp = private.duration_discount_bp(b.cycles),
       price_fixed_at = case when b.status = 'confirmed' then b.updated_at end
 where b.price_per_cycle_cents is null;

alter table public.bookings
  alter column campaign_id set not null,
  alter column price_per_cycle_cents set not null,
  alter column discount_bp set not null;

-- Fills in what a new booking does not say: its campaign, and its price and
-- rate by the rule as the estimate shows them at request time; then marks
-- when the price was fixed (at confirmation).
create or replace function private.bookings_fill()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.campaign_id is null then
    new.campaign_id := private.campaign_for_booking(new.lead_id, new.status, new.starts_on);
  end if;
  if tg_op = 'INSERT' then
    new.price_per_cycle_cents := coalesce(new.price_per_cycle_cents, private.board_price_cents(new.location_id));
    new.discount_bp := coalesce(new.discount_bp, private.duration_discount_bp(new.cycles));
  elsif new.cycles is distinct from old.cycles then
    -- A longer campaign earns its tier; one cut short keeps the rate it was sold at.
    new.discount_bp := greatest(old.discount_bp, private.duration_discount_bp(new.cycles));
  end if;
  if new.status = 'confirmed' and new.price_fixed_at is null then
    new.price_fixed_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function private.bookings_fill() from public;

-- Runs before bookings_guard (triggers fire in name order).
create trigger bookings_fill
  before insert or update on public.bookings
  for each row execute function private.bookings_fill();

-- The staff change bookings through the campaign functions only.
revoke insert, update, delete on table public.bookings from authenticated;

-- ---------------------------------------------------------------- dates in words

-- 'Mon Dec 7, 2026', as formatDay in booking-cycles.ts.
create or replace function private.day_words(p_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_day, 'Dy Mon FMDD, YYYY');
$$;

revoke execute on function private.day_words(date) from public;

create or replace function private.check_booking_length(p_cycles integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_cycles is null or p_cycles not between 1 and private.max_campaign_cycles() then
    raise exception using
      errcode = 'P0001',
      message = format('A booking runs for 1 to %s cycles, not %s.', private.max_campaign_cycles(), coalesce(p_cycles::text, 'none')),
      detail = 'booking_cycles_range';
  end if;
end;
$$;

revoke execute on function private.check_booking_length(integer) from public;

-- As before, with two changes: a running booking may change its length
-- (extended, or cut short by a cancellation) without its past start being
-- refused, and a full board is named with the cycle in words.
create or replace function private.bookings_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  board_name text;
  full_cycle date;
begin
  if tg_op = 'INSERT'
    or new.starts_on is distinct from old.starts_on
    or new.location_id is distinct from old.location_id then
    perform private.check_booking_dates(new.starts_on, new.cycles);
  elsif new.cycles is distinct from old.cycles then
    perform private.check_booking_length(new.cycles);
  end if;

  if private.booking_holds_slot(new.status, new.expires_at, now()) then
    select l.name into board_name
    from public.billboard_locations as l
    where l.id = new.location_id
    for update;
    if not found then
      return new;
    end if;
    full_cycle := private.booking_first_full_cycle(new.location_id, new.starts_on, new.cycles, new.id);
    if full_cycle is not null then
      raise exception using
        errcode = 'P0001',
        message = format('No free slot left on %s for the cycle starting %s.', board_name, private.day_words(full_cycle)),
        detail = 'booking_full',
        hint = 'Choose another start, fewer cycles or another board.';
    end if;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------- state changes

create or replace function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can change campaigns.';
  end if;
end;
$$;

revoke execute on function private.require_admin() from public;

-- Locks a campaign and moves it to a new state, or says why it cannot.
create or replace function private.move_campaign_to(p_campaign uuid, p_to public.campaign_status, p_reason text, p_action text default null)
returns public.campaign_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_from public.campaign_status;
begin
  select c.status into v_from from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if not private.campaign_transition_allowed(v_from, p_to) then
    raise exception using
      errcode = 'P0001',
      message = format('A %s campaign cannot become %s.', v_from, p_to),
      detail = 'campaign_transition';
  end if;
  update public.campaigns set status = p_to where id = p_campaign;
  perform private.record_campaign_event(p_campaign, coalesce(p_action, p_to::text), v_from, p_to, p_reason);
  return v_from;
end;
$$;

revoke execute on function private.move_campaign_to(uuid, public.campaign_status, text, text) from public;

-- Confirms a request: its bookings take their slots for good (the guard
-- checks them again: a lapsed hold may have lost its slot) and their prices
-- are fixed.
create or replace function public.confirm_campaign(p_campaign uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.move_campaign_to(p_campaign, 'confirmed', p_reason);
  update public.bookings set status = 'confirmed', expires_at = null
   where campaign_id = p_campaign and status in ('requested', 'expired');
end;
$$;

create or replace function public.decline_campaign(p_campaign uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.move_campaign_to(p_campaign, 'declined', p_reason);
  update public.bookings set status = 'declined' where campaign_id = p_campaign and status = 'requested';
end;
$$;

-- Frees the slots of the cycles not yet begun; the cycles already run stay
-- booked (they happened, and were sold).
create or replace function public.cancel_campaign(p_campaign uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.booking_today();
begin
  perform private.require_admin();
  perform private.move_campaign_to(p_campaign, 'cancelled', p_reason);
  update public.bookings as b
     set status = 'cancelled'
   where b.campaign_id = p_campaign and b.status in ('requested', 'confirmed') and b.starts_on > v_today;
  update public.bookings as b
     set cycles = (v_today - b.starts_on) / 28 + 1
   where b.campaign_id = p_campaign and b.status = 'confirmed' and b.starts_on <= v_today
     and b.starts_on + 28 * b.cycles > v_today
     and (v_today - b.starts_on) / 28 + 1 < b.cycles;
end;
$$;

-- The staff put a campaign on air before its date, or end it early; the
-- schedule does both on the cycles' dates otherwise.
create or replace function public.mark_campaign_live(p_campaign uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.move_campaign_to(p_campaign, 'live', p_reason);
end;
$$;

create or replace function public.complete_campaign(p_campaign uuid, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.move_campaign_to(p_campaign, 'completed', p_reason);
end;
$$;

-- Adds cycles to every booking of a campaign that is still running or to
-- come. A full board refuses the whole extension, naming the board and cycle.
create or replace function public.extend_campaign(p_campaign uuid, p_cycles integer, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_booking uuid;
begin
  perform private.require_admin();
  if p_cycles is null or p_cycles < 1 then
    raise exception using errcode = 'P0001', message = 'An extension adds at least one cycle.', detail = 'campaign_extension_length';
  end if;
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if v_status not in ('requested', 'confirmed', 'live') then
    raise exception using errcode = 'P0001', message = format('A %s campaign cannot be extended.', v_status), detail = 'campaign_transition';
  end if;
  -- One booking at a time, boards in id order, as every other writer locks them.
  for v_booking in
    select x.id from public.bookings as x
     where x.campaign_id = p_campaign and x.status in ('requested', 'confirmed')
     order by x.location_id, x.id
  loop
    update public.bookings set cycles = cycles + p_cycles where id = v_booking;
  end loop;
  perform private.record_campaign_event(p_campaign, 'extended', v_status, v_status, p_reason, jsonb_build_object('cycles', p_cycles));
end;
$$;

-- Moves a campaign that has not begun to another start cycle, every board together.
create or replace function public.move_campaign(p_campaign uuid, p_starts_on date, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_first date;
  v_booking uuid;
begin
  perform private.require_admin();
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  select min(b.starts_on) into v_first from public.bookings as b
   where b.campaign_id = p_campaign and b.status in ('requested', 'confirmed');
  if v_status not in ('requested', 'confirmed') or v_first is null or v_first <= private.booking_today() then
    raise exception using errcode = 'P0001', message = 'Only a campaign that has not begun can be moved.', detail = 'campaign_transition';
  end if;
  for v_booking in
    select x.id from public.bookings as x
     where x.campaign_id = p_campaign and x.status in ('requested', 'confirmed')
     order by x.location_id, x.id
  loop
    update public.bookings set starts_on = starts_on + (p_starts_on - v_first) where id = v_booking;
  end loop;
  perform private.record_campaign_event(p_campaign, 'moved', v_status, v_status, p_reason,
    jsonb_build_object('from', v_first, 'to', p_starts_on));
end;
$$;

-- The staff's own price for a booking, with the reason, recorded.
create or replace function public.set_booking_price(p_booking uuid, p_price_per_cycle_cents integer, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings%rowtype;
  v_status public.campaign_status;
begin
  perform private.require_admin();
  if p_reason is null or btrim(p_reason) = '' then
    raise exception using errcode = 'P0001', message = 'Say why the price differs from the board''s rate.', detail = 'price_reason_missing';
  end if;
  if p_price_per_cycle_cents is null or p_price_per_cycle_cents < 0 then
    raise exception using errcode = 'P0001', message = 'A price is zero or more.', detail = 'price_range';
  end if;
  select * into v_booking from public.bookings as b where b.id = p_booking;
  if not found then
    raise exception using errcode = 'P0001', message = 'No booking with this id.', detail = 'booking_missing';
  end if;
  select c.status into v_status from public.campaigns as c where c.id = v_booking.campaign_id for update;
  update public.bookings
     set price_per_cycle_cents = p_price_per_cycle_cents, price_override_reason = btrim(p_reason)
   where id = p_booking;
  perform private.record_campaign_event(v_booking.campaign_id, 'price_set', v_status, v_status, p_reason,
    jsonb_build_object('booking_id', p_booking, 'from_cents', v_booking.price_per_cycle_cents, 'to_cents', p_price_per_cycle_cents));
end;
$$;

-- A phone sale: a confirmed campaign for an advertiser, one booking per board,
-- all or nothing. Returns the campaign's id.
create or replace function public.create_phone_sale(
  p_advertiser uuid, p_location_ids uuid[], p_starts_on date, p_cycles integer, p_name text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_campaign uuid;
  v_company text;
  v_boards uuid[];
begin
  perform private.require_admin();
  select coalesce(a.company, a.contact_name) into v_company from public.advertisers as a where a.id = p_advertiser;
  if not found then
    raise exception using errcode = 'P0001', message = 'Choose the advertiser of this sale.', detail = 'advertiser_missing';
  end if;
  select array_agg(distinct x order by x) into v_boards from unnest(p_location_ids) as x where x is not null;
  if v_boards is null then
    raise exception using errcode = 'P0001', message = 'A booking names at least one board.', detail = 'booking_no_boards';
  end if;
  if cardinality(v_boards) > private.max_plan_boards() then
    raise exception using errcode = 'P0001', message = format('A booking names at most %s boards.', private.max_plan_boards()), detail = 'booking_too_many_boards';
  end if;
  perform private.check_booking_dates(p_starts_on, p_cycles);
  insert into public.campaigns (advertiser_id, name, status)
  values (p_advertiser, coalesce(nullif(btrim(p_name), ''), format('%s, %s', v_company, to_char(p_starts_on, 'Mon FMDD, YYYY'))), 'confirmed')
  returning id into v_campaign;
  insert into public.bookings (location_id, starts_on, cycles, status, lead_id, expires_at, campaign_id)
  select x, p_starts_on, p_cycles, 'confirmed', null, null, v_campaign from unnest(v_boards) as x order by x;
  perform private.record_campaign_event(v_campaign, 'confirmed', null, 'confirmed', 'Phone sale');
  return v_campaign;
end;
$$;

-- Two records of one customer become one: the leads and campaigns of
-- p_merge move to p_keep, which keeps its own details and fills its gaps.
create or replace function public.merge_advertisers(p_keep uuid, p_merge uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_gone public.advertisers%rowtype;
  r record;
begin
  perform private.require_admin();
  if p_keep = p_merge then
    raise exception using errcode = 'P0001', message = 'Choose two different advertisers to merge.', detail = 'advertiser_merge_same';
  end if;
  -- Both rows locked, in id order.
  perform 1 from public.advertisers as a where a.id in (p_keep, p_merge) order by a.id for update;
  select * into v_gone from public.advertisers as a where a.id = p_merge;
  if not found or not exists (select 1 from public.advertisers as a where a.id = p_keep) then
    raise exception using errcode = 'P0001', message = 'No advertiser with this id.', detail = 'advertiser_missing';
  end if;
  update public.contact_inquiries set advertiser_id = p_keep where advertiser_id = p_merge;
  for r in select c.id, c.status from public.campaigns as c where c.advertiser_id = p_merge loop
    update public.campaigns set advertiser_id = p_keep where id = r.id;
    perform private.record_campaign_event(r.id, 'merged', r.status, r.status, null,
      jsonb_build_object('from_advertiser', p_merge, 'to_advertiser', p_keep));
  end loop;
  delete from public.advertisers where id = p_merge;
  update public.advertisers as a
     set company = coalesce(a.company, v_gone.company),
         phone = coalesce(a.phone, v_gone.phone),
         email = coalesce(a.email, v_gone.email),
         user_id = coalesce(a.user_id, v_gone.user_id),
         notes = nullif(concat_ws(E'\n\n', a.notes, v_gone.notes), '')
   where a.id = p_keep;
end;
$$;

revoke execute on function public.confirm_campaign(uuid, text) from public, anon;
revoke execute on function public.decline_campaign(uuid, text) from public, anon;
revoke execute on function public.cancel_campaign(uuid, text) from public, anon;
revoke execute on function public.mark_campaign_live(uuid, text) from public, anon;
revoke execute on function public.complete_campaign(uuid, text) from public, anon;
revoke execute on function public.extend_campaign(uuid, integer, text) from public, anon;
revoke execute on function public.move_campaign(uuid, date, text) from public, anon;
revoke execute on function public.set_booking_price(uuid, integer, text) from public, anon;
revoke execute on function public.create_phone_sale(uuid, uuid[], date, integer, text) from public, anon;
revoke execute on function public.merge_advertisers(uuid, uuid) from public, anon;
grant execute on function public.confirm_campaign(uuid, text) to authenticated, service_role;
grant execute on function public.decline_campaign(uuid, text) to authenticated, service_role;
grant execute on function public.cancel_campaign(uuid, text) to authenticated, service_role;
grant execute on function public.mark_campaign_live(uuid, text) to authenticated, service_role;
grant execute on function public.complete_campaign(uuid, text) to authenticated, service_role;
grant execute on function public.extend_campaign(uuid, integer, text) to authenticated, service_role;
grant execute on function public.move_campaign(uuid, date, text) to authenticated, service_role;
grant execute on function public.set_booking_price(uuid, integer, text) to authenticated, service_role;
grant execute on function public.create_phone_sale(uuid, uuid[], date, integer, text) to authenticated, service_role;
grant execute on function public.merge_advertisers(uuid, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- on the cycles' dates

-- Requests whose hold has lapsed expire; confirmed campaigns go live on their
-- first cycle's start; live ones complete after their last cycle's end. The
-- staff may have acted first; then there is nothing to do.
create or replace function private.advance_campaigns()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.booking_today();
  v_changed integer := 0;
  r record;
begin
  for r in
    select c.id, c.status,
      case
        when c.status = 'requested' and not exists (
          select 1 from public.bookings as b where b.campaign_id = c.id and private.booking_holds_slot(b.status, b.expires_at, now())
        ) then 'expired'
        when c.status = 'confirmed' and (select min(b.starts_on) from public.bookings as b where b.campaign_id = c.id and b.status = 'confirmed') <= v_today
          then 'live'
        when c.status = 'live' and (select max(b.starts_on + 28 * b.cycles) from public.bookings as b where b.campaign_id = c.id and b.status = 'confirmed') <= v_today
          then 'completed'
      end::public.campaign_status as next_status
    from public.campaigns as c
    where c.status in ('requested', 'confirmed', 'live')
    for update of c skip locked
  loop
    continue when r.next_status is null;
    update public.campaigns set status = r.next_status where id = r.id;
    if r.next_status = 'expired' then
      update public.bookings set status = 'expired' where campaign_id = r.id and status = 'requested';
    end if;
    perform private.record_campaign_event(r.id, r.next_status::text, r.status, r.next_status, 'On the cycles'' dates');
    v_changed := v_changed + 1;
  end loop;
  return v_changed;
end;
$$;

revoke execute on function private.advance_campaigns() from public, anon, authenticated;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('campaign-lifecycle', '*/15 * * * *', 'sql', 'select private.advance_campaigns()',
   'Expires requests whose hold lapsed, puts confirmed campaigns live on their first day and completes them after their last.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

select private.schedule_jobs();

-- ---------------------------------------------------------------- what a campaign adds up to

-- Derived, never stored: each campaign's dates, boards and total.
create view public.campaign_summaries
with (security_invoker = true)
as
select
  c.id,
  c.reference,
  c.advertiser_id,
  c.name,
  c.status,
  c.lead_id,
  c.created_at,
  min(b.starts_on) filter (where b.status in ('requested', 'confirmed', 'expired', 'declined')) as starts_on,
  max(b.starts_on + 28 * b.cycles - 1) filter (where b.status in ('requested', 'confirmed', 'expired', 'declined')) as ends_on,
  count(b.id) filter (where b.status in ('requested', 'confirmed')) as boards,
  coalesce(sum(public.booking_total_cents(b.price_per_cycle_cents, b.cycles, b.discount_bp))
    filter (where b.status in ('requested', 'confirmed')), 0)::bigint as total_cents
from public.campaigns as c
left join public.bookings as b on b.campaign_id = c.id
group by c.id;

revoke all on public.campaign_summaries from anon, authenticated;
grant select on public.campaign_summaries to authenticated, service_role;
