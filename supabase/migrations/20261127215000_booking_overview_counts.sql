-- The staff's bookings screen at a few hundred boards: the grid needs counts,
-- not bookings. booking_overview now answers, in one call:
--   cells     per board with a slot taken in the grid's cycles, each such
--             cycle as [its place in the grid, slots held by requests, by
--             confirmed bookings] (a cycle or a board absent: all free);
--   bookings  only the rows the list below the grid can show for its status
--             filter (and every row of the lead it is filtered to, whose
--             boards the grid keeps), each with its campaign and its lead.
-- A cell's campaigns are read when the cell is opened
-- (booking_cell_campaigns). Security invoker, as before: row-level security
-- decides, so only the admin gets rows.
drop function if exists public.booking_overview(date, date);

-- A slot is held by a confirmed booking, or by a request whose hold is still
-- open: private.booking_holds_slot's rule, spelt out because the API roles
-- cannot call the private schema.
create or replace function public.booking_overview(p_first date, p_cycles integer, p_status text default 'requested', p_lead uuid default null)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- The slots held in the grid's cycles: each booking counted in every cycle
  -- it runs (g: the cycle's place in the grid; bookings start on cycle starts).
  with holding as (
    select b.location_id, b.status = 'confirmed' as confirmed, (b.starts_on - p_first) / 28 as first_g, b.cycles
    from public.bookings as b
    where (b.status = 'confirmed' or (b.status = 'requested' and b.expires_at > now()))
      and b.starts_on < p_first + 28 * p_cycles
      and b.starts_on + 28 * b.cycles > p_first
  ),
  taken as (
    select h.location_id, g,
           count(*) filter (where not h.confirmed)::integer as requested,
           count(*) filter (where h.confirmed)::integer as confirmed
    from holding as h
    cross join lateral generate_series(greatest(h.first_g, 0), least(h.first_g + h.cycles, p_cycles) - 1) as g
    group by h.location_id, g
  ),
  -- Per board, its cycles with a slot taken as [g, requested, confirmed].
  per_board as (
    select t.location_id, jsonb_agg(jsonb_build_array(t.g, t.requested, t.confirmed) order by t.g) as cycles
    from taken as t
    group by t.location_id
  ),
  listed as (
    select b.*
    from public.bookings as b
    where (b.status = 'requested' or (b.starts_on < p_first + 28 * p_cycles and b.starts_on + 28 * b.cycles > p_first))
      and (
        p_status = 'all'
        or b.lead_id = p_lead
        or b.status::text = p_status
        -- A request past its hold reads as expired before the schedule marks it.
        or (p_status = 'expired' and b.status = 'requested')
      )
  )
  select jsonb_build_object(
    'cells', coalesce((
      select jsonb_agg(jsonb_build_object('location_id', p.location_id, 'cycles', p.cycles))
      from per_board as p
    ), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'id', b.id,
          'location_id', b.location_id,
          'starts_on', b.starts_on,
          'cycles', b.cycles,
          'status', b.status,
          'lead_id', b.lead_id,
          'expires_at', b.expires_at,
          'created_at', b.created_at,
          'campaign_id', b.campaign_id,
          'campaign', case when c.id is null then null else jsonb_build_object(
            'id', c.id, 'reference', c.reference, 'name', c.name, 'status', c.status,
            'advertiser', case when a.id is null then null else jsonb_build_object('company', a.company, 'contact_name', a.contact_name) end
          ) end,
          'lead', case when l.id is null then null else jsonb_build_object(
            'id', l.id, 'name', l.name, 'company', l.company, 'email', l.email, 'artwork_path', l.artwork_path
          ) end
        )
        order by b.starts_on, b.id
      )
      from listed as b
      left join public.campaigns as c on c.id = b.campaign_id
      left join public.advertisers as a on a.id = c.advertiser_id
      left join public.contact_inquiries as l on l.id = b.lead_id
    ), '[]'::jsonb)
  );
$$;

revoke execute on function public.booking_overview(date, integer, text, uuid) from public, anon;
grant execute on function public.booking_overview(date, integer, text, uuid) to authenticated, service_role;

-- The campaigns holding slots on one board in one cycle (a cell of the grid,
-- when the staff open it): requested ones while their hold is open, and
-- confirmed ones, in the order they start.
create or replace function public.booking_cell_campaigns(p_location uuid, p_cycle_start date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(
    jsonb_build_object(
      'booking_status', b.status,
      'campaign', jsonb_build_object(
        'id', c.id, 'reference', c.reference, 'name', c.name, 'status', c.status,
        'advertiser', case when a.id is null then null else jsonb_build_object('company', a.company, 'contact_name', a.contact_name) end
      )
    )
    order by b.starts_on, b.id
  ), '[]'::jsonb)
  from public.bookings as b
  join public.campaigns as c on c.id = b.campaign_id
  left join public.advertisers as a on a.id = c.advertiser_id
  where b.location_id = p_location
    and (b.status = 'confirmed' or (b.status = 'requested' and b.expires_at > now()))
    and b.starts_on <= p_cycle_start
    and p_cycle_start < b.starts_on + 28 * b.cycles;
$$;

revoke execute on function public.booking_cell_campaigns(uuid, date) from public, anon;
grant execute on function public.booking_cell_campaigns(uuid, date) to authenticated, service_role;
