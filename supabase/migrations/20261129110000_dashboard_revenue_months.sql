-- The dashboard's revenue per month, in whole cents decided by the database.
-- The browser spread each cycle's fractional cents over months and rounded
-- each month alone, so the months could miss the total by a cent or more.
-- Now each campaign's total (its confirmed bookings' totals) is shared among
-- the months its days fall in by the largest remainder: each month gets the
-- whole cents of its exact share (the campaign's money of each day it runs),
-- and the cents left over go one each to the months with the largest
-- fractions, the earlier month first on a tie. A campaign's months therefore
-- add up to its total exactly, and so do the dashboard's.

-- The least common multiple of a set of whole numbers: the one denominator in
-- which every booking's share of a campaign's month is a whole number.
create or replace aggregate private.lcm_of(bigint) (
  sfunc = pg_catalog.lcm,
  stype = bigint,
  initcond = '1'
);

revoke execute on function private.lcm_of(bigint) from public;

-- As in 20261127190000_staff_dashboard.sql, with revenue per month instead of
-- per cycle:
--   months    'YYYY-MM', every month the span touches (each counted whole)
--   revenue   per month (same order), whole cents: confirmed bookings of
--             confirmed, live and completed campaigns, each campaign shared
--             among its months as above (over all its months, so a month's
--             figure does not depend on the span asked for)
-- cycles, sold, boards, pipeline and the reminders are as before.
create or replace function public.staff_dashboard(p_from date, p_to date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := now();
  v_first date;
  v_month_first date;
  v_month_end date;
  v_result jsonb;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can read the dashboard.';
  end if;
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 3 * 366 then
    raise exception using errcode = 'P0001', message = 'The dashboard covers one span of up to three years.', detail = 'dashboard_span';
  end if;
  -- The cycle the span's first day falls in.
  v_first := private.booking_cycle_on_or_after(p_from - 27);
  -- The first day of the span's first month, and the day after its last month.
  v_month_first := date_trunc('month', p_from::timestamp)::date;
  v_month_end := (date_trunc('month', p_to::timestamp) + interval '1 month')::date;

  with cycle as (
    select g as i, v_first + 28 * g as starts_on from generate_series(0, (p_to - v_first) / 28) as g
  ),
  booking_cycle as (
    select b.location_id, c.i
    from public.bookings as b
    join cycle as c on c.starts_on >= b.starts_on and c.starts_on < b.starts_on + 28 * b.cycles
    where b.status = 'confirmed'
      and b.starts_on <= p_to
      and b.starts_on + 28 * b.cycles > v_first
  ),
  sold as (
    select x.location_id, x.i, count(*) as slots from booking_cycle as x group by x.location_id, x.i
  ),
  sold_board as (
    select distinct s.location_id from sold as s
  ),
  month as (
    select g::date as first_day
    from generate_series(v_month_first::timestamp, (v_month_end - 1)::timestamp, interval '1 month') as g
  ),
  -- The campaigns earning revenue in the months shown...
  earning as (
    select distinct b.campaign_id
    from public.bookings as b
    join public.campaigns as k on k.id = b.campaign_id
    where b.status = 'confirmed'
      and k.status in ('confirmed', 'live', 'completed')
      and b.starts_on < v_month_end
      and b.starts_on + 28 * b.cycles > v_month_first
  ),
  -- ...with every confirmed booking of theirs, inside the months shown or not.
  sale as (
    select b.campaign_id, b.starts_on, 28 * b.cycles as days,
      public.booking_total_cents(b.price_per_cycle_cents, b.cycles, b.discount_bp)::numeric as cents
    from earning as e
    join public.bookings as b on b.campaign_id = e.campaign_id
    where b.status = 'confirmed'
  ),
  campaign as (
    select s.campaign_id, private.lcm_of(s.days)::numeric as unit, sum(s.cents) as cents
    from sale as s
    group by s.campaign_id
  ),
  -- Each campaign's exact share of each month it runs in, in 1/unit of a cent:
  -- a booking earns cents/days a day.
  share as (
    select s.campaign_id, m.first_day, c.unit,
      sum(s.cents * (least(s.starts_on + s.days, m.next_first) - greatest(s.starts_on, m.first_day)) * (c.unit / s.days)) as parts
    from sale as s
    join campaign as c on c.campaign_id = s.campaign_id
    cross join lateral (
      select g::date as first_day, (g + interval '1 month')::date as next_first
      from generate_series(date_trunc('month', s.starts_on::timestamp), (s.starts_on + s.days - 1)::timestamp, interval '1 month') as g
    ) as m
    group by s.campaign_id, m.first_day, c.unit
  ),
  ranked as (
    select sh.campaign_id, sh.first_day, div(sh.parts, sh.unit) as whole,
      row_number() over (partition by sh.campaign_id order by mod(sh.parts, sh.unit) desc, sh.first_day) as place
    from share as sh
  ),
  allotted as (
    select r.first_day,
      r.whole + case when r.place <= c.cents - sum(r.whole) over (partition by r.campaign_id) then 1 else 0 end as cents
    from ranked as r
    join campaign as c on c.campaign_id = r.campaign_id
  )
  select jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'cycles', (select jsonb_agg(c.starts_on order by c.i) from cycle as c),
    'months', (select jsonb_agg(to_char(m.first_day, 'YYYY-MM') order by m.first_day) from month as m),
    'revenue', (
      select jsonb_agg(coalesce(r.cents, 0)::bigint order by m.first_day)
      from month as m
      left join (select a.first_day, sum(a.cents) as cents from allotted as a group by a.first_day) as r on r.first_day = m.first_day
    ),
    'sold', coalesce((
      select jsonb_object_agg(per.location_id, per.slots)
      from (
        select sb.location_id, jsonb_agg(coalesce(s.slots, 0) order by c.i) as slots
        from sold_board as sb
        cross join cycle as c
        left join sold as s on s.location_id = sb.location_id and s.i = c.i
        group by sb.location_id
      ) as per
    ), '{}'::jsonb),
    'boards', coalesce((
      select jsonb_agg(jsonb_build_object('id', l.id, 'name', l.name, 'slots', l.slots_per_loop, 'is_active', l.is_active) order by l.name, l.id)
      from public.billboard_locations as l
      where l.is_active or exists (select 1 from sold_board as sb where sb.location_id = l.id)
    ), '[]'::jsonb),
    'pipeline', (
      select jsonb_build_object('cents', coalesce(sum(public.booking_total_cents(b.price_per_cycle_cents, b.cycles, b.discount_bp)), 0)::bigint,
                                'campaigns', count(distinct b.campaign_id))
      from public.bookings as b
      join public.campaigns as c on c.id = b.campaign_id
      where c.status = 'requested' and private.booking_holds_slot(b.status, b.expires_at, v_now)
    )
  ) into v_result;

  return v_result || private.campaign_reminders(v_now);
end;
$$;

revoke execute on function public.staff_dashboard(date, date) from public, anon;
grant execute on function public.staff_dashboard(date, date) to authenticated;
