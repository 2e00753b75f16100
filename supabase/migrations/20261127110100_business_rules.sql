-- The business rules the database applies, each stated once here and named:
-- the same values as supabase/functions/_shared/business-rules.ts, which
-- tests/integration/business-rules-catalog.test.ts compares with these
-- functions and with the check constraints. Change both together, in a new
-- migration.
--
-- New here: a booking request may start no further ahead than the starts the
-- site offers (private.booking_start_window()); a later start was stored.

create or replace function private.max_campaign_cycles()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 13;
$$;

-- How many cycle starts ahead a request may begin, counting the next one.
create or replace function private.booking_start_window()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 13;
$$;

create or replace function private.max_plan_boards()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50;
$$;

-- Whether a booking holds its slot at an instant: confirmed, or requested and
-- not yet expired. The one statement of the rule in SQL; the app's reading of
-- it is effectiveBookingStatus (booking-slots.ts), which the test above runs
-- against this function.
create or replace function private.booking_holds_slot(p_status public.booking_status, p_expires_at timestamptz, p_at timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status = 'confirmed' or (p_status = 'requested' and coalesce(p_expires_at > p_at, false));
$$;

revoke execute on function private.max_campaign_cycles() from public;
revoke execute on function private.booking_start_window() from public;
revoke execute on function private.max_plan_boards() from public;
revoke execute on function private.booking_holds_slot(public.booking_status, timestamptz, timestamptz) from public;

-- The dates of a new booking: a cycle start, today or later, 1 to
-- private.max_campaign_cycles() cycles. Raised as P0001 (HTTP 400 through the
-- API) with a plain message and a stable key in the detail for the callers.
create or replace function private.check_booking_dates(p_starts_on date, p_cycles integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_starts_on is null or p_cycles is null or p_cycles not between 1 and private.max_campaign_cycles() then
    raise exception using
      errcode = 'P0001',
      message = format('A booking runs for 1 to %s cycles, not %s.', private.max_campaign_cycles(), coalesce(p_cycles::text, 'none')),
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

-- A request's start among the next private.booking_start_window() cycle
-- starts, as the site offers them. Only requests: the staff may book a phone
-- customer further ahead.
create or replace function private.check_booking_window(p_starts_on date)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_last date := private.booking_cycle_on_or_after(private.booking_today()) + 28 * (private.booking_start_window() - 1);
begin
  if p_starts_on > v_last then
    raise exception using
      errcode = 'P0001',
      message = format(
        'Bookings can start at one of the next %s cycle starts, the last on %s, not %s.',
        private.booking_start_window(),
        to_char(v_last, 'YYYY-MM-DD'),
        to_char(p_starts_on, 'YYYY-MM-DD')
      ),
      detail = 'booking_beyond_window';
  end if;
end;
$$;

revoke execute on function private.check_booking_window(date) from public;

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
        and private.booking_holds_slot(b.status, b.expires_at, now())
        and b.starts_on <= c.cycle_start
        and c.cycle_start < b.starts_on + 28 * b.cycles
    ) >= l.slots_per_loop
  order by c.cycle_start
  limit 1;
$$;

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

  if private.booking_holds_slot(new.status, new.expires_at, now()) then
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

-- Free slots of every active board in each of p_cycles cycles from the first
-- cycle start on or after p_from (today in Toronto when null), up to the
-- starts a request may take. One call for the whole map: counts only, never
-- who booked. SECURITY DEFINER because the callers cannot read bookings.
create or replace function public.board_availability(p_from date, p_cycles integer)
returns table (location_id uuid, cycle_start date, free_slots integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_cycles is null or p_cycles not between 1 and private.booking_start_window() then
    raise exception using
      errcode = 'P0001',
      message = format('Availability covers 1 to %s cycles, not %s.', private.booking_start_window(), coalesce(p_cycles::text, 'none')),
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
    where private.booking_holds_slot(b.status, b.expires_at, now())
    group by b.location_id, c.cycle_start
  )
  select boards.id, c.cycle_start, greatest(boards.slots_per_loop - coalesce(taken.n, 0), 0)
  from boards
  cross join cycles as c
  left join taken on taken.location_id = boards.id and taken.cycle_start = c.cycle_start
  order by boards.id, c.cycle_start;
end;
$$;

-- Stores the requested bookings of a stored lead, all or nothing (see the
-- first version in 20261125100000_inventory_booking.sql): now also within the
-- start window, and the plan's size from private.max_plan_boards().
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
  perform private.check_booking_window(p_starts_on);

  select array_agg(distinct x order by x) into board_ids from unnest(p_location_ids) as x where x is not null;
  if board_ids is null then
    raise exception using errcode = 'P0001', message = 'A booking request names at least one board.', detail = 'booking_no_boards';
  end if;
  if cardinality(board_ids) > private.max_plan_boards() then
    raise exception using
      errcode = 'P0001',
      message = format('A booking request names at most %s boards.', private.max_plan_boards()),
      detail = 'booking_too_many_boards';
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
  where b.location_id = any(board_ids) and b.status = 'requested' and not private.booking_holds_slot(b.status, b.expires_at, now());

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
  select x, p_starts_on, p_cycles, 'requested'::public.booking_status, p_lead_id
  from unnest(board_ids) as x
  where not exists (
    select 1 from public.bookings as b
    where b.lead_id = p_lead_id and b.location_id = x and b.starts_on = p_starts_on and b.cycles = p_cycles
      and b.status in ('requested', 'confirmed')
  );
  return '{}'::uuid[];
end;
$$;

-- The contact function's call (20261127110000_status_enums.sql), now with
-- dates beyond the start window refused before anything is stored.
create or replace function public.store_contact_inquiry(
  p_name text,
  p_email text,
  p_company text,
  p_phone text,
  p_message text,
  p_source text,
  p_location_ids uuid[],
  p_client_address text,
  p_idempotency_key uuid,
  p_rate_max integer,
  p_rate_window_seconds integer,
  p_booking_starts_on date default null,
  p_booking_cycles integer default null,
  p_artwork_path text default null
)
returns table (outcome text, id uuid, email_status public.email_status, unavailable uuid[], booking_expires_at timestamptz, receipt_allowed boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_row public.contact_inquiries%rowtype;
  v_outcome text;
  v_unavailable uuid[] := '{}';
  v_expires timestamptz;
  v_receipt boolean := false;
  v_booking boolean := p_booking_starts_on is not null or p_booking_cycles is not null;
begin
  -- Artwork only by a path the artwork function issued (it records each one).
  if p_artwork_path is not null and not exists (select 1 from public.artwork_uploads as a where a.object_path = p_artwork_path) then
    raise exception using errcode = 'P0001', message = 'The artwork reference is not one this site issued. Please upload the artwork again.', detail = 'artwork_unknown';
  end if;

  if v_booking then
    perform private.check_booking_dates(p_booking_starts_on, p_booking_cycles);
    perform private.check_booking_window(p_booking_starts_on);
    if coalesce(cardinality(p_location_ids), 0) = 0 then
      raise exception using errcode = 'P0001', message = 'A booking request names at least one board.', detail = 'booking_no_boards';
    end if;
  end if;

  if p_idempotency_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-key:' || p_idempotency_key::text, 0));
    select * into found_row from public.contact_inquiries as c where c.idempotency_key = p_idempotency_key;
    if found then
      v_outcome := 'repeat';
    end if;
  end if;

  if v_outcome is null then
    if p_client_address is not null then
      perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-address:' || p_client_address, 0));
      if (
        select count(*)
        from public.contact_inquiries as c
        where c.client_address = p_client_address
          and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
      ) >= p_rate_max then
        return query select 'rate_limited'::text, null::uuid, null::public.email_status, '{}'::uuid[], null::timestamptz, false;
        return;
      end if;
    end if;

    insert into public.contact_inquiries
      (name, email, company, phone, message, source, location_ids, client_address, idempotency_key,
       requested_starts_on, requested_cycles, artwork_path)
    values
      (p_name, p_email, p_company, p_phone, p_message, p_source, coalesce(p_location_ids, '{}'), p_client_address, p_idempotency_key,
       p_booking_starts_on, p_booking_cycles, p_artwork_path)
    returning * into found_row;
    v_outcome := 'stored';
  end if;

  -- A repeat with dates asks again: request_bookings stores nothing twice.
  if v_booking and p_location_ids is not null then
    begin
      v_unavailable := public.request_bookings(found_row.id, p_location_ids, p_booking_starts_on, p_booking_cycles);
    exception when sqlstate 'P0001' then
      -- A board closed for booking since the function checked: the dates cannot be held, the lead stays.
      v_unavailable := p_location_ids;
    end;
    if cardinality(v_unavailable) = 0 then
      select max(b.expires_at) into v_expires
        from public.bookings as b
       where b.lead_id = found_row.id and b.status = 'requested';
      if v_outcome = 'stored' then
        perform pg_advisory_xact_lock(hashtextextended('contact-receipt:' || lower(found_row.email), 0));
        v_receipt := (
          select count(*)
          from public.contact_inquiries as c
          where lower(c.email) = lower(found_row.email)
            and c.requested_starts_on is not null
            and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
        ) <= p_rate_max;
      end if;
    end if;
  end if;

  return query select v_outcome, found_row.id, found_row.email_status, v_unavailable, v_expires, v_receipt;
end;
$$;
