-- The staff's e-mail of a request, and a request's corrected address.
--
-- 1. The staff are told the corrected address. The e-mail of a lead is
--    delivered from its row (claimed, retried), so one sent after a correction
--    already reads the new address; one sent before it left the staff with the
--    mistyped address and its Reply-To. The row now records the address the
--    staff's last e-mail carried (staff_notified_email, set when a delivery
--    succeeds); a correction of a lead whose e-mail went out makes its e-mail
--    due again (pending), and the function then sends the staff a note of the
--    correction (old -> new) instead of the whole request. A correction made
--    while the e-mail was on its way is seen when that attempt finishes: its
--    address is not the lead's any more, so the note is due.
-- 2. A correction made by sending the form again counts as one. The same
--    browser sending its request again with another address (it brings back
--    its correction token) moved the request with no count, no limit and not
--    under the correction's lock. Both ways now go through
--    private.correct_request_address: the lock of the request's corrections,
--    "answered as made" for one that waited for the same address, refused for
--    another address at the same moment, and at most
--    private.max_corrections().
-- 3. The staff's e-mail names the request by the campaign's short reference,
--    the one the prospect was given: public.lead_campaign answers it with the
--    campaign's id (public.lead_campaign_id answered the id only).

alter table public.contact_inquiries
  add column staff_notified_email text;

comment on column public.contact_inquiries.staff_notified_email is
  'The prospect''s address as the staff''s last delivered e-mail about this lead gave it (null until one is delivered); when the lead''s address differs, a note of the correction is due.';

-- ---------------------------------------------------------------- delivery

drop function if exists public.finish_contact_inquiry_delivery(uuid, text);

-- Ends a claimed delivery attempt: failed with the error, or delivered
-- carrying p_email. Delivered with an address the lead no longer has (it was
-- corrected meanwhile), the lead's e-mail is due again: the note of the
-- correction. Answers the lead's delivery status.
create or replace function public.finish_contact_inquiry_delivery(p_id uuid, p_error text, p_email text)
returns public.email_status
language sql
set search_path = ''
as $$
  update public.contact_inquiries as c
    set email_status = (case
          when p_error is not null then 'failed'
          when p_email is null or lower(c.email) = lower(p_email) then 'sent'
          else 'pending'
        end)::public.email_status,
        email_error = left(p_error, 2000),
        email_sent_at = case when p_error is null then now() else c.email_sent_at end,
        staff_notified_email = case when p_error is null then coalesce(p_email, c.email) else c.staff_notified_email end
  where c.id = p_id and c.email_status = 'sending'
  returning c.email_status;
$$;

revoke execute on function public.finish_contact_inquiry_delivery(uuid, text, text) from public, anon, authenticated;
grant execute on function public.finish_contact_inquiry_delivery(uuid, text, text) to service_role;

-- As in 20261127222000_correction_address_lock.sql, and: a lead whose e-mail
-- the staff have, giving another address, is due again (the note of the
-- correction). A lead delivered before staff_notified_email existed had its
-- address of then in that e-mail: the address it moves away from.
create or replace function private.move_lead_to_email(p_lead uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.contact_inquiries%rowtype;
  v_new uuid;
  v_address text;
begin
  select * into v_lead from public.contact_inquiries as l where l.id = p_lead for update;
  if v_lead.email = p_email then
    return;
  end if;
  for v_address in select distinct lower(a) from unnest(array[v_lead.email, p_email]) as a order by 1 loop
    perform pg_advisory_xact_lock(hashtextextended('advertiser-email:' || v_address, 0));
  end loop;
  v_new := private.advertiser_for(p_email, v_lead.name, v_lead.company, v_lead.phone);
  update public.contact_inquiries as l
     set email = p_email,
         advertiser_id = v_new,
         staff_notified_email = case when l.email_status = 'sent' then coalesce(l.staff_notified_email, v_lead.email) else l.staff_notified_email end,
         email_status = case
           when l.email_status = 'sent' and lower(coalesce(l.staff_notified_email, v_lead.email)) <> lower(p_email) then 'pending'::public.email_status
           else l.email_status
         end
   where l.id = p_lead;
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

-- ---------------------------------------------------------------- corrections

-- The rules of a request's correction, whichever way it comes ("Wrong e-mail
-- address?" or the form sent again by the same browser), as
-- 20261127215010_request_correction_once.sql made them: corrections of one
-- request queue on a lock of their own; the bearer of the request's token,
-- within its time, moves it to another address at most
-- private.max_corrections() times; one that waited for another is answered as
-- made when it asked for the same address (false: nothing moved) and refused
-- ('correction_busy') when it asked for another. Answers whether the address
-- moved.
create or replace function private.correct_request_address(p_lead uuid, p_token text, p_email text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_waited boolean := false;
  v_lead public.contact_inquiries%rowtype;
begin
  if not pg_try_advisory_xact_lock(hashtextextended('request-correction:' || p_lead::text, 0)) then
    v_waited := true;
    perform pg_advisory_xact_lock(hashtextextended('request-correction:' || p_lead::text, 0));
  end if;

  -- Read under the lock: a correction that ran meanwhile is seen.
  select * into v_lead from public.contact_inquiries as l
   where l.id = p_lead and l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now()
   for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'This request can no longer be corrected here. Please call us or send the form again.', detail = 'correction_expired';
  end if;
  if lower(v_lead.email) = lower(p_email) then
    if v_lead.corrections = 0 then
      raise exception using errcode = 'P0001', message = 'That is the address we already have.', detail = 'correction_same';
    end if;
    return false;
  elsif v_waited then
    raise exception using
      errcode = 'P0001',
      message = 'This request was corrected to another address a moment ago. If that one is wrong too, correct it again.',
      detail = 'correction_busy';
  elsif v_lead.corrections >= private.max_corrections() then
    raise exception using errcode = 'P0001', message = 'This address was corrected too often. Please call us.', detail = 'correction_limit';
  end if;

  perform private.move_lead_to_email(v_lead.id, p_email);
  update public.contact_inquiries as l set corrections = l.corrections + 1 where l.id = v_lead.id;
  return true;
end;
$$;

revoke execute on function private.correct_request_address(uuid, text, text) from public;

-- As in 20261127215010_request_correction_once.sql, its rules now in
-- private.correct_request_address.
create or replace function public.correct_request_email(p_token text, p_email text)
returns table (id uuid, email text, location_ids uuid[], starts_on date, cycles integer, booking_expires_at timestamptz, reference text, changed boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_changed boolean;
begin
  select l.id into v_id from public.contact_inquiries as l
   where l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now();
  if v_id is null then
    raise exception using errcode = 'P0001', message = 'This request can no longer be corrected here. Please call us or send the form again.', detail = 'correction_expired';
  end if;
  v_changed := private.correct_request_address(v_id, p_token, p_email);
  return query
  select l.id, l.email, coalesce(array_agg(b.location_id order by b.location_id) filter (where b.id is not null), '{}'), l.requested_starts_on, l.requested_cycles,
         max(b.expires_at), (select c.reference from public.campaigns as c where c.lead_id = l.id order by c.created_at limit 1), v_changed
    from public.contact_inquiries as l
    left join public.bookings as b on b.lead_id = l.id and b.status = 'requested'
   where l.id = v_id
   group by l.id;
end;
$$;

revoke execute on function public.correct_request_email(text, text) from public, anon, authenticated;
grant execute on function public.correct_request_email(text, text) to service_role;

-- As in 20261127200000_prospect_requests.sql, and: the person's open request
-- found by the browser's token while the form brings another address is a
-- correction of that request, under private.correct_request_address's rules
-- (its refusals stop the whole submission: nothing is stored).
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
      -- Found by the token, with another address: the browser correcting its
      -- request by sending the form again. The correction's lock comes before
      -- the row's, as "Wrong e-mail address?" takes them.
      if (select lower(c.email) from public.contact_inquiries as c where c.id = v_open) <> lower(p_email) then
        perform private.correct_request_address(v_open, p_correction_token, p_email);
      end if;
      select * into found_row from public.contact_inquiries as c where c.id = v_open for update;
      update public.contact_inquiries as c
         set name = p_name, company = p_company, phone = p_phone, message = p_message,
             artwork_path = coalesce(p_artwork_path, c.artwork_path)
       where c.id = v_open;
      -- The same address in another case: the request takes it as typed now.
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

-- ---------------------------------------------------------------- the staff's e-mail

drop function if exists public.lead_campaign_id(uuid);

-- The campaign a lead's request became, and its reference: the staff's e-mail
-- links to it and names the request as the prospect was told.
create or replace function public.lead_campaign(p_lead_id uuid)
returns table (id uuid, reference text)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.reference from public.campaigns as c where c.lead_id = p_lead_id order by c.created_at, c.id limit 1;
$$;

revoke execute on function public.lead_campaign(uuid) from public, anon, authenticated;
grant execute on function public.lead_campaign(uuid) to service_role;
