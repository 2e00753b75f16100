-- A lead can ask for dates: the contact function stores the lead and its
-- requested bookings in one transaction. The lead is kept whatever happens to
-- the dates: when a board filled up meanwhile, the boards that are no longer
-- free are returned and nothing is booked, but the lead (with the dates it
-- asked for, for the staff) is stored all the same.

alter table public.contact_inquiries
  add column if not exists requested_starts_on date,
  add column if not exists requested_cycles integer,
  add column if not exists artwork_path text;

alter table public.contact_inquiries drop constraint if exists contact_inquiries_requested_cycles_range;
alter table public.contact_inquiries
  add constraint contact_inquiries_requested_cycles_range check (requested_cycles between 1 and 13);
alter table public.contact_inquiries drop constraint if exists contact_inquiries_requested_dates_pair;
alter table public.contact_inquiries
  add constraint contact_inquiries_requested_dates_pair check ((requested_starts_on is null) = (requested_cycles is null));
alter table public.contact_inquiries drop constraint if exists contact_inquiries_artwork_path_shape;
alter table public.contact_inquiries
  add constraint contact_inquiries_artwork_path_shape check (artwork_path ~ '^requests/[0-9]{4}-[0-9]{2}/[0-9a-f-]{36}\.(jpg|png)$');

drop function if exists public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer);

-- Stores a lead, or finds the one this submission already made (its
-- idempotency key), under the per-address rate limit; then, when dates are
-- asked for, requests a booking on each board (all or nothing,
-- public.request_bookings). Dates that are not a cycle start, in the past or
-- outside 1-13 cycles, and an artwork path the artwork function did not
-- issue, are refused before anything is stored (P0001, the detail names the
-- rule). Returns:
--   outcome       'stored', 'repeat' or 'rate_limited'
--   unavailable   the boards that are no longer free (nothing booked then)
--   booking_expires_at  until when the requested slots are held
--   receipt_allowed     whether the prospect may be sent a receipt: at most
--                       p_rate_max receipts per e-mail address in the window,
--                       so the form cannot be used to mail a stranger again and again
-- SECURITY DEFINER: the date rules live in the private schema; only the
-- service role (the contact function) may call it.
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
returns table (outcome text, id uuid, email_status text, unavailable uuid[], booking_expires_at timestamptz, receipt_allowed boolean)
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
        return query select 'rate_limited'::text, null::uuid, null::text, '{}'::uuid[], null::timestamptz, false;
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

revoke execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text)
  from public, anon, authenticated;
grant execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text)
  to service_role;

-- What the prospect is told when the staff decide on a requested booking: the
-- board, the dates and the decision, and the address of the lead that asked.
create or replace function public.booking_notice(p_booking_id uuid)
returns table (email text, status text, board text, starts_on date, cycles integer)
language sql
stable
security definer
set search_path = ''
as $$
  select c.email, b.status, l.name, b.starts_on, b.cycles
  from public.bookings as b
  join public.contact_inquiries as c on c.id = b.lead_id
  join public.billboard_locations as l on l.id = b.location_id
  where b.id = p_booking_id;
$$;

revoke execute on function public.booking_notice(uuid) from public, anon, authenticated;
grant execute on function public.booking_notice(uuid) to service_role;
