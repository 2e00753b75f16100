-- Coalescing of build-hook calls is one decision of the database's, taken
-- under a lock: ten saves at once on ten connections make one call, and a
-- hook that keeps failing is called again only after a growing pause.
--
-- A call is claimed first (status 'calling', inserted under the lock), then
-- finished as 'called' or 'failed'. The window counts from the claim, so a
-- function that dies mid-call still frees the next call once it has passed.

alter table public.site_rebuilds drop constraint if exists site_rebuilds_status;
alter table public.site_rebuilds
  add constraint site_rebuilds_status check (status in ('calling', 'called', 'failed', 'not_configured'));
alter table public.site_rebuilds add column if not exists finished_at timestamptz;

-- p_honour_backoff false: the admin's own Try Again after a failure, which
-- skips the pause after failures (never the window after a call).
create or replace function public.claim_site_rebuild(
  p_coalesce_seconds integer default 60,
  p_max_backoff_seconds integer default 3600,
  p_honour_backoff boolean default true
)
returns table (outcome text, id uuid, retry_in_seconds integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_now timestamptz;
  v_last_call timestamptz;
  v_last_failure timestamptz;
  v_failures integer;
  v_next timestamptz;
  v_id uuid;
begin
  if p_coalesce_seconds is null or p_coalesce_seconds < 1 or p_max_backoff_seconds is null or p_max_backoff_seconds < p_coalesce_seconds then
    raise exception 'claim_site_rebuild: invalid window' using errcode = '22023';
  end if;
  -- Held until this call's transaction ends: concurrent claims decide one after another.
  perform pg_advisory_xact_lock(hashtext('public.site_rebuilds'));
  -- The wall clock, not the transaction's start: a claim that waited for the lock must see the one before it.
  v_now := clock_timestamp();

  select max(r.requested_at) into v_last_call
    from public.site_rebuilds r
   where r.status in ('calling', 'called');
  select count(*)::integer, max(r.requested_at) into v_failures, v_last_failure
    from public.site_rebuilds r
   where r.status = 'failed'
     and r.requested_at > coalesce((select max(c.requested_at) from public.site_rebuilds c where c.status = 'called'), '-infinity'::timestamptz);

  v_next := coalesce(v_last_call + make_interval(secs => p_coalesce_seconds), '-infinity'::timestamptz);
  if v_failures > 0 and p_honour_backoff then
    -- One window after the first failure, doubling with each further one, at most the maximum.
    v_next := greatest(
      v_next,
      v_last_failure + make_interval(secs => least(p_max_backoff_seconds::numeric, p_coalesce_seconds * power(2::numeric, least(v_failures - 1, 20))))
    );
  end if;

  if v_now < v_next then
    return query select 'queued'::text, null::uuid, greatest(1, ceil(extract(epoch from (v_next - v_now))))::integer;
    return;
  end if;

  insert into public.site_rebuilds (requested_at, status) values (v_now, 'calling') returning site_rebuilds.id into v_id;
  return query select 'call'::text, v_id, null::integer;
end;
$$;

create or replace function public.finish_site_rebuild(p_id uuid, p_error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.site_rebuilds
     set status = case when p_error is null then 'called' else 'failed' end,
         error = left(p_error, 1000),
         finished_at = clock_timestamp()
   where id = p_id and status = 'calling';
$$;

revoke execute on function public.claim_site_rebuild(integer, integer, boolean) from public, anon, authenticated;
revoke execute on function public.finish_site_rebuild(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_site_rebuild(integer, integer, boolean) to service_role;
grant execute on function public.finish_site_rebuild(uuid, text) to service_role;

-- Without a build hook secret nothing is called; the admin's log says so.
create or replace function public.record_site_rebuild_not_configured()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.site_rebuilds (status) values ('not_configured');
$$;

revoke execute on function public.record_site_rebuild_not_configured() from public, anon, authenticated;
grant execute on function public.record_site_rebuild_not_configured() to service_role;
