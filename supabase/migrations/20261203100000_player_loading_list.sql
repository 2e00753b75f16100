-- The players' loading list (/admin/players): what each board's player must
-- play, for the staff alone. Each entry is a run: one campaign's one approved
-- version on one board over consecutive cycles of its confirmed bookings, from
-- the day it must be loaded (a cycle start) to the last day it plays, after
-- which it must be removed. The version running in each cycle is
-- public.artwork_running's (the one applying from the latest cycle not after
-- it, a board's own before the campaign's general one, the newest first), so
-- the list and the rule cannot disagree. A cycle with no approved version
-- still makes a run, with no version: the staff see a booked campaign whose
-- artwork is missing.
--
-- The runs whose load day or day after their last lies within p_from ..
-- p_until, as one JSON array (one answer, whatever the number of runs: the
-- API cuts a set of rows at max_rows):
--   location_id, board, campaign_id, reference, campaign_name,
--   version_id, version, storage_path, content_type (null: no approved version),
--   load_on (the first day), last_day
-- ordered by board, load day and reference.
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
      v.id as version_id, v.version, v.storage_path, v.content_type
    from booked as x
    left join lateral (
      select r.id, r.version, r.storage_path, r.content_type
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
  run as (
    select n.location_id, n.campaign_id, n.version_id, n.version, n.storage_path, n.content_type,
      min(n.cycle_start) as load_on, max(n.cycle_start) + 27 as last_day
    from numbered as n
    group by n.location_id, n.campaign_id, n.run, n.version_id, n.version, n.storage_path, n.content_type
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
  where r.load_on between p_from and p_until
     or r.last_day + 1 between p_from and p_until;

  return v_result;
end;
$$;

revoke execute on function public.player_loading_list(date, date) from public, anon;
grant execute on function public.player_loading_list(date, date) to authenticated;
