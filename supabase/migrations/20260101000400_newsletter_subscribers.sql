-- Newsletter sign-ups from the blog page. Visitors may only add an address;
-- nobody but the server side reads the list.
--
-- A repeat sign-up must not be an error for the visitor, and the answer must
-- not tell a stranger whether an address is already on the list. Upsert with
-- ignoreDuplicates cannot do this for anon: ON CONFLICT (email) needs SELECT on
-- the column, which makes Postgres apply SELECT policies to the new row, and a
-- SELECT policy would expose the list. Instead a BEFORE INSERT trigger (owned
-- by the table owner, so it sees every row) turns a known address into a
-- silent no-op, reactivating it if it had unsubscribed. A plain insert then
-- answers the same way for a new and a known address. Only two concurrent
-- first sign-ups of one address can still meet the unique constraint (23505,
-- HTTP 409), which the frontend may treat as success.

create table if not exists public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_subscribers_email_key unique
    -- A check constraint (HTTP 400, code 23514) rather than a policy condition,
    -- so a mistyped address gets a validation error, not a permission error.
    constraint newsletter_subscribers_email_format check (
      char_length(email) <= 320
      and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
    ),
  created_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);

comment on table public.newsletter_subscribers is
  'Newsletter e-mail addresses (trimmed, lower case). Public: insert the email column only. Read by the server side only.';

-- Addresses are stored trimmed and lower-cased, so the unique constraint on
-- email is uniqueness of lower(email).
create or replace function private.newsletter_subscribers_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if tg_op = 'INSERT' then
    update public.newsletter_subscribers
      set unsubscribed_at = null
      where email = new.email and unsubscribed_at is not null;
    if exists (select 1 from public.newsletter_subscribers where email = new.email) then
      return null;
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function private.newsletter_subscribers_before_write() from public;
revoke execute on function private.newsletter_subscribers_before_write() from anon, authenticated;

drop trigger if exists newsletter_subscribers_before_write on public.newsletter_subscribers;
create trigger newsletter_subscribers_before_write
  before insert or update of email on public.newsletter_subscribers
  for each row execute function private.newsletter_subscribers_before_write();

alter table public.newsletter_subscribers enable row level security;

revoke all on table public.newsletter_subscribers from anon, authenticated;
-- Column-level: a visitor supplies the address and nothing else (not id,
-- created_at or unsubscribed_at).
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

drop policy if exists "Visitors subscribe" on public.newsletter_subscribers;
create policy "Visitors subscribe"
  on public.newsletter_subscribers for insert
  to anon, authenticated
  with check (unsubscribed_at is null and email is not null);
