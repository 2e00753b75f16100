-- Which version of the campaign terms a booking request was sent under, and
-- when (supabase/functions/_shared/campaign-terms.ts holds the text and its
-- version; the contact function accepts only the version the form shows).
-- Set through store_contact_request, which stores the request as
-- store_contact_inquiry does and records the terms in the same transaction,
-- so store_contact_inquiry itself is not redefined.

alter table public.contact_inquiries
  add column terms_version text check (terms_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[a-z0-9.-]{0,20}$'),
  add column terms_accepted_at timestamptz,
  add constraint contact_inquiries_terms_pair check ((terms_version is null) = (terms_accepted_at is null));

comment on column public.contact_inquiries.terms_version is
  'The version of the campaign terms the request was sent under (campaign-terms.ts); null for an inquiry without dates.';

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
