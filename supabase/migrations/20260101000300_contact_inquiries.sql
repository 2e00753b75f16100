-- Quote requests from the contact form. Only the send-contact-email function
-- (service role) reads and writes them: visitors' details are never readable
-- through the public API, and inserts must pass the function's validation,
-- honeypot and rate limit.

create table if not exists public.contact_inquiries (
  id uuid primary key default gen_random_uuid(),
  -- Looser than the function's own limits, so a value the function accepts is
  -- never refused here; these only guard the table itself.
  name text not null
    constraint contact_inquiries_name_length check (char_length(name) between 1 and 500),
  email text not null
    constraint contact_inquiries_email_length check (char_length(email) between 3 and 320),
  company text not null
    constraint contact_inquiries_company_length check (char_length(company) <= 500),
  phone text not null
    constraint contact_inquiries_phone_length check (char_length(phone) <= 100),
  message text not null
    constraint contact_inquiries_message_length check (char_length(message) between 1 and 20000),
  source text not null default 'contact-page'
    constraint contact_inquiries_source_length check (char_length(source) between 1 and 100),
  -- The caller's address as seen by the function; used for rate limiting only.
  client_address text
    constraint contact_inquiries_client_address_length check (char_length(client_address) <= 100),
  -- Stored before the e-mail is sent, so a failed delivery loses nothing.
  email_status text not null default 'pending'
    constraint contact_inquiries_email_status check (email_status in ('pending', 'sent', 'failed')),
  email_error text
    constraint contact_inquiries_email_error_length check (char_length(email_error) <= 2000),
  created_at timestamptz not null default now()
);

comment on table public.contact_inquiries is
  'Contact-form submissions. No access for anon or authenticated; written and read by the send-contact-email function with the service role.';

-- The function's rate limit: recent inquiries from one address.
create index if not exists contact_inquiries_client_address_created_idx
  on public.contact_inquiries (client_address, created_at desc);
create index if not exists contact_inquiries_created_idx
  on public.contact_inquiries (created_at desc);

-- RLS on with no policy for anon or authenticated: even a mistaken grant later
-- would expose nothing. service_role bypasses RLS.
alter table public.contact_inquiries enable row level security;

revoke all on table public.contact_inquiries from anon, authenticated;
grant all on table public.contact_inquiries to service_role;
