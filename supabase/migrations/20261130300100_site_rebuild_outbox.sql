-- The database decides when the public site must be rebuilt, not the staff's
-- browser. The admin pages held the rebuild in a timer: a closed tab dropped
-- it, and a build hook the host refused was forgotten once the staff left the
-- page. Now:
--   - a change the prerendered pages show (a published post, an active board,
--     or one that was so until this change) writes a 'pending' row in
--     public.site_rebuilds in its own transaction, by trigger; one pending row
--     at most, so many saves make one rebuild;
--   - the scheduled job site-rebuild (every minute) claims the pending row
--     under the existing window and backoff, calls the build hook and records
--     the answer; a refusal is 'failed' with its error and a new pending row,
--     which a later run tries again once the backoff has passed;
--   - the admin reads the state (site_rebuild_state) on every admin screen,
--     and may ask for a try without the backoff (retry_site_rebuild).
-- Rows now: pending -> calling -> called | failed, or pending ->
-- not_configured where no build hook is set. requested_at is when the first
-- change of a pending row was made; started_at when its call was claimed.

alter table public.site_rebuilds
  add column if not exists started_at timestamptz,
  add column if not exists next_attempt_at timestamptz,
  add column if not exists skip_backoff boolean not null default false;

comment on column public.site_rebuilds.started_at is 'When the build hook call was claimed (the window and the backoff count from it).';
comment on column public.site_rebuilds.next_attempt_at is 'A pending rebuild held back by the window or the backoff: when the job calls the hook next.';
comment on column public.site_rebuilds.skip_backoff is 'The admin asked for a try without the pause after failures.';

-- Every earlier row was a call, claimed when it was requested.
update public.site_rebuilds set started_at = requested_at where started_at is null and status in ('calling', 'called', 'failed');

-- The coalescing: at most one rebuild waits at a time.
create unique index if not exists site_rebuilds_one_pending on public.site_rebuilds (status) where status = 'pending';

-- Writes the pending rebuild, unless one waits already. In the caller's
-- transaction: a save that rolls back leaves none.
create or replace function private.enqueue_site_rebuild()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.site_rebuilds (status) values ('pending')
  on conflict (status) where status = 'pending' do nothing;
$$;

revoke execute on function private.enqueue_site_rebuild() from public, anon, authenticated;

-- A row the public site shows, or showed until this change: the column named
-- by the trigger's argument (is_published, is_active) is true before or after.
create or replace function private.site_rebuild_on_public_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_flag text := tg_argv[0];
begin
  if (tg_op <> 'INSERT' and coalesce((pg_catalog.to_jsonb(old) ->> v_flag)::boolean, false))
     or (tg_op <> 'DELETE' and coalesce((pg_catalog.to_jsonb(new) ->> v_flag)::boolean, false)) then
    perform private.enqueue_site_rebuild();
  end if;
  return null;
end;
$$;

revoke execute on function private.site_rebuild_on_public_change() from public, anon, authenticated;

-- What the prerendered pages read (src/entry-server.tsx, the sitemap): the
-- published posts, and the active boards with their old addresses (written
-- by billboard_locations' own slug trigger, so covered by its change).
drop trigger if exists blog_posts_site_rebuild on public.blog_posts;
create trigger blog_posts_site_rebuild
  after insert or update or delete on public.blog_posts
  for each row execute function private.site_rebuild_on_public_change('is_published');

drop trigger if exists billboard_locations_site_rebuild on public.billboard_locations;
create trigger billboard_locations_site_rebuild
  after insert or update or delete on public.billboard_locations
  for each row execute function private.site_rebuild_on_public_change('is_active');

-- As in 20261125000000_site_rebuild_claims.sql, now over the pending row:
--   idle     nothing waits
--   queued   the pending row waits for the window after the last call or the
--            pause after failures (recorded on it as next_attempt_at)
--   call     the pending row is now 'calling' (its id), to finish
-- The window and the pause count from started_at. A call that never finished
-- (the function died) is failed once a window has passed, and its changes
-- wait again. p_honour_backoff false, or the admin's skip_backoff on the
-- pending row, skips the pause after failures (never the window after a call).
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
  v_pending uuid;
  v_skip boolean;
  v_last_call timestamptz;
  v_last_failure timestamptz;
  v_failures integer;
  v_next timestamptz;
begin
  if p_coalesce_seconds is null or p_coalesce_seconds < 1 or p_max_backoff_seconds is null or p_max_backoff_seconds < p_coalesce_seconds then
    raise exception 'claim_site_rebuild: invalid window' using errcode = '22023';
  end if;
  -- Held until this call's transaction ends: concurrent claims decide one after another.
  perform pg_advisory_xact_lock(hashtext('public.site_rebuilds'));
  -- The wall clock, not the transaction's start: a claim that waited for the lock must see the one before it.
  v_now := clock_timestamp();

  update public.site_rebuilds as r
     set status = 'failed',
         error = 'The build hook call did not finish; it is tried again.',
         finished_at = v_now
   where r.status = 'calling'
     and r.started_at < v_now - make_interval(secs => p_coalesce_seconds);
  if found then
    perform private.enqueue_site_rebuild();
  end if;

  select r.id, r.skip_backoff into v_pending, v_skip
    from public.site_rebuilds as r
   where r.status = 'pending';
  if v_pending is null then
    return query select 'idle'::text, null::uuid, null::integer;
    return;
  end if;

  select max(r.started_at) into v_last_call
    from public.site_rebuilds as r
   where r.status in ('calling', 'called');
  select count(*)::integer, max(r.started_at) into v_failures, v_last_failure
    from public.site_rebuilds as r
   where r.status = 'failed'
     and r.started_at > coalesce((select max(c.started_at) from public.site_rebuilds as c where c.status = 'called'), '-infinity'::timestamptz);

  v_next := coalesce(v_last_call + make_interval(secs => p_coalesce_seconds), '-infinity'::timestamptz);
  if v_failures > 0 and p_honour_backoff and not v_skip then
    -- One window after the first failure, doubling with each further one, at most the maximum.
    v_next := greatest(
      v_next,
      v_last_failure + make_interval(secs => least(p_max_backoff_seconds::numeric, p_coalesce_seconds * power(2::numeric, least(v_failures - 1, 20))))
    );
  end if;

  if v_now < v_next then
    update public.site_rebuilds as r set next_attempt_at = v_next where r.id = v_pending;
    return query select 'queued'::text, null::uuid, greatest(1, ceil(extract(epoch from (v_next - v_now))))::integer;
    return;
  end if;

  update public.site_rebuilds as r
     set status = 'calling', started_at = v_now, next_attempt_at = null
   where r.id = v_pending;
  return query select 'call'::text, v_pending, null::integer;
end;
$$;

-- As in 20261127110000_status_enums.sql; a refusal now leaves a pending
-- rebuild behind it, for the job to try again after the backoff.
create or replace function public.finish_site_rebuild(p_id uuid, p_error text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update public.site_rebuilds
     set status = (case when p_error is null then 'called' else 'failed' end)::public.site_rebuild_status,
         error = left(p_error, 1000),
         finished_at = clock_timestamp()
   where id = p_id and status = 'calling';
  if found and p_error is not null then
    perform private.enqueue_site_rebuild();
  end if;
end;
$$;

-- Without a build hook secret nothing is called: the waiting rebuild is
-- recorded as such (the site shows its changes at the next deploy).
create or replace function public.record_site_rebuild_not_configured()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.site_rebuilds
     set status = 'not_configured', finished_at = clock_timestamp(), next_attempt_at = null
   where status = 'pending';
$$;

-- What the admin screens show, one row:
--   state            'failed' while the last finished call failed (until one
--                    succeeds, or no hook is set any more), else 'pending'
--                    while a rebuild waits or is being made, else 'idle'
--   error, failed_at the last failure's words and time (state 'failed')
--   next_attempt_at  when the job calls the hook next, once it has decided
--   pending_since    the first change waiting for the public site
create or replace function public.site_rebuild_state()
returns table (state text, error text, failed_at timestamptz, next_attempt_at timestamptz, pending_since timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_last public.site_rebuilds%rowtype;
  v_waiting public.site_rebuilds%rowtype;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can read the public site''s updates.';
  end if;
  select * into v_last
    from public.site_rebuilds as r
   where r.status in ('called', 'failed', 'not_configured')
   order by coalesce(r.finished_at, r.requested_at) desc
   limit 1;
  select * into v_waiting
    from public.site_rebuilds as r
   where r.status in ('pending', 'calling')
   order by r.requested_at
   limit 1;
  return query select
    case when v_last.status = 'failed' then 'failed' when v_waiting.id is not null then 'pending' else 'idle' end,
    case when v_last.status = 'failed' then v_last.error end,
    case when v_last.status = 'failed' then v_last.finished_at end,
    (select r.next_attempt_at from public.site_rebuilds as r where r.status = 'pending'),
    v_waiting.requested_at;
end;
$$;

revoke execute on function public.site_rebuild_state() from public, anon;
grant execute on function public.site_rebuild_state() to authenticated;

-- The admin's "Try again now": a rebuild waits, and the next run of the job
-- calls the hook without the pause after failures (never within the window
-- after a call).
create or replace function public.retry_site_rebuild()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can ask for the public site to be updated.';
  end if;
  perform private.enqueue_site_rebuild();
  update public.site_rebuilds set skip_backoff = true, next_attempt_at = null where status = 'pending';
end;
$$;

revoke execute on function public.retry_site_rebuild() from public, anon;
grant execute on function public.retry_site_rebuild() to authenticated;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('site-rebuild', '* * * * *', 'function', 'scheduled-work',
   'Calls the static host''s build hook for a change the public site shows (at most once a minute, less often while the host refuses), and records the answer.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

select private.schedule_jobs();
