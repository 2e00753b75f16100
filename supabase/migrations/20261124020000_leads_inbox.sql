-- Leads: stored once per submission, delivered by e-mail with retries, and
-- worked by the admin in the inbox (/admin/leads).

-- One row per submission: the form sends a key made when it was filled and
-- keeps it across retries, so a double click, a retry after a network error or
-- a replayed request finds the row it already made.
alter table public.contact_inquiries
  add column if not exists idempotency_key uuid,
  add column if not exists status text not null default 'new',
  add column if not exists email_attempts integer not null default 0,
  add column if not exists email_last_attempt_at timestamptz,
  add column if not exists email_sent_at timestamptz,
  -- Billboard locations a prospect put in a campaign plan (checked by the function).
  add column if not exists location_ids uuid[] not null default '{}',
  add column if not exists updated_at timestamptz not null default now();

alter table public.contact_inquiries
  drop constraint if exists contact_inquiries_idempotency_key_key,
  add constraint contact_inquiries_idempotency_key_key unique (idempotency_key),
  drop constraint if exists contact_inquiries_status_check,
  add constraint contact_inquiries_status_check check (status in ('new', 'contacted', 'closed')),
  drop constraint if exists contact_inquiries_location_ids_count,
  add constraint contact_inquiries_location_ids_count check (cardinality(location_ids) <= 50);

-- 'sending': claimed by one sender, so two retries never send the same lead twice.
alter table public.contact_inquiries drop constraint if exists contact_inquiries_email_status;
alter table public.contact_inquiries
  add constraint contact_inquiries_email_status check (email_status in ('pending', 'sending', 'sent', 'failed'));

comment on table public.contact_inquiries is
  'Contact-form submissions (leads). Written by the send-contact-email function with the service role; the admin reads them and changes their status under RLS.';

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

drop trigger if exists contact_inquiries_touch on public.contact_inquiries;
create trigger contact_inquiries_touch
  before update on public.contact_inquiries
  for each row execute function private.touch_updated_at();

-- The admin reads every lead and changes its status, nothing else: the
-- function (service role) owns the contact details and the delivery columns.
grant select on table public.contact_inquiries to authenticated;
grant update (status) on table public.contact_inquiries to authenticated;

drop policy if exists "Admin reads leads" on public.contact_inquiries;
create policy "Admin reads leads"
  on public.contact_inquiries for select
  to authenticated
  using ((select private.is_admin()));

drop policy if exists "Admin updates lead status" on public.contact_inquiries;
create policy "Admin updates lead status"
  on public.contact_inquiries for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Stores a lead, or finds the one this submission already made, in one
-- transaction: the per-address count and the insert run under an advisory lock
-- on the address, so two concurrent requests cannot both take the last slot.
-- Returns the row's id and delivery status with `outcome`: 'stored' (new),
-- 'repeat' (same idempotency key as an earlier request) or 'rate_limited'.
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
  p_rate_window_seconds integer
)
returns table (outcome text, id uuid, email_status text)
language plpgsql
set search_path = ''
as $$
declare
  found_row public.contact_inquiries%rowtype;
begin
  if p_idempotency_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-key:' || p_idempotency_key::text, 0));
    select * into found_row from public.contact_inquiries as c where c.idempotency_key = p_idempotency_key;
    if found then
      return query select 'repeat'::text, found_row.id, found_row.email_status;
      return;
    end if;
  end if;

  if p_client_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-address:' || p_client_address, 0));
    if (
      select count(*)
      from public.contact_inquiries as c
      where c.client_address = p_client_address
        and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
    ) >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid, null::text;
      return;
    end if;
  end if;

  insert into public.contact_inquiries
    (name, email, company, phone, message, source, location_ids, client_address, idempotency_key)
  values
    (p_name, p_email, p_company, p_phone, p_message, p_source, coalesce(p_location_ids, '{}'), p_client_address, p_idempotency_key)
  returning * into found_row;
  return query select 'stored'::text, found_row.id, found_row.email_status;
end;
$$;

revoke execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer) to service_role;

-- Claims a lead for one delivery attempt: only a lead that is not sent and not
-- being sent (or whose send was abandoned long ago) is handed out, and to one
-- caller only. Counts the attempt.
create or replace function public.claim_contact_inquiry_delivery(p_id uuid, p_stale_seconds integer default 600)
returns setof public.contact_inquiries
language sql
set search_path = ''
as $$
  update public.contact_inquiries as c
    set email_status = 'sending',
        email_attempts = c.email_attempts + 1,
        email_last_attempt_at = now()
  where c.id = p_id
    and (
      c.email_status in ('pending', 'failed')
      or (c.email_status = 'sending' and c.email_last_attempt_at < now() - make_interval(secs => p_stale_seconds))
    )
  returning c.*;
$$;

revoke execute on function public.claim_contact_inquiry_delivery(uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_contact_inquiry_delivery(uuid, integer) to service_role;

-- Leads whose e-mail is due another try: failed ones after a backoff that
-- doubles from one minute (capped at six hours) for at most `p_max_attempts`
-- automatic attempts, and sends abandoned mid-way. Oldest first.
create or replace function public.contact_inquiries_due_for_delivery(p_max_attempts integer, p_limit integer)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select c.id
  from public.contact_inquiries as c
  where (
      c.email_status = 'failed'
      and c.email_attempts < p_max_attempts
      and c.email_last_attempt_at
        < now() - least(make_interval(secs => 60 * power(2, greatest(c.email_attempts - 1, 0))::integer), interval '6 hours')
    )
    or (c.email_status in ('pending', 'sending') and coalesce(c.email_last_attempt_at, c.created_at) < now() - interval '10 minutes')
  order by c.created_at
  limit p_limit;
$$;

revoke execute on function public.contact_inquiries_due_for_delivery(integer, integer) from public, anon, authenticated;
grant execute on function public.contact_inquiries_due_for_delivery(integer, integer) to service_role;

create index if not exists contact_inquiries_email_status_idx
  on public.contact_inquiries (email_status, created_at)
  where email_status <> 'sent';

-- Newsletter: the admin reads the list; each address has a random token that
-- unsubscribes it, and only it.
alter table public.newsletter_subscribers
  add column if not exists unsubscribe_token uuid not null default gen_random_uuid();
alter table public.newsletter_subscribers
  drop constraint if exists newsletter_subscribers_unsubscribe_token_key,
  add constraint newsletter_subscribers_unsubscribe_token_key unique (unsubscribe_token);

grant select on table public.newsletter_subscribers to authenticated;
drop policy if exists "Admin reads subscribers" on public.newsletter_subscribers;
create policy "Admin reads subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select private.is_admin()));

-- Takes the token and nothing else, so a caller can unsubscribe exactly the
-- address whose token they hold (from an e-mail's link) and learn nothing more.
create or replace function public.unsubscribe_newsletter(p_token uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (
    update public.newsletter_subscribers as s
      set unsubscribed_at = coalesce(s.unsubscribed_at, now())
    where s.unsubscribe_token = p_token
    returning 1
  )
  select exists (select 1 from changed);
$$;

revoke execute on function public.unsubscribe_newsletter(uuid) from public;
grant execute on function public.unsubscribe_newsletter(uuid) to anon, authenticated, service_role;

-- Ends a delivery attempt claimed above: sent, or failed with the error.
create or replace function public.finish_contact_inquiry_delivery(p_id uuid, p_error text)
returns void
language sql
set search_path = ''
as $$
  update public.contact_inquiries as c
    set email_status = case when p_error is null then 'sent' else 'failed' end,
        email_error = left(p_error, 2000),
        email_sent_at = case when p_error is null then now() else c.email_sent_at end
  where c.id = p_id and c.email_status = 'sending';
$$;

revoke execute on function public.finish_contact_inquiry_delivery(uuid, text) from public, anon, authenticated;
grant execute on function public.finish_contact_inquiry_delivery(uuid, text) to service_role;

-- The names of the given locations that are active: the function refuses a
-- plan naming any other id, and the e-mail names the boards.
create or replace function public.active_location_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
set search_path = ''
as $$
  select l.id, l.name from public.billboard_locations as l where l.id = any(p_ids) and l.is_active;
$$;

revoke execute on function public.active_location_names(uuid[]) from public, anon, authenticated;
grant execute on function public.active_location_names(uuid[]) to service_role;
