-- Who is admin is decided here, in a schema the Data API does not expose, so no
-- client can read or change the list. user_metadata is never consulted: any
-- signed-in user can write their own.

create schema if not exists private;

-- No USAGE for the API roles: policies reference private.is_admin() by oid,
-- resolved when the policy is created, so callers need EXECUTE only.
revoke all on schema private from public;

create table if not exists private.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table private.admins is
  'User ids allowed to manage blog posts, locations and blog images. Maintained by SQL only (seed, migrations, dashboard).';

-- Defence in depth: even if the schema were exposed by mistake, nobody but the
-- owner (and the SECURITY DEFINER function it owns) could read the list.
alter table private.admins enable row level security;
revoke all on table private.admins from public, anon, authenticated;

-- SECURITY DEFINER so callers need no privilege on private.admins; the empty
-- search_path stops a caller from shadowing auth.uid() or the table with
-- objects of their own.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from private.admins as a
    where a.user_id = (select auth.uid())
  );
$$;

comment on function private.is_admin() is
  'True when the caller''s verified JWT subject is listed in private.admins. Call it in policies as (select private.is_admin()) so it runs once per statement.';

-- Functions are executable by PUBLIC by default; only signed-in users (and the
-- server side) may ask.
revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

-- Shared trigger function for updated_at columns. It lives in private so the
-- Data API never offers it as an RPC; triggers call it by oid, so callers need
-- no privilege on it.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.set_updated_at() from public;
