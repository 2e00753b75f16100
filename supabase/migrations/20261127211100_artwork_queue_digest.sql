-- The staff's artwork queue and what the morning digest adds about artwork.

-- Versions waiting for review, oldest first, each with its campaign and the
-- boards it must fit (the version's own board, or every board of the
-- campaign). The staff's only: an advertiser reads their versions elsewhere.
create view public.artwork_queue
with (security_invoker = true)
as
select
  v.id,
  v.campaign_id,
  c.reference,
  c.name as campaign_name,
  coalesce(a.company, a.contact_name) as advertiser,
  v.version,
  v.location_id,
  v.storage_path,
  v.content_type,
  v.width,
  v.height,
  v.bytes,
  v.applies_from,
  v.source,
  v.created_at,
  coalesce((
    select jsonb_agg(distinct jsonb_build_object('id', l.id, 'name', l.name, 'screen_width_px', l.screen_width_px, 'screen_height_px', l.screen_height_px))
    from public.bookings as b
    join public.billboard_locations as l on l.id = b.location_id
    where b.campaign_id = v.campaign_id and b.status in ('requested', 'confirmed')
      and (v.location_id is null or b.location_id = v.location_id)
  ), '[]'::jsonb) as boards
from public.artwork_versions as v
join public.campaigns as c on c.id = v.campaign_id
join public.advertisers as a on a.id = c.advertiser_id
where v.state = 'pending' and (select private.is_admin());

revoke all on public.artwork_queue from anon, authenticated;
grant select on public.artwork_queue to authenticated, service_role;

-- The digest's artwork lists, as of p_now: versions waiting for review (oldest
-- first), and confirmed campaigns starting within 7 days with a board that has
-- no approved artwork yet.
create or replace function private.artwork_reminders(p_now timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with today as (
    select (p_now at time zone 'America/Toronto')::date as day
  ),
  waiting as (
    select v.created_at, c.id, c.reference, c.name, coalesce(a.company, a.contact_name) as advertiser, v.version
    from public.artwork_versions as v
    join public.campaigns as c on c.id = v.campaign_id
    join public.advertisers as a on a.id = c.advertiser_id
    where v.state = 'pending' and c.status in ('requested', 'confirmed', 'live')
  ),
  starting as (
    select c.id, c.reference, c.name, coalesce(a.company, a.contact_name) as advertiser, min(b.starts_on) as starts_on
    from public.bookings as b
    cross join today as t
    join public.campaigns as c on c.id = b.campaign_id
    join public.advertisers as a on a.id = c.advertiser_id
    where b.status = 'confirmed' and c.status = 'confirmed'
      and b.starts_on between t.day and t.day + 7
      and not exists (
        select 1 from public.artwork_versions as v
        where v.campaign_id = c.id and v.state = 'approved' and (v.location_id is null or v.location_id = b.location_id)
      )
    group by c.id, a.company, a.contact_name
  )
  select jsonb_build_object(
    'artwork_pending', coalesce((
      select jsonb_agg(jsonb_build_object('id', w.id, 'reference', w.reference, 'name', w.name, 'advertiser', w.advertiser,
        'version', w.version, 'uploaded_at', w.created_at) order by w.created_at, w.reference)
      from waiting as w
    ), '[]'::jsonb),
    'artwork_missing', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'reference', s.reference, 'name', s.name, 'advertiser', s.advertiser,
        'starts_on', s.starts_on) order by s.starts_on, s.reference)
      from starting as s
    ), '[]'::jsonb)
  );
$$;

revoke execute on function private.artwork_reminders(timestamptz) from public, anon, authenticated;

-- As before, with the artwork lists added.
create or replace function public.staff_digest()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.campaign_reminders(now()) || private.artwork_reminders(now());
$$;

revoke execute on function public.staff_digest() from public, anon, authenticated;
grant execute on function public.staff_digest() to service_role;

-- What the staff's e-mail function tells an advertiser of a decision on their
-- artwork (service role only): their address, the campaign, the board, the
-- decision and its reason. The staff's comment is the staff's own words.
create or replace function public.artwork_decision_notice(p_version uuid)
returns table (
  email text,
  reference text,
  campaign_name text,
  board text,
  version integer,
  state public.artwork_state,
  reject_reason public.artwork_reject_reason,
  staff_comment text,
  campaign_id uuid,
  go_live_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.email, c.reference, c.name, l.name, v.version, v.state, v.reject_reason, v.staff_comment, c.id,
    (select g.go_live_at from public.campaign_go_live as g where g.campaign_id = c.id)
  from public.artwork_versions as v
  join public.campaigns as c on c.id = v.campaign_id
  join public.advertisers as a on a.id = c.advertiser_id
  left join public.billboard_locations as l on l.id = v.location_id
  where v.id = p_version and a.email is not null and v.state <> 'pending';
$$;

revoke execute on function public.artwork_decision_notice(uuid) from public, anon, authenticated;
grant execute on function public.artwork_decision_notice(uuid) to service_role;

-- What a confirmation e-mail says about a campaign's artwork (service role
-- only), for the campaign or the campaign of a booking: its newest version's
-- state, size and file, and the boards it must fit.
create or replace function public.campaign_artwork_status(p_campaign uuid default null, p_booking uuid default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
    select coalesce(p_campaign, (select b.campaign_id from public.bookings as b where b.id = p_booking)) as id
  )
  select jsonb_build_object(
    'version', (
      select jsonb_build_object('id', v.id, 'state', v.state, 'width', v.width, 'height', v.height, 'storage_path', v.storage_path, 'content_type', v.content_type)
      from public.artwork_versions as v, target as t where v.campaign_id = t.id order by v.version desc limit 1
    ),
    'boards', coalesce((
      select jsonb_agg(distinct jsonb_build_object('name', l.name, 'screen_width_px', l.screen_width_px, 'screen_height_px', l.screen_height_px))
      from target as t
      join public.bookings as b on b.campaign_id = t.id
      join public.billboard_locations as l on l.id = b.location_id
      where b.status in ('requested', 'confirmed')
    ), '[]'::jsonb)
  );
$$;

revoke execute on function public.campaign_artwork_status(uuid, uuid) from public, anon, authenticated;
grant execute on function public.campaign_artwork_status(uuid, uuid) to service_role;

update private.scheduled_jobs
   set description = 'E-mails the staff the holds expiring within 48 hours, the campaigns starting within 7 days and those ending within two cycles, the artwork waiting for approval and the campaigns starting within 7 days without approved artwork; nothing when there is none.'
 where name = 'staff-digest';
