-- The players' loading list loads a run from the day it can go on air, not
-- before: a campaign's first run waits for its go-live (the staff's date, or
-- the rule's: its first cycle's start or its artwork's approval plus the
-- go-live hours, whichever is later, for the board's own first cycle while
-- another board still waits), as the Xibo schedule does
-- (public.xibo_publication). A run whose go-live falls after its last day
-- plays nowhere and is left out. Otherwise as before
-- (20261203100000_player_loading_list.sql).
create or replace function public.player_loading_list(p_from date, p_until date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can read the players'' loading list.';
  end if;
  if p_from is null or p_until is null or p_until < p_from or p_until - p_from > 3 * 366 then
    raise exception using errcode = 'P0001', message = 'The loading list covers one span of up to three years.', detail = 'loading_list_span';
  end if;

  with booked as (
    -- Each cycle a campaign plays on a board (two bookings of the same board
    -- and cycle play the same file: one row). Bookings that touch the span,
    -- with every cycle of theirs, so a run keeps its true first day.
    select distinct b.location_id, b.campaign_id, b.starts_on + 28 * k as cycle_start
    from public.bookings as b
    cross join lateral generate_series(0, b.cycles - 1) as k
    where b.status = 'confirmed'
      and b.starts_on <= p_until
      and b.starts_on + 28 * b.cycles >= p_from
  ),
  running as (
    select x.location_id, x.campaign_id, x.cycle_start,
      v.id as version_id, v.version, v.storage_path, v.content_type, v.decided_at
    from booked as x
    left join lateral (
      select r.id, r.version, r.storage_path, r.content_type, r.decided_at
      from public.artwork_running(x.location_id, x.cycle_start) as r
      where r.campaign_id = x.campaign_id
    ) as v on true
  ),
  marked as (
    -- A run starts where the cycle before is not the same campaign's on the
    -- same board with the same version.
    select r.*,
      case when lag(r.cycle_start) over w = r.cycle_start - 28 and lag(r.version_id) over w is not distinct from r.version_id
        then 0 else 1 end as starts_run
    from running as r
    window w as (partition by r.location_id, r.campaign_id order by r.cycle_start)
  ),
  numbered as (
    select m.*, sum(m.starts_run) over (partition by m.location_id, m.campaign_id order by m.cycle_start) as run
    from marked as m
  ),
  first_cycle as (
    -- Each campaign's first confirmed cycle on each board: the board's own go-live rule.
    select b.campaign_id, b.location_id, min(b.starts_on) as starts_on
    from public.bookings as b
    where b.status = 'confirmed'
    group by b.campaign_id, b.location_id
  ),
  cycles_run as (
    select n.location_id, n.campaign_id, n.version_id, n.version, n.storage_path, n.content_type, n.decided_at,
      min(n.cycle_start) as first_cycle_start, max(n.cycle_start) + 27 as last_day
    from numbered as n
    group by n.location_id, n.campaign_id, n.run, n.version_id, n.version, n.storage_path, n.content_type, n.decided_at
  ),
  run as (
    select r.location_id, r.campaign_id, r.version_id, r.version, r.storage_path, r.content_type, r.last_day,
      greatest(
        r.first_cycle_start,
        (coalesce(gl.go_live_at, public.artwork_go_live_at(f.starts_on, r.decided_at)) at time zone 'America/Toronto')::date
      ) as load_on
    from cycles_run as r
    join first_cycle as f on f.campaign_id = r.campaign_id and f.location_id = r.location_id
    left join public.campaign_go_live as gl on gl.campaign_id = r.campaign_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'location_id', r.location_id,
      'board', l.name,
      'campaign_id', r.campaign_id,
      'reference', c.reference,
      'campaign_name', c.name,
      'version_id', r.version_id,
      'version', r.version,
      'storage_path', r.storage_path,
      'content_type', r.content_type,
      'load_on', r.load_on,
      'last_day', r.last_day
    ) order by l.name, r.location_id, r.load_on, c.reference), '[]'::jsonb)
  into v_result
  from run as r
  join public.billboard_locations as l on l.id = r.location_id
  join public.campaigns as c on c.id = r.campaign_id
  where r.load_on <= r.last_day
    and (r.load_on between p_from and p_until or r.last_day + 1 between p_from and p_until);

  return v_result;
end;
$$;
