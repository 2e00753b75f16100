-- Requests to rebuild the static site (its host's build hook), made when the
-- admin changes what is public. The request-site-rebuild function writes them
-- with the service role; the admin reads them to see whether the site is
-- updating or the call failed.

create table if not exists public.site_rebuilds (
  id uuid primary key default gen_random_uuid(),
  requested_at timestamptz not null default now(),
  -- called: the hook answered 2xx; failed: it did not (error says why);
  -- not_configured: no hook secret, the site updates at the next deploy.
  status text not null
    constraint site_rebuilds_status check (status in ('called', 'failed', 'not_configured')),
  error text
    constraint site_rebuilds_error_length check (char_length(error) <= 1000)
);

create index if not exists site_rebuilds_requested_idx on public.site_rebuilds (requested_at desc);

alter table public.site_rebuilds enable row level security;
revoke all on table public.site_rebuilds from anon, authenticated;
grant select on table public.site_rebuilds to authenticated;
grant all on table public.site_rebuilds to service_role;

drop policy if exists "Admin reads site rebuilds" on public.site_rebuilds;
create policy "Admin reads site rebuilds"
  on public.site_rebuilds for select
  to authenticated
  using ((select private.is_admin()));

-- Whether the caller is the admin: the caller's own status, nothing more, for
-- a function that acts for the admin with the caller's token. SECURITY DEFINER
-- because the API roles have no USAGE on the private schema.
create or replace function public.is_site_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select private.is_admin()), false);
$$;

revoke execute on function public.is_site_admin() from public, anon;
grant execute on function public.is_site_admin() to authenticated;
