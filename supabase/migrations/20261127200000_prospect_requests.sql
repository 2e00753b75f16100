-- One person, one request. Sending again for the same boards and dates while
-- the hold is open (the same address in any case, or the same browser, which
-- brings back the correction token of its first answer) updates that request
-- instead of making a second lead that its own hold would refuse. And a
-- mistyped address can be corrected from the answer's page for a short while:
-- the lead, its advertiser and its campaign follow the new address.

alter table public.contact_inquiries
  -- sha256 of the token the visitor's browser was given, never the token.
  add column correction_token_hash text check (correction_token_hash ~ '^[0-9a-f]{64}$'),
  add column correction_until timestamptz,
  add column corrections integer not null default 0 check (corrections >= 0);

create index contact_inquiries_correction_idx on public.contact_inquiries (correction_token_hash) where correction_token_hash is not null;

-- How long the answer's page may correct the address, and how often.
create or replace function private.correction_minutes()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30;
$$;

create or replace function private.max_corrections()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 3;
$$;

create or replace function private.token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex');
$$;

revoke execute on function private.correction_minutes() from public;
revoke execute on function private.max_corrections() from public;
revoke execute on function private.token_hash(text) from public;

-- The lead whose open request holds exactly these boards for these dates, and
-- was made by this person: the same address, or the bearer of its token.
create or replace function private.open_request_of(p_email text, p_token text, p_location_ids uuid[], p_starts_on date, p_cycles integer)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select l.id
  from public.contact_inquiries as l
  join public.campaigns as c on c.lead_id = l.id and c.status = 'requested'
  where (lower(l.email) = lower(p_email)
         or (p_token is not null and l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now()))
    and l.requested_starts_on = p_starts_on
    and l.requested_cycles = p_cycles
    and (select array_agg(b.location_id order by b.location_id)
           from public.bookings as b
          where b.campaign_id = c.id and private.booking_holds_slot(b.status, b.expires_at, now()))
        = (select array_agg(distinct x order by x) from unnest(p_location_ids) as x)
  order by (p_token is not null and l.correction_token_hash = private.token_hash(p_token)) desc, l.created_at desc
  limit 1;
$$;

revoke execute on function private.open_request_of(text, text, uuid[], date, integer) from public;

-- Moves a lead to another address: its advertiser becomes that address's
-- (made when new), its campaigns follow, and an advertiser left with nothing
-- (the one the typo made) goes.
create or replace function private.move_lead_to_email(p_lead uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.contact_inquiries%rowtype;
  v_new uuid;
begin
  select * into v_lead from public.contact_inquiries as l where l.id = p_lead for update;
  if v_lead.email = p_email then
    return;
  end if;
  v_new := private.advertiser_for(p_email, v_lead.name, v_lead.company, v_lead.phone);
  update public.contact_inquiries set email = p_email, advertiser_id = v_new where id = p_lead;
  update public.campaigns set advertiser_id = v_new where lead_id = p_lead;
  if v_lead.advertiser_id is not null and v_lead.advertiser_id <> v_new then
    delete from public.advertisers as a
     where a.id = v_lead.advertiser_id
       and a.user_id is null
       and not exists (select 1 from public.contact_inquiries as l where l.advertiser_id = a.id)
       and not exists (select 1 from public.campaigns as c where c.advertiser_id = a.id);
  end if;
end;
$$;

revoke execute on function private.move_lead_to_email(uuid, text) from public;

-- A new correction token for a lead: returned once, stored as its hash.
create or replace function private.issue_correction_token(p_lead uuid)
returns table (token text, valid_until timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  v_until timestamptz := now() + make_interval(mins => private.correction_minutes());
begin
  update public.contact_inquiries
     set correction_token_hash = private.token_hash(v_token), correction_until = v_until
   where id = p_lead;
  return query select v_token, v_until;
end;
$$;

revoke execute on function private.issue_correction_token(uuid) from public;

drop function if exists public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text);

-- As in 20261127120000_scheduled_jobs.sql, and: a submission that repeats the
-- person's open request (same boards and dates; the same address, or the
-- browser's correction token) updates that lead (outcome 'updated': the
-- function sends the staff nothing new); an address given with the token moves
-- the request to it. A request that holds its dates answers its campaign's
-- reference and a correction token valid for private.correction_minutes().
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
  p_artwork_path text default null,
  p_correction_token text default null
)
returns table (
  outcome text,
  id uuid,
  email_status public.email_status,
  unavailable uuid[],
  booking_expires_at timestamptz,
  receipt_allowed boolean,
  reference text,
  correction_token text,
  correction_until timestamptz
)
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
  v_open uuid;
  v_reference text;
  v_token text;
  v_until timestamptz;
begin
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

  -- The person's own open request for the same boards and dates.
  if v_outcome is null and v_booking then
    perform pg_advisory_xact_lock(hashtextextended('contact-receipt:' || lower(p_email), 0));
    v_open := private.open_request_of(p_email, p_correction_token, p_location_ids, p_booking_starts_on, p_booking_cycles);
    if v_open is not null then
      select * into found_row from public.contact_inquiries as c where c.id = v_open for update;
      update public.contact_inquiries as c
         set name = p_name, company = p_company, phone = p_phone, message = p_message,
             artwork_path = coalesce(p_artwork_path, c.artwork_path)
       where c.id = v_open;
      perform private.move_lead_to_email(v_open, p_email);
      select * into found_row from public.contact_inquiries as c where c.id = v_open;
      v_outcome := 'updated';
    end if;
  end if;

  if v_outcome is null then
    perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-address:' || coalesce(p_client_address, ''), 0));
    if (
      select count(*)
      from public.contact_inquiries as c
      where c.client_address is not distinct from p_client_address
        and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
    ) >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid, null::public.email_status, '{}'::uuid[], null::timestamptz, false, null::text, null::text, null::timestamptz;
      return;
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

  if v_booking and p_location_ids is not null then
    begin
      v_unavailable := public.request_bookings(found_row.id, p_location_ids, p_booking_starts_on, p_booking_cycles);
    exception when sqlstate 'P0001' then
      v_unavailable := p_location_ids;
    end;
    if cardinality(v_unavailable) = 0 then
      select max(b.expires_at) into v_expires
        from public.bookings as b
       where b.lead_id = found_row.id and b.status = 'requested';
      select c.reference into v_reference from public.campaigns as c where c.lead_id = found_row.id order by c.created_at limit 1;
      if v_outcome in ('stored', 'updated') then
        perform pg_advisory_xact_lock(hashtextextended('contact-receipt:' || lower(found_row.email), 0));
        v_receipt := (
          select count(*)
          from public.contact_inquiries as c
          where lower(c.email) = lower(found_row.email)
            and c.requested_starts_on is not null
            and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
        ) <= p_rate_max;
        if v_outcome = 'stored' then
          select t.token, t.valid_until into v_token, v_until from private.issue_correction_token(found_row.id) as t;
        else
          v_until := found_row.correction_until;
        end if;
      end if;
    end if;
  end if;

  return query select v_outcome, found_row.id, found_row.email_status, v_unavailable, v_expires, v_receipt, v_reference, v_token, v_until;
end;
$$;

revoke execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text, text)
  to service_role;

-- "Wrong e-mail address?": the bearer of a request's correction token, within
-- its time and at most private.max_corrections() times, moves the request to
-- another address. Answers what the new receipt needs.
create or replace function public.correct_request_email(p_token text, p_email text)
returns table (id uuid, email text, location_ids uuid[], starts_on date, cycles integer, booking_expires_at timestamptz, reference text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_lead public.contact_inquiries%rowtype;
begin
  select * into v_lead from public.contact_inquiries as l
   where l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now()
   for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'This request can no longer be corrected here. Please call us or send the form again.', detail = 'correction_expired';
  end if;
  if v_lead.corrections >= private.max_corrections() then
    raise exception using errcode = 'P0001', message = 'This address was corrected too often. Please call us.', detail = 'correction_limit';
  end if;
  if lower(v_lead.email) = lower(p_email) then
    raise exception using errcode = 'P0001', message = 'That is the address we already have.', detail = 'correction_same';
  end if;
  perform private.move_lead_to_email(v_lead.id, p_email);
  update public.contact_inquiries as l set corrections = l.corrections + 1 where l.id = v_lead.id;
  return query
  select l.id, l.email, coalesce(array_agg(b.location_id order by b.location_id) filter (where b.id is not null), '{}'), l.requested_starts_on, l.requested_cycles,
         max(b.expires_at), (select c.reference from public.campaigns as c where c.lead_id = l.id order by c.created_at limit 1)
    from public.contact_inquiries as l
    left join public.bookings as b on b.lead_id = l.id and b.status = 'requested'
   where l.id = v_lead.id
   group by l.id;
end;
$$;

revoke execute on function public.correct_request_email(text, text) from public, anon, authenticated;
grant execute on function public.correct_request_email(text, text) to service_role;
