-- A make-good's extra days play in Xibo too. Until now the boards' events
-- ended at the campaign's booked end, so the days the staff promised (which
-- the players' loading list and the proof of play import already count) never
-- played on a board scheduled through Xibo.
--
-- Each extra-days make-good on a board with a display group is an event of
-- its own, of the version the board shows at the campaign's end (the last in
-- the loading list's order: public.artwork_running), from the make-good's
-- first day to the day after its last (Toronto midnight). The days may not
-- follow the campaign's end directly, so it is never folded into the booked
-- run's event. public.xibo_events keeps which make-good an event is for
-- (make_good_id, null for the booked run's), and one event stands per version,
-- board and make-good.
--
-- Recording extra days writes the campaign's xibo_publish message in the same
-- transaction, as the other changes do (private.campaign_events_xibo, on the
-- 'make_good' timeline event public.record_make_good writes), when the board
-- has a display group and an approved version of the campaign to show there.
--
-- Restated (last in 20261204200000_xibo_schedule_sync.sql):
-- public.xibo_campaign_plan and private.campaign_events_xibo. Replaced (last in
-- 20261203500000_xibo_publishing.sql): public.record_xibo_schedule, with a
-- last parameter p_make_good defaulting to null, so the callers before keep
-- working.

-- A make-good goes only with its campaign or its board: its event's record
-- goes with it (as the campaign's do).
alter table public.xibo_events
  add column make_good_id uuid references public.make_goods (id) on delete cascade;

comment on column public.xibo_events.make_good_id is 'The make-good whose extra days the event plays; null for the campaign''s booked run.';

create index xibo_events_make_good_idx on public.xibo_events (make_good_id) where make_good_id is not null;

-- One event per version, board and make-good (none: the booked run) while it
-- stands. An event whose version or board is gone (set null) stays out of it,
-- as before, when nulls were distinct.
drop index public.xibo_events_one_standing;
create unique index xibo_events_one_standing on public.xibo_events (version_id, location_id, make_good_id) nulls not distinct
  where removed_at is null and version_id is not null and location_id is not null;

-- As in 20261204200000_xibo_schedule_sync.sql, with each extra-days make-good
-- of the campaign on a board in Xibo: the version the board shows at the
-- campaign's end (the last approved one in the loading list's order), from the
-- make-good's first day to the day after its last (Toronto midnight). Events
-- are matched with the standing ones by the make-good too.
create or replace function public.xibo_campaign_plan(p_campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with campaign as (
    select c.id, c.reference, gl.go_live_at,
      (private.campaign_open_ends_on(c.id) + 1)::timestamp at time zone 'America/Toronto' as ends_at
    from public.campaigns as c
    left join public.campaign_go_live as gl on gl.campaign_id = c.id
    where c.id = p_campaign and c.status not in ('cancelled', 'declined', 'expired')
  ),
  candidate as (
    select v.id as version_id, vb.location_id, vb.board, vb.display_group_id, c.ends_at,
      -- The loading list's order of versions on a board (public.artwork_running).
      coalesce(v.applies_from, '-infinity'::date) as applies_from, (v.location_id is not null) as own_board, v.version,
      greatest(
        coalesce(c.go_live_at, public.artwork_go_live_at(vb.first_cycle, v.decided_at)),
        v.applies_from::timestamp at time zone 'America/Toronto') as from_at
    from campaign as c
    join public.artwork_versions as v on v.campaign_id = c.id and v.state = 'approved'
    cross join lateral private.xibo_version_boards(v.id) as vb
    where vb.display_group_id is not null
  ),
  wanted as (
    select k.*,
      least(k.ends_at, (
        select min(n.from_at) from candidate as n
         where n.location_id = k.location_id
           and (n.applies_from, n.own_board, n.version) > (k.applies_from, k.own_board, k.version))) as to_at
    from candidate as k
  ),
  at_end as (
    -- The version each board shows at the campaign's end: the last in the loading list's order.
    select distinct on (k.location_id) k.version_id, k.location_id, k.board, k.display_group_id
      from candidate as k
     order by k.location_id, k.applies_from desc, k.own_board desc, k.version desc
  ),
  desired as (
    select w.version_id, w.location_id, w.board, w.display_group_id, w.from_at, w.to_at, null::uuid as make_good_id
      from wanted as w
     where w.to_at > w.from_at
    union all
    select e.version_id, e.location_id, e.board, e.display_group_id,
      m.starts_on::timestamp at time zone 'America/Toronto',
      (m.starts_on + m.days)::timestamp at time zone 'America/Toronto',
      m.id
      from at_end as e
      join public.make_goods as m on m.campaign_id = p_campaign and m.location_id = e.location_id and m.kind = 'extra_days'
  ),
  standing as (
    select e.* from public.xibo_events as e where e.campaign_id = p_campaign and e.removed_at is null
  )
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object(
          'version_id', v.id,
          'version', v.version,
          'storage_path', v.storage_path,
          'content_type', v.content_type,
          'media_id', (select m.media_id from public.xibo_media as m where m.version_id = v.id))
        order by v.version)
        from public.artwork_versions as v
       where v.id in (select d.version_id from desired as d)), '[]'::jsonb),
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
          'version_id', d.version_id,
          'location_id', d.location_id,
          'board', d.board,
          'display_group_id', d.display_group_id,
          'make_good_id', d.make_good_id,
          'from_at', d.from_at,
          'to_at', d.to_at,
          'event_id', s.event_id,
          'changed', s.event_id is not null and (s.from_at <> d.from_at or s.to_at <> d.to_at))
        order by d.board, d.location_id, d.from_at)
        from desired as d
        left join standing as s
          on s.version_id = d.version_id and s.location_id = d.location_id and s.display_group_id = d.display_group_id
         and s.make_good_id is not distinct from d.make_good_id), '[]'::jsonb),
    'removals', coalesce((
      select jsonb_agg(s.event_id order by s.event_id)
        from standing as s
       where not exists (
         select 1 from desired as d
          where d.version_id = s.version_id and d.location_id = s.location_id and d.display_group_id = s.display_group_id
            and d.make_good_id is not distinct from s.make_good_id)), '[]'::jsonb)
  )
  from campaign as c;
$$;

revoke execute on function public.xibo_campaign_plan(uuid) from public, anon, authenticated;
grant execute on function public.xibo_campaign_plan(uuid) to service_role;

-- As in 20261203500000_xibo_publishing.sql, with the make-good whose extra
-- days the event plays (p_make_good, one of the campaign's; null for the
-- booked run). A new parameter is a new signature: the function is dropped
-- and made again.
drop function public.record_xibo_schedule(bigint, uuid, uuid, integer, integer, timestamptz, timestamptz);

create function public.record_xibo_schedule(
  p_message bigint, p_version uuid, p_location uuid, p_event_id integer, p_display_group integer, p_from timestamptz, p_to timestamptz,
  p_make_good uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.artwork_versions%rowtype;
  v_status public.campaign_status;
begin
  select * into v from public.artwork_versions as a where a.id = p_version;
  if not found then
    return;
  end if;
  if p_make_good is not null
     and not exists (select 1 from public.make_goods as m where m.id = p_make_good and m.campaign_id = v.campaign_id) then
    raise exception 'record_xibo_schedule: make-good % is not of the version''s campaign', p_make_good;
  end if;
  -- Against the campaign's cancellation (which updates the row): whichever
  -- comes second sees the other, so an event made meanwhile is removed too.
  select c.status into v_status from public.campaigns as c where c.id = v.campaign_id for share;
  insert into public.xibo_events (event_id, campaign_id, version_id, location_id, display_group_id, from_at, to_at, make_good_id)
  values (p_event_id, v.campaign_id, v.id, p_location, p_display_group, p_from, p_to, p_make_good)
  on conflict do nothing;
  if found then
    perform private.xibo_timeline(v.campaign_id, 'xibo_scheduled',
      jsonb_build_object('message_id', p_message, 'version_id', v.id, 'version', v.version, 'location_id', p_location,
        'event_id', p_event_id, 'display_group_id', p_display_group, 'from', p_from, 'to', p_to)
      || case when p_make_good is null then '{}'::jsonb else jsonb_build_object('make_good_id', p_make_good) end);
  end if;
  if v_status = 'cancelled' then
    perform private.enqueue_message('xibo_unpublish', v.campaign_id, '{}'::jsonb,
      'xibo_unpublish:' || v.campaign_id::text || ':' || p_event_id::text);
  end if;
end;
$$;

revoke execute on function public.record_xibo_schedule(bigint, uuid, uuid, integer, integer, timestamptz, timestamptz, uuid) from public, anon, authenticated;
grant execute on function public.record_xibo_schedule(bigint, uuid, uuid, integer, integer, timestamptz, timestamptz, uuid) to service_role;

-- As in 20261204200000_xibo_schedule_sync.sql, with a make-good of extra days
-- (public.record_make_good's 'make_good' event): a message when its board has
-- a display group and an approved version of the campaign runs there.
create or replace function private.campaign_events_xibo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_version uuid;
  v_in_xibo boolean;
  v_location uuid;
begin
  if new.action = 'artwork_approved' and new.details ->> 'version_id' is not null then
    v_version := (new.details ->> 'version_id')::uuid;
    if exists (select 1 from private.xibo_version_boards(v_version) as vb where vb.display_group_id is not null) then
      perform private.enqueue_message('xibo_publish', new.campaign_id, jsonb_build_object('version_id', v_version),
        'xibo_publish:' || v_version::text);
    end if;
  elsif new.action = 'make_good' and new.details ->> 'kind' = 'extra_days' and new.details ->> 'location_id' is not null then
    v_location := (new.details ->> 'location_id')::uuid;
    if exists (
      select 1
        from public.artwork_versions as v
        cross join lateral private.xibo_version_boards(v.id) as vb
       where v.campaign_id = new.campaign_id and v.state = 'approved'
         and vb.location_id = v_location and vb.display_group_id is not null
    ) then
      perform private.enqueue_message('xibo_publish', new.campaign_id,
        jsonb_build_object('campaign_event_id', new.id, 'action', new.action, 'location_id', v_location),
        'xibo_publish:' || new.action || ':' || new.id::text);
    end if;
  elsif new.action in ('moved', 'extended', 'go_live_set')
     or (new.action = 'cancelled' and new.to_status = 'cancelled') then
    v_in_xibo := exists (select 1 from public.xibo_events as e where e.campaign_id = new.campaign_id and e.removed_at is null)
      or exists (select 1 from private.outbox as o where o.campaign_id = new.campaign_id and o.kind = 'xibo_publish');
    if not v_in_xibo then
      return null;
    end if;
    if new.action = 'cancelled' then
      perform private.enqueue_message('xibo_unpublish', new.campaign_id, '{}'::jsonb, 'xibo_unpublish:' || new.campaign_id::text);
    else
      perform private.enqueue_message('xibo_publish', new.campaign_id,
        jsonb_build_object('campaign_event_id', new.id, 'action', new.action),
        'xibo_publish:' || new.action || ':' || new.id::text);
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.campaign_events_xibo() from public, anon, authenticated;
