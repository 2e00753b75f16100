-- Newsletter: double opt-in with a consent record.
--
-- Anti-spam law asks the company to prove express consent for every address it
-- e-mails. So an address is subscribed only when its owner follows the link
-- sent to it, and the row keeps what they agreed to: the exact wording the form
-- showed, the page it was on, the time and the client address.
--
-- Visitors no longer write the table: the newsletter-subscribe function (and
-- the contact function, for its newsletter box) call
-- request_newsletter_subscription with the service role. The confirmation
-- e-mail's delivery is recorded on the row and retried like a lead's.

alter table public.newsletter_subscribers
  add column if not exists consent_text text
    constraint newsletter_subscribers_consent_text_length check (char_length(consent_text) <= 1000),
  add column if not exists consent_page text
    constraint newsletter_subscribers_consent_page_length check (char_length(consent_page) <= 300),
  add column if not exists consent_at timestamptz,
  add column if not exists consent_client_address text
    constraint newsletter_subscribers_consent_client_address_length check (char_length(consent_client_address) <= 100),
  add column if not exists confirmed_at timestamptz,
  -- The link's token: null once used, so a link confirms once.
  add column if not exists confirm_token uuid,
  -- When a confirmation e-mail was last asked for: the hourly re-send limit and the 30-day expiry count from it.
  add column if not exists confirm_requested_at timestamptz,
  add column if not exists confirm_email_status text not null default 'pending',
  add column if not exists confirm_email_attempts integer not null default 0,
  add column if not exists confirm_email_last_attempt_at timestamptz,
  add column if not exists confirm_email_sent_at timestamptz,
  add column if not exists confirm_email_error text
    constraint newsletter_subscribers_confirm_email_error_length check (char_length(confirm_email_error) <= 2000);

alter table public.newsletter_subscribers
  drop constraint if exists newsletter_subscribers_confirm_token_key,
  add constraint newsletter_subscribers_confirm_token_key unique (confirm_token),
  drop constraint if exists newsletter_subscribers_confirm_email_status_check,
  add constraint newsletter_subscribers_confirm_email_status_check
    check (confirm_email_status in ('pending', 'sending', 'sent', 'failed'));

-- Addresses that signed up before consent was recorded stay on the list as
-- they were (the single opt-in of the time); their consent columns stay empty,
-- which is how the admin's export tells them apart.
update public.newsletter_subscribers
  set confirmed_at = created_at, confirm_email_status = 'sent'
  where confirmed_at is null;

create index if not exists newsletter_subscribers_pending_idx
  on public.newsletter_subscribers (confirm_requested_at)
  where confirm_token is not null;
create index if not exists newsletter_subscribers_client_address_idx
  on public.newsletter_subscribers (consent_client_address, consent_at desc);

comment on table public.newsletter_subscribers is
  'Newsletter addresses (trimmed, lower case) with the consent record. Written by the newsletter functions with the service role; an address counts as subscribed once confirmed_at is set and unsubscribed_at is not. The admin reads confirmed rows only.';
comment on column public.newsletter_subscribers.consent_text is 'The exact wording the form showed when the address was given.';
comment on column public.newsletter_subscribers.consent_page is 'The path of the page the form was on.';
comment on column public.newsletter_subscribers.consent_client_address is 'The client address the request came from.';

-- The trigger now only normalises the address: whether a repeat request
-- changes anything is request_newsletter_subscription's decision (an insert
-- that quietly re-activated an unsubscribed address would skip the consent).
create or replace function private.newsletter_subscribers_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

-- Visitors no longer insert: their only ways in are the functions.
revoke insert on table public.newsletter_subscribers from anon, authenticated;
drop policy if exists "Visitors subscribe" on public.newsletter_subscribers;

-- The admin sees confirmed subscribers only: a pending address is not
-- consent yet. (A confirmed row's confirmation token is spent, i.e. null.)

drop policy if exists "Admin reads subscribers" on public.newsletter_subscribers;
create policy "Admin reads subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select private.is_admin()) and confirmed_at is not null);

-- Pending requests expire: a link older than 30 days no longer confirms, and
-- a never-confirmed address is removed. Runs on every later request (the
-- database's own rule, not a scheduler's).
create or replace function private.expire_newsletter_requests()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.newsletter_subscribers as s
    where s.confirmed_at is null
      and coalesce(s.confirm_requested_at, s.created_at) < now() - interval '30 days';
  -- A confirmed (possibly unsubscribed) address that asked again and never followed the link keeps its row, not the link.
  update public.newsletter_subscribers as s
    set confirm_token = null
    where s.confirm_token is not null
      and s.confirmed_at is not null
      and s.confirm_requested_at < now() - interval '30 days';
$$;

revoke execute on function private.expire_newsletter_requests() from public, anon, authenticated;

-- A request to subscribe `p_email`, with the consent record of the form.
-- Outcomes:
--   'send'         a confirmation e-mail is due (new address, or one asking
--                  again at least `p_resend_seconds` after the last one);
--   'quiet'        nothing to send (already subscribed, or asked within the
--                  hour); the caller answers exactly as for 'send';
--   'rate_limited' the client address asked for too many addresses lately.
-- The consent record of a confirmed, subscribed address is never changed by a
-- stranger's request.
create or replace function public.request_newsletter_subscription(
  p_email text,
  p_consent_text text,
  p_consent_page text,
  p_client_address text,
  p_rate_max integer,
  p_rate_window_seconds integer,
  p_resend_seconds integer default 3600
)
returns table (outcome text, id uuid)
language plpgsql
-- Definer: it runs the expiry rule in the private schema, which the API roles cannot see.
security definer
set search_path = ''
as $$
declare
  normalized text := lower(btrim(p_email));
  found_row public.newsletter_subscribers%rowtype;
begin
  perform private.expire_newsletter_requests();

  if p_client_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('newsletter-address:' || p_client_address, 0));
    if (
      select count(*)
      from public.newsletter_subscribers as s
      where s.consent_client_address = p_client_address
        and s.consent_at >= now() - make_interval(secs => p_rate_window_seconds)
    ) >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid;
      return;
    end if;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('newsletter-email:' || normalized, 0));
  select * into found_row from public.newsletter_subscribers as s where s.email = normalized for update;

  if not found then
    insert into public.newsletter_subscribers
      (email, consent_text, consent_page, consent_at, consent_client_address, confirm_token, confirm_requested_at)
    values
      (normalized, p_consent_text, p_consent_page, now(), p_client_address, gen_random_uuid(), now())
    returning * into found_row;
    return query select 'send'::text, found_row.id;
    return;
  end if;

  -- Subscribed already: nothing changes, and the answer is the same as for a new address.
  if found_row.confirmed_at is not null and found_row.unsubscribed_at is null then
    return query select 'quiet'::text, found_row.id;
    return;
  end if;

  -- Pending (or unsubscribed and asking back in): at most one e-mail an hour.
  if found_row.confirm_token is not null
     and found_row.confirm_requested_at >= now() - make_interval(secs => p_resend_seconds) then
    return query select 'quiet'::text, found_row.id;
    return;
  end if;

  update public.newsletter_subscribers as s
    set consent_text = p_consent_text,
        consent_page = p_consent_page,
        consent_at = now(),
        consent_client_address = p_client_address,
        confirm_token = coalesce(s.confirm_token, gen_random_uuid()),
        confirm_requested_at = now(),
        confirm_email_status = 'pending',
        confirm_email_error = null
    where s.id = found_row.id;
  return query select 'send'::text, found_row.id;
end;
$$;

revoke execute on function public.request_newsletter_subscription(text, text, text, text, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.request_newsletter_subscription(text, text, text, text, integer, integer, integer) to service_role;

-- Claims a pending confirmation e-mail for one delivery attempt (one caller
-- only), with what the e-mail needs. Counts the attempt.
create or replace function public.claim_newsletter_confirmation(p_id uuid, p_stale_seconds integer default 600)
returns table (id uuid, email text, confirm_token uuid, unsubscribe_token uuid)
language sql
set search_path = ''
as $$
  update public.newsletter_subscribers as s
    set confirm_email_status = 'sending',
        confirm_email_attempts = s.confirm_email_attempts + 1,
        confirm_email_last_attempt_at = now()
  where s.id = p_id
    and s.confirm_token is not null
    and (
      s.confirm_email_status in ('pending', 'failed')
      or (s.confirm_email_status = 'sending' and s.confirm_email_last_attempt_at < now() - make_interval(secs => p_stale_seconds))
    )
  returning s.id, s.email, s.confirm_token, s.unsubscribe_token;
$$;

revoke execute on function public.claim_newsletter_confirmation(uuid, integer) from public, anon, authenticated;
grant execute on function public.claim_newsletter_confirmation(uuid, integer) to service_role;

create or replace function public.finish_newsletter_confirmation(p_id uuid, p_error text)
returns void
language sql
set search_path = ''
as $$
  update public.newsletter_subscribers as s
    set confirm_email_status = case when p_error is null then 'sent' else 'failed' end,
        confirm_email_error = left(p_error, 2000),
        confirm_email_sent_at = case when p_error is null then now() else s.confirm_email_sent_at end
  where s.id = p_id and s.confirm_email_status = 'sending';
$$;

revoke execute on function public.finish_newsletter_confirmation(uuid, text) from public, anon, authenticated;
grant execute on function public.finish_newsletter_confirmation(uuid, text) to service_role;

-- Confirmation e-mails due another try, with the leads' backoff (doubling
-- from one minute, capped at six hours) and abandoned sends. Oldest first.
create or replace function public.newsletter_confirmations_due(p_max_attempts integer, p_limit integer)
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select s.id
  from public.newsletter_subscribers as s
  where s.confirm_token is not null
    and (
      (
        s.confirm_email_status = 'failed'
        and s.confirm_email_attempts < p_max_attempts
        and s.confirm_email_last_attempt_at
          < now() - least(make_interval(secs => 60 * power(2, greatest(s.confirm_email_attempts - 1, 0))::integer), interval '6 hours')
      )
      or (
        s.confirm_email_status in ('pending', 'sending')
        and coalesce(s.confirm_email_last_attempt_at, s.confirm_requested_at) < now() - interval '10 minutes'
      )
    )
  order by s.confirm_requested_at
  limit p_limit;
$$;

revoke execute on function public.newsletter_confirmations_due(integer, integer) from public, anon, authenticated;
grant execute on function public.newsletter_confirmations_due(integer, integer) to service_role;

-- Follows a confirmation link: takes the token and nothing else. A token
-- confirms once and only within 30 days; the answer says whether this call
-- confirmed (the page shows one message for an unknown and a used token).
create or replace function public.confirm_newsletter_subscription(p_token uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed boolean;
begin
  perform private.expire_newsletter_requests();
  with done as (
    update public.newsletter_subscribers as s
      set confirmed_at = now(),
          unsubscribed_at = null,
          confirm_token = null
    where s.confirm_token = p_token
      and s.confirm_requested_at >= now() - interval '30 days'
    returning 1
  )
  select exists (select 1 from done) into changed;
  return changed;
end;
$$;

revoke execute on function public.confirm_newsletter_subscription(uuid) from public;
grant execute on function public.confirm_newsletter_subscription(uuid) to anon, authenticated, service_role;

-- Unsubscribing also cancels a pending request, so a link in an old
-- confirmation e-mail cannot sign the address up again afterwards.
create or replace function public.unsubscribe_newsletter(p_token uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (
    update public.newsletter_subscribers as s
      set unsubscribed_at = coalesce(s.unsubscribed_at, now()),
          confirm_token = null
    where s.unsubscribe_token = p_token
    returning 1
  )
  select exists (select 1 from changed);
$$;
