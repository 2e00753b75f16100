-- The staff's figures and reminders, derived from the campaigns and their
-- bookings (nothing stored twice):
--   public.staff_dashboard(p_from, p_to)  the admin's dashboard in one call:
--     revenue booked and slots sold per cycle, the boards' slots, the open
--     pipeline and the reminders; the browser spreads cycles over months.
--   public.staff_digest()  the same reminders for the morning e-mail
--     (the service role's scheduled work).
-- Both are SECURITY DEFINER because they read private helpers the API roles
-- have no usage of; the dashboard checks the caller is the admin first.

-- What needs the staff's attention soon, as of p_now: holds that lapse within
-- 48 hours, campaigns that start within 7 days and those that end within two
-- cycles (time to offer a renewal). Each campaign once per list, soonest first.
create or replace function private.campaign_reminders(p_now timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with today as (
    select (p_now at time zone 'America/Toronto')::date as day
  ),
  -- The few campaigns a booking puts in a list, found from the bookings
  -- first so the work stays small whatever the number of campaigns.
  candidate as (
    select distinct b.campaign_id as id
    from public.bookings as b, today as t
    where (b.status = 'requested' and b.expires_at > p_now and b.expires_at <= p_now + interval '48 hours')
       or (b.status = 'confirmed' and b.starts_on between t.day and t.day + 7)
       or (b.status = 'confirmed' and b.starts_on + 28 * b.cycles - 1 between t.day and t.day + 2 * 28)
  ),
  per_campaign as (
    select
      c.id,
      c.reference,
      c.name,
      c.status,
      coalesce(a.company, a.contact_name) as advertiser,
      min(b.starts_on) filter (where b.status = 'confirmed') as starts_on,
      max(b.starts_on + 28 * b.cycles - 1) filter (where b.status = 'confirmed') as ends_on,
      max(b.expires_at) filter (where private.booking_holds_slot(b.status, b.expires_at, p_now)) as hold_expires_at,
      coalesce(sum(public.booking_total_cents(b.price_per_cycle_cents, b.cycles, b.discount_bp))
        filter (where b.status in ('requested', 'confirmed')), 0)::bigint as total_cents
    from candidate as k
    join public.campaigns as c on c.id = k.id
    join public.advertisers as a on a.id = c.advertiser_id
    join public.bookings as b on b.campaign_id = c.id
    where c.status in ('requested', 'confirmed', 'live')
    group by c.id, a.company, a.contact_name
  ),
  item as (
    select p.*, jsonb_build_object(
      'id', p.id, 'reference', p.reference, 'name', p.name, 'status', p.status, 'advertiser', p.advertiser,
      'starts_on', p.starts_on, 'ends_on', p.ends_on, 'expires_at', p.hold_expires_at, 'total_cents', p.total_cents
    ) as json
    from per_campaign as p
  )
  select jsonb_build_object(
    'today', (select day from today),
    'expiring', coalesce((
      select jsonb_agg(i.json order by i.hold_expires_at, i.reference) from item as i
      where i.status = 'requested' and i.hold_expires_at <= p_now + interval '48 hours'
    ), '[]'::jsonb),
    'starting', coalesce((
      select jsonb_agg(i.json order by i.starts_on, i.reference) from item as i, today as t
      where i.status = 'confirmed' and i.starts_on between t.day and t.day + 7
    ), '[]'::jsonb),
    'renewals', coalesce((
      select jsonb_agg(i.json order by i.ends_on, i.reference) from item as i, today as t
      where i.status in ('confirmed', 'live') and i.ends_on between t.day and t.day + 2 * 28
    ), '[]'::jsonb)
  );
$$;

revoke execute on function private.campaign_reminders(timestamptz) from public, anon, authenticated;

-- The dashboard's data for the days from p_from to p_to (inclusive), per
-- cycle, so the browser can spread each cycle's figures over the days it
-- covers. Compact, since it grows with the boards:
--   cycles    the starts of the cycles overlapping the span, in order
--   revenue   per cycle (same order), cents: each confirmed booking of a
--             confirmed, live or completed campaign adds its total divided by
--             its cycles to each of its cycles (fractional cents kept)
--   sold      {board id: slots sold per cycle (same order)}: confirmed
--             bookings, whatever became of their campaign (a slot sold)
--   boards    [{id, name, slots, is_active}]: every active board, and inactive
--             ones with a slot sold in the span
--   pipeline  {cents, campaigns}: requested campaigns whose hold is open
--   expiring, starting, renewals: see private.campaign_reminders
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

  with cycle as (
    select g as i, v_first + 28 * g as starts_on from generate_series(0, (p_to - v_first) / 28) as g
  ),
  booking_cycle as (
    select b.location_id, c.i, k.status as campaign_status,
      public.booking_total_cents(b.price_per_cycle_cents, b.cycles, b.discount_bp)::numeric / b.cycles as cycle_cents
    from public.bookings as b
    join public.campaigns as k on k.id = b.campaign_id
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
  )
  select jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'cycles', (select jsonb_agg(c.starts_on order by c.i) from cycle as c),
    'revenue', (
      select jsonb_agg(coalesce(r.cents, 0) order by c.i)
      from cycle as c
      left join (
        select x.i, sum(x.cycle_cents) as cents from booking_cycle as x
        where x.campaign_status in ('confirmed', 'live', 'completed')
        group by x.i
      ) as r on r.i = c.i
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

-- The morning digest's content, for the scheduled work (service role only).
create or replace function public.staff_digest()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.campaign_reminders(now());
$$;

revoke execute on function public.staff_digest() from public, anon, authenticated;
grant execute on function public.staff_digest() to service_role;

-- The campaign a lead became (its request), for the staff's e-mail to link to.
create or replace function public.lead_campaign_id(p_lead_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.campaigns as c where c.lead_id = p_lead_id order by c.created_at, c.id limit 1;
$$;

revoke execute on function public.lead_campaign_id(uuid) from public, anon, authenticated;
grant execute on function public.lead_campaign_id(uuid) to service_role;

-- Every morning in Toronto: 12:00 UTC is 7 a.m. in winter (EST) and 8 a.m. in
-- summer (EDT); cron schedules are in UTC.
insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('staff-digest', '0 12 * * *', 'function', 'scheduled-work',
   'E-mails the staff the holds expiring within 48 hours, the campaigns starting within 7 days and those ending within two cycles; nothing when there is none.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

select private.schedule_jobs();
