-- The staff's bookings screen in one request: every booking the grid's
-- window touches (and every pending request), each with its campaign, the
-- campaign's advertiser and the lead that asked, as one JSON document. Read
-- through the API's row limit in pages, the same rows took several round
-- trips at a few hundred boards. Security invoker: row-level security decides
-- as for a plain read, so only the admin gets rows.
create or replace function public.booking_overview(p_earliest date, p_end date)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(jsonb_agg(
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
  ), '[]'::jsonb)
  from public.bookings as b
  left join public.campaigns as c on c.id = b.campaign_id
  left join public.advertisers as a on a.id = c.advertiser_id
  left join public.contact_inquiries as l on l.id = b.lead_id
  where b.status = 'requested' or (b.starts_on >= p_earliest and b.starts_on < p_end);
$$;

revoke execute on function public.booking_overview(date, date) from public, anon;
grant execute on function public.booking_overview(date, date) to authenticated, service_role;
