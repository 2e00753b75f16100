-- A board's audience before booking: the plays one advertiser gets in a cycle,
-- for every active board at once (the board pages, the map and the
-- comparison). The figure comes from public.contracted_plays, the arithmetic
-- the proof of play holds a campaign to, so what a prospect reads before
-- booking is what the proof later counts against.

-- Per active board: the plays of one spot in the 28-day cycle from the first
-- cycle start on or after p_from (today in Toronto when null). Null plays when
-- the board's hours are not in a form the count understands. SECURITY DEFINER
-- because the public may not call contracted_plays itself; it reads the
-- active boards only, which the public sees anyway.
create or replace function public.board_audience(p_from date)
returns table (location_id uuid, cycle_start date, plays_per_cycle integer)
language sql
stable
security definer
set search_path = ''
as $$
  with c as (
    select private.booking_cycle_on_or_after(coalesce(p_from, private.booking_today())) as cycle_start
  )
  select l.id, c.cycle_start, public.contracted_plays(l.operating_hours, l.spot_seconds, l.slots_per_loop, c.cycle_start)
  from public.billboard_locations as l
  cross join c
  where l.is_active
  order by l.id;
$$;

comment on function public.board_audience(date) is
  'Plays of one spot per active board in the cycle from the first cycle start on or after p_from, by public.contracted_plays (the proof of play''s count).';

revoke execute on function public.board_audience(date) from public;
grant execute on function public.board_audience(date) to anon, authenticated, service_role;
