-- Statuses as enums instead of text columns with check constraints: the
-- database still refuses any other value, and the generated types
-- (npm run db:types) carry each list as a union, so the app keeps no list of
-- its own. Existing rows keep their values.
--
-- Indexes and checks whose expressions compare a status with a text literal
-- are dropped first and made again afterwards: after the type change their
-- stored expressions (status <> 'sent'::text) would no longer parse.

create type public.lead_status as enum ('new', 'contacted', 'closed');
create type public.email_status as enum ('pending', 'sending', 'sent', 'failed');
create type public.booking_status as enum ('requested', 'confirmed', 'declined', 'cancelled', 'expired');
create type public.site_rebuild_status as enum ('calling', 'called', 'failed', 'not_configured');

-- ---------------------------------------------------------------- leads

drop index if exists public.contact_inquiries_email_status_idx;

alter table public.contact_inquiries
  drop constraint if exists contact_inquiries_status_check,
  drop constraint if exists contact_inquiries_email_status,
  alter column status drop default,
  alter column email_status drop default;

alter table public.contact_inquiries
  alter column status type public.lead_status using status::public.lead_status,
  alter column status set default 'new',
  alter column email_status type public.email_status using email_status::public.email_status,
  alter column email_status set default 'pending';

create index if not exists contact_inquiries_email_status_idx
  on public.contact_inquiries (email_status, created_at)
  where email_status <> 'sent';

-- ---------------------------------------------------------------- newsletter

alter table public.newsletter_subscribers
  drop constraint if exists newsletter_subscribers_confirm_email_status_check,
  alter column confirm_email_status drop default;

alter table public.newsletter_subscribers
  alter column confirm_email_status type public.email_status using confirm_email_status::public.email_status,
  alter column confirm_email_status set default 'pending';

-- ---------------------------------------------------------------- bookings

drop index if exists public.bookings_location_starts_idx;

alter table public.bookings
  drop constraint if exists bookings_status,
  drop constraint if exists bookings_request_expires,
  alter column status drop default;

alter table public.bookings
  alter column status type public.booking_status using status::public.booking_status,
  alter column status set default 'requested',
  add constraint bookings_request_expires check (status <> 'requested' or expires_at is not null);

create index if not exists bookings_location_starts_idx
  on public.bookings (location_id, starts_on)
  where status in ('requested', 'confirmed');

-- ---------------------------------------------------------------- site rebuilds

alter table public.site_rebuilds
  drop constraint if exists site_rebuilds_status;

alter table public.site_rebuilds
  alter column status type public.site_rebuild_status using status::public.site_rebuild_status;

-- ---------------------------------------------------------------- functions

-- A CASE of two literals is text, which an enum column takes only by an
-- explicit cast: the functions that set a status from one say which type.

create or replace function public.finish_contact_inquiry_delivery(p_id uuid, p_error text)
returns void
language sql
set search_path = ''
as $$
  update public.contact_inquiries as c
    set email_status = (case when p_error is null then 'sent' else 'failed' end)::public.email_status,
        email_error = left(p_error, 2000),
        email_sent_at = case when p_error is null then now() else c.email_sent_at end
  where c.id = p_id and c.email_status = 'sending';
$$;

create or replace function public.finish_newsletter_confirmation(p_id uuid, p_error text)
returns void
language sql
set search_path = ''
as $$
  update public.newsletter_subscribers as s
    set confirm_email_status = (case when p_error is null then 'sent' else 'failed' end)::public.email_status,
        confirm_email_error = left(p_error, 2000),
        confirm_email_sent_at = case when p_error is null then now() else s.confirm_email_sent_at end
  where s.id = p_id and s.confirm_email_status = 'sending';
$$;

create or replace function public.finish_site_rebuild(p_id uuid, p_error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.site_rebuilds
     set status = (case when p_error is null then 'called' else 'failed' end)::public.site_rebuild_status,
         error = left(p_error, 1000),
         finished_at = clock_timestamp()
   where id = p_id and status = 'calling';
$$;

-- Its result names the status's type now, so the callers' types say which values come back.
drop function if exists public.booking_notice(uuid);

create function public.booking_notice(p_booking_id uuid)
returns table (email text, status public.booking_status, board text, starts_on date, cycles integer)
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

-- The contact function's call, as in 20261125110000_lead_booking_requests.sql
-- but returning the lead's delivery status as its enum (a plpgsql RETURN QUERY
-- takes no text where the result says enum, so the result type changes).
drop function if exists public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text);

create function public.store_contact_inquiry(
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

revoke execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text)
  from public, anon, authenticated;
grant execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text)
  to service_role;
