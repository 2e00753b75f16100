-- A prospect's request artwork is judged by its bytes before the request is
-- stored, as an advertiser's new version is (artwork_files). Storage takes a
-- signed upload by its declared type alone, so an HTML page uploaded as
-- image/png was stored with the request and became the campaign's first
-- artwork version. The contact function now reads the stored file (type by
-- its magic number, decoded width and height; supabase/functions/_shared/
-- artwork-bytes.ts) and records here what it is; a file that fails is removed
-- and the request refused. The database refuses a request naming artwork that
-- was issued but never checked, so no caller can skip the check.

alter table public.artwork_uploads
  add column checked_at timestamptz,
  add column width integer check (width between 1 and 20000),
  add column height integer check (height between 1 and 20000),
  add column bytes bigint check (bytes between 1 and 10485760),
  add constraint artwork_uploads_checked check (
    (checked_at is null) = (width is null) and (width is null) = (height is null) and (height is null) = (bytes is null)
  );

comment on column public.artwork_uploads.checked_at is
  'When the contact function read the stored file and found a still image of its declared type; null until then (a request naming it is refused).';

-- The upload issued at a path, for the function to check: its declared type and whether it is checked already.
create or replace function public.request_artwork_upload(p_path text)
returns table (content_type text, checked boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.content_type, a.checked_at is not null
  from public.artwork_uploads as a
  where a.object_path = p_path;
$$;

revoke execute on function public.request_artwork_upload(text) from public, anon, authenticated;
grant execute on function public.request_artwork_upload(text) to service_role;

-- The function's record of what the stored file's bytes are (service role only).
create or replace function public.record_request_artwork_check(p_path text, p_content_type text, p_width integer, p_height integer, p_bytes bigint)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.artwork_uploads
     set checked_at = now(), width = p_width, height = p_height, bytes = p_bytes
   where object_path = p_path and content_type = p_content_type;
$$;

revoke execute on function public.record_request_artwork_check(text, text, integer, integer, bigint) from public, anon, authenticated;
grant execute on function public.record_request_artwork_check(text, text, integer, integer, bigint) to service_role;

-- Restated from 20261127214010_request_terms.sql; new: artwork issued here
-- but never checked is refused before anything is stored (a path never issued
-- is still refused by store_contact_inquiry).
create or replace function public.store_contact_request(
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
  p_correction_token text default null,
  p_terms_version text default null
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
  r record;
begin
  if p_artwork_path is not null
     and exists (select 1 from public.artwork_uploads as a where a.object_path = p_artwork_path and a.checked_at is null) then
    raise exception using errcode = 'P0001', message = 'This artwork file has not been checked. Please upload the artwork again.', detail = 'artwork_unchecked';
  end if;

  select * into r from public.store_contact_inquiry(
    p_name, p_email, p_company, p_phone, p_message, p_source, p_location_ids, p_client_address, p_idempotency_key,
    p_rate_max, p_rate_window_seconds, p_booking_starts_on, p_booking_cycles, p_artwork_path, p_correction_token
  ) as s;
  -- A request with dates, stored or updated now (not a repeat of one already
  -- stored, not refused by the rate limit), accepts the terms it was sent with.
  if p_terms_version is not null and p_booking_starts_on is not null and r.outcome in ('stored', 'updated') then
    update public.contact_inquiries as c
       set terms_version = p_terms_version, terms_accepted_at = now()
     where c.id = r.id;
  end if;
  return query select r.outcome, r.id, r.email_status, r.unavailable, r.booking_expires_at, r.receipt_allowed, r.reference, r.correction_token, r.correction_until;
end;
$$;

revoke execute on function public.store_contact_request(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text, text, text)
  from public, anon, authenticated;
grant execute on function public.store_contact_request(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text, text, text)
  to service_role;
