-- Inventory and booking: each board states its specs, audience and price, and
-- its spots are booked by 4-week cycle. A booking request takes one slot of
-- its board in each of its cycles; the database alone decides whether a slot
-- is free, under a lock on the board, so two prospects can never both take the
-- last one. The public sees free-slot counts only, never who booked.

-- ---------------------------------------------------------------- board facts

alter table public.billboard_locations
  -- Digital boards sell spots in a loop: this many advertisers share the screen.
  add column if not exists slots_per_loop integer not null default 6,
  add column if not exists spot_seconds integer not null default 8,
  add column if not exists daily_impressions integer,
  add column if not exists impressions_source text,
  add column if not exists screen_width_px integer,
  add column if not exists screen_height_px integer,
  add column if not exists screen_size text,
  add column if not exists facing text,
  add column if not exists operating_hours text,
  -- This board's price per 4-week cycle; null: the company's range applies.
  add column if not exists rate_per_cycle numeric(10, 2);

alter table public.billboard_locations
  drop constraint if exists billboard_locations_slots_per_loop_range,
  add constraint billboard_locations_slots_per_loop_range check (slots_per_loop between 1 and 20),
  drop constraint if exists billboard_locations_spot_seconds_range,
  add constraint billboard_locations_spot_seconds_range check (spot_seconds between 6 and 10),
  drop constraint if exists billboard_locations_daily_impressions_range,
  add constraint billboard_locations_daily_impressions_range check (daily_impressions >= 0),
  -- A published audience figure always says where it comes from.
  drop constraint if exists billboard_locations_impressions_sourced,
  add constraint billboard_locations_impressions_sourced check (daily_impressions is null or impressions_source is not null),
  drop constraint if exists billboard_locations_impressions_source_length,
  add constraint billboard_locations_impressions_source_length check (char_length(btrim(impressions_source)) between 1 and 300),
  drop constraint if exists billboard_locations_screen_width_range,
  add constraint billboard_locations_screen_width_range check (screen_width_px between 1 and 20000),
  drop constraint if exists billboard_locations_screen_height_range,
  add constraint billboard_locations_screen_height_range check (screen_height_px between 1 and 20000),
  -- The artwork check needs both sides or neither.
  drop constraint if exists billboard_locations_screen_pixels_pair,
  add constraint billboard_locations_screen_pixels_pair check ((screen_width_px is null) = (screen_height_px is null)),
  drop constraint if exists billboard_locations_screen_size_length,
  add constraint billboard_locations_screen_size_length check (char_length(btrim(screen_size)) between 1 and 100),
  drop constraint if exists billboard_locations_facing_length,
  add constraint billboard_locations_facing_length check (char_length(btrim(facing)) between 1 and 200),
  drop constraint if exists billboard_locations_operating_hours_length,
  add constraint billboard_locations_operating_hours_length check (char_length(btrim(operating_hours)) between 1 and 200),
  -- The company's published range per cycle: the same numbers as site.pricing
  -- (low, high) in src/config/site.ts. Change both together, in a new migration.
  drop constraint if exists billboard_locations_rate_per_cycle_range,
  add constraint billboard_locations_rate_per_cycle_range check (rate_per_cycle between 1100 and 2500);

-- The existing grants cover the new columns: anon and authenticated have
-- SELECT on the whole table (RLS still shows anon active boards only) and the
-- admin writes it under the existing policies.

-- ---------------------------------------------------------------- the cycle calendar

-- Cycles are 28 days from one anchor Monday. The same date as
-- site.bookingCycles.anchor in src/config/site.ts (a test checks they agree):
-- change both together, in a new migration.
create or replace function private.booking_cycle_anchor()
returns date
language sql
immutable
set search_path = ''
as $$
  select date '2026-01-05';
$$;

create or replace function private.is_booking_cycle_start(p_day date)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_day - private.booking_cycle_anchor()) % 28 = 0;
$$;

-- The first cycle start on or after a day (rounds up, also before the anchor).
create or replace function private.booking_cycle_on_or_after(p_day date)
returns date
language sql
immutable
set search_path = ''
as $$
  select private.booking_cycle_anchor()
    + 28 * case
        when p_day - private.booking_cycle_anchor() <= 0 then -((private.booking_cycle_anchor() - p_day) / 28)
        else (p_day - private.booking_cycle_anchor() + 27) / 28
      end;
$$;

-- Today where the boards are: a cycle that started before this day is past.
create or replace function private.booking_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Toronto')::date;
$$;

revoke execute on function private.booking_cycle_anchor() from public;
revoke execute on function private.is_booking_cycle_start(date) from public;
revoke execute on function private.booking_cycle_on_or_after(date) from public;
revoke execute on function private.booking_today() from public;

-- ---------------------------------------------------------------- bookings

create table if not exists public.bookings (
  id uuid primary key default gen_random_uuid(),
  -- A deleted board takes its bookings with it (the admin is warned before deleting).
  location_id uuid not null references public.billboard_locations (id) on delete cascade,
  -- A cycle start: checked by the bookings_guard trigger below, which runs as its
  -- owner (a check constraint would run as the writing role, which may not use
  -- the private schema).
  starts_on date not null,
  cycles integer not null
    constraint bookings_cycles_range check (cycles between 1 and 13),
  status text not null default 'requested'
    constraint bookings_status check (status in ('requested', 'confirmed', 'declined', 'cancelled', 'expired')),
  -- The inquiry that asked for it; null for the staff's manual (phone) bookings.
  -- A lead erased later leaves the booking in place.
  lead_id uuid references public.contact_inquiries (id) on delete set null,
  -- A request holds its slots until then, unless the staff confirm it first.
  expires_at timestamptz default (now() + interval '7 days'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_request_expires check (status <> 'requested' or expires_at is not null)
);

comment on table public.bookings is
  'Slots of a board by 4-week cycle. requested (until expires_at) and confirmed bookings take one slot per cycle. Admin only; the public sees free-slot counts through board_availability.';

-- The capacity count: live bookings of one board by start.
create index if not exists bookings_location_starts_idx
  on public.bookings (location_id, starts_on)
  where status in ('requested', 'confirmed');
create index if not exists bookings_lead_idx on public.bookings (lead_id);
create index if not exists bookings_status_created_idx on public.bookings (status, created_at desc);

alter table public.bookings enable row level security;

revoke all on table public.bookings from anon, authenticated;
grant select, insert, update, delete on table public.bookings to authenticated;
grant all on table public.bookings to service_role;

drop policy if exists "Admin reads bookings" on public.bookings;
create policy "Admin reads bookings"
  on public.bookings for select
  to authenticated
  using ((select private.is_admin()));

drop policy if exists "Admin creates bookings" on public.bookings;
create policy "Admin creates bookings"
  on public.bookings for insert
  to authenticated
  with check ((select private.is_admin()));

drop policy if exists "Admin updates bookings" on public.bookings;
create policy "Admin updates bookings"
  on public.bookings for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

drop policy if exists "Admin deletes bookings" on public.bookings;
create policy "Admin deletes bookings"
  on public.bookings for delete
  to authenticated
  using ((select private.is_admin()));

drop trigger if exists bookings_touch on public.bookings;
create trigger bookings_touch
  before update on public.bookings
  for each row execute function private.touch_updated_at();

-- ---------------------------------------------------------------- capacity

-- The dates of a new booking: a cycle start, today or later, 1 to 13 cycles.
-- Raised as P0001 (HTTP 400 through the API) with a plain message and a stable
-- key in the detail for the callers.
create or replace function private.check_booking_dates(p_starts_on date, p_cycles integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_starts_on is null or p_cycles is null or p_cycles not between 1 and 13 then
    raise exception using
      errcode = 'P0001',
      message = format('A booking runs for 1 to 13 cycles, not %s.', coalesce(p_cycles::text, 'none')),
      detail = 'booking_cycles_range';
  end if;
  if not private.is_booking_cycle_start(p_starts_on) then
    raise exception using
      errcode = 'P0001',
      message = format(
        '%s is not a cycle start: cycles start every 28 days, e.g. on %s.',
        to_char(p_starts_on, 'YYYY-MM-DD'),
        to_char(private.booking_cycle_on_or_after(p_starts_on), 'YYYY-MM-DD')
      ),
      detail = 'booking_not_cycle_start';
  end if;
  if p_starts_on < private.booking_today() then
    raise exception using
      errcode = 'P0001',
      message = format(
        'The cycle starting %s has already begun: the next one starts on %s.',
        to_char(p_starts_on, 'YYYY-MM-DD'),
        to_char(private.booking_cycle_on_or_after(private.booking_today()), 'YYYY-MM-DD')
      ),
      detail = 'booking_past_cycle';
  end if;
end;
$$;

-- The first cycle of a period in which a board has no free slot left, or null.
-- Live bookings: confirmed ones, and requests until they expire (so an expired
-- request frees its slots by itself). p_exclude: the booking being changed.
create or replace function private.booking_first_full_cycle(p_location_id uuid, p_starts_on date, p_cycles integer, p_exclude uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select c.cycle_start
  from public.billboard_locations as l
  cross join lateral (select p_starts_on + 28 * g as cycle_start from generate_series(0, p_cycles - 1) as g) as c
  where l.id = p_location_id
    and (
      select count(*)
      from public.bookings as b
      where b.location_id = l.id
        and b.id is distinct from p_exclude
        and (b.status = 'confirmed' or (b.status = 'requested' and b.expires_at > now()))
        and b.starts_on <= c.cycle_start
        and c.cycle_start < b.starts_on + 28 * b.cycles
    ) >= l.slots_per_loop
  order by c.cycle_start
  limit 1;
$$;

revoke execute on function private.check_booking_dates(date, integer) from public;
revoke execute on function private.booking_first_full_cycle(uuid, date, integer, uuid) from public;

-- Every write of a live booking, whoever makes it (the admin through the API,
-- the service role, request_bookings): lock the board's row, then count. The
-- lock serialises all bookings of one board, so the count cannot go stale
-- before this transaction commits; under READ COMMITTED the count, a new
-- statement, sees what the previous lock holder committed.
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
    or new.cycles is distinct from old.cycles
    or new.location_id is distinct from old.location_id then
    perform private.check_booking_dates(new.starts_on, new.cycles);
  end if;

  if new.status = 'confirmed' or (new.status = 'requested' and new.expires_at > now()) then
    select l.name into board_name
    from public.billboard_locations as l
    where l.id = new.location_id
    for update;
    -- An unknown board: the foreign key refuses the row.
    if not found then
      return new;
    end if;
    full_cycle := private.booking_first_full_cycle(new.location_id, new.starts_on, new.cycles, new.id);
    if full_cycle is not null then
      raise exception using
        errcode = 'P0001',
        message = format('No free slot left on %s for the cycle starting %s.', board_name, to_char(full_cycle, 'YYYY-MM-DD')),
        detail = 'booking_full',
        hint = 'Choose another start, fewer cycles or another board.';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function private.bookings_guard() from public;

drop trigger if exists bookings_guard on public.bookings;
create trigger bookings_guard
  before insert or update on public.bookings
  for each row execute function private.bookings_guard();

-- ---------------------------------------------------------------- public availability

-- Free slots of every active board in each of p_cycles cycles from the first
-- cycle start on or after p_from (today in Toronto when null). One call for the
-- whole map: counts only, never who booked. SECURITY DEFINER because the
-- callers cannot read bookings.
create or replace function public.board_availability(p_from date, p_cycles integer)
returns table (location_id uuid, cycle_start date, free_slots integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_cycles is null or p_cycles not between 1 and 13 then
    raise exception using
      errcode = 'P0001',
      message = format('Availability covers 1 to 13 cycles, not %s.', coalesce(p_cycles::text, 'none')),
      detail = 'booking_cycles_range';
  end if;
  return query
  with cycles as (
    select private.booking_cycle_on_or_after(coalesce(p_from, private.booking_today())) + 28 * g as cycle_start
    from generate_series(0, p_cycles - 1) as g
  ),
  boards as (
    select l.id, l.slots_per_loop from public.billboard_locations as l where l.is_active
  ),
  taken as (
    select b.location_id, c.cycle_start, count(*)::integer as n
    from public.bookings as b
    join boards on boards.id = b.location_id
    join cycles as c on b.starts_on <= c.cycle_start and c.cycle_start < b.starts_on + 28 * b.cycles
    where b.status = 'confirmed' or (b.status = 'requested' and b.expires_at > now())
    group by b.location_id, c.cycle_start
  )
  select boards.id, c.cycle_start, greatest(boards.slots_per_loop - coalesce(taken.n, 0), 0)
  from boards
  cross join cycles as c
  left join taken on taken.location_id = boards.id and taken.cycle_start = c.cycle_start
  order by boards.id, c.cycle_start;
end;
$$;

revoke execute on function public.board_availability(date, integer) from public;
grant execute on function public.board_availability(date, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- requests from the contact function

-- Stores the requested bookings of a stored lead, all or nothing: one per
-- board, p_cycles cycles from p_starts_on. Returns the boards that have no free
-- slot in some cycle of the period (nothing is stored then), or an empty array
-- when every booking is stored. The boards are locked in id order, so two
-- requests naming the same boards cannot deadlock. Calling it again for the
-- same lead and dates (a retried submission) stores nothing twice.
create or replace function public.request_bookings(p_lead_id uuid, p_location_ids uuid[], p_starts_on date, p_cycles integer)
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  board_ids uuid[];
  active_count integer;
  full_boards uuid[] := '{}';
  board_id uuid;
begin
  if not exists (select 1 from public.contact_inquiries as c where c.id = p_lead_id) then
    raise exception using errcode = 'P0001', message = 'No lead with this id.', detail = 'booking_lead_missing';
  end if;
  perform private.check_booking_dates(p_starts_on, p_cycles);

  select array_agg(distinct x order by x) into board_ids from unnest(p_location_ids) as x where x is not null;
  if board_ids is null then
    raise exception using errcode = 'P0001', message = 'A booking request names at least one board.', detail = 'booking_no_boards';
  end if;
  if cardinality(board_ids) > 50 then
    raise exception using errcode = 'P0001', message = 'A booking request names at most 50 boards.', detail = 'booking_too_many_boards';
  end if;

  -- Rows are locked in the order the sort hands them out.
  perform 1 from public.billboard_locations as l where l.id = any(board_ids) order by l.id for update;
  select count(*) into active_count from public.billboard_locations as l where l.id = any(board_ids) and l.is_active;
  if active_count <> cardinality(board_ids) then
    raise exception using errcode = 'P0001', message = 'A board of this request is not open for booking.', detail = 'booking_board_unavailable';
  end if;

  -- Requests past their expiry hold nothing already; say so on the rows.
  update public.bookings as b
    set status = 'expired'
  where b.location_id = any(board_ids) and b.status = 'requested' and b.expires_at <= now();

  foreach board_id in array board_ids loop
    if not exists (
      select 1 from public.bookings as b
      where b.lead_id = p_lead_id and b.location_id = board_id and b.starts_on = p_starts_on and b.cycles = p_cycles
        and b.status in ('requested', 'confirmed')
    ) and private.booking_first_full_cycle(board_id, p_starts_on, p_cycles, null) is not null then
      full_boards := full_boards || board_id;
    end if;
  end loop;
  if cardinality(full_boards) > 0 then
    return full_boards;
  end if;

  insert into public.bookings (location_id, starts_on, cycles, status, lead_id)
  select x, p_starts_on, p_cycles, 'requested', p_lead_id
  from unnest(board_ids) as x
  where not exists (
    select 1 from public.bookings as b
    where b.lead_id = p_lead_id and b.location_id = x and b.starts_on = p_starts_on and b.cycles = p_cycles
      and b.status in ('requested', 'confirmed')
  );
  return '{}'::uuid[];
end;
$$;

revoke execute on function public.request_bookings(uuid, uuid[], date, integer) from public, anon, authenticated;
grant execute on function public.request_bookings(uuid, uuid[], date, integer) to service_role;
