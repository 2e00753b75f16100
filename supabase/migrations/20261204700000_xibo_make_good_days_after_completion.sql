-- A board given a display group (or another one) after a campaign there
-- completed still shows the campaign's make-good days to come. The campaign
-- completes on its booked end, which is where extra days begin, so its days
-- run while it is completed; the board's trigger skipped completed campaigns,
-- and the days never reached the new group.
--
-- And an event already over is never scheduled anew: such a board's
-- campaign gets only what is still to come.
--
-- Restated (last in 20261204500000_xibo_make_good_days.sql):
-- public.xibo_campaign_plan, whose new events must end after now; standing
-- events are kept as they were. Restated (last in
-- 20261204200000_xibo_schedule_sync.sql): private.board_xibo_display_groups_xibo,
-- which also writes a message for a completed campaign with extra days on the
-- board that have not all passed.

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
  standing as (
    select e.* from public.xibo_events as e where e.campaign_id = p_campaign and e.removed_at is null
  ),
  planned as (
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
  desired as (
    -- An event already over is not scheduled anew (a board given a display
    -- group after a run ended); one that stands stays, so nothing is deleted
    -- from Xibo for having ended.
    select p.* from planned as p
     where p.to_at > now()
        or exists (select 1 from standing as s
                    where s.version_id = p.version_id and s.location_id = p.location_id
                      and s.display_group_id = p.display_group_id and s.make_good_id is not distinct from p.make_good_id)
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

create or replace function private.board_xibo_display_groups_xibo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_location uuid := coalesce(new.location_id, old.location_id);
  v_campaign uuid;
begin
  if tg_op = 'UPDATE' and new.display_group_id = old.display_group_id then
    return null;
  end if;
  for v_campaign in
    select b.campaign_id
      from public.bookings as b
      join public.campaigns as c on c.id = b.campaign_id
     where b.location_id = v_location and b.status in ('requested', 'confirmed')
       and (c.status not in ('cancelled', 'declined', 'expired', 'completed')
            or (c.status = 'completed' and exists (
                 select 1 from public.make_goods as m
                  where m.campaign_id = c.id and m.location_id = v_location and m.kind = 'extra_days'
                    and m.starts_on + m.days > private.booking_today())))
       and exists (select 1 from public.artwork_versions as v
                    where v.campaign_id = b.campaign_id and v.state = 'approved' and (v.location_id is null or v.location_id = v_location))
    union
    select e.campaign_id from public.xibo_events as e where e.location_id = v_location and e.removed_at is null
  loop
    perform private.enqueue_message('xibo_publish', v_campaign, jsonb_build_object('location_id', v_location),
      'xibo_publish:board:' || v_location::text || ':' || v_campaign::text || ':' || txid_current()::text);
  end loop;
  return null;
end;
$$;

revoke execute on function private.board_xibo_display_groups_xibo() from public, anon, authenticated;
