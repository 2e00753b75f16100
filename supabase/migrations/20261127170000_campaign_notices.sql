-- What the staff's e-mail function needs to tell an advertiser about their
-- campaign (its decision or its cancellation), and a record of each e-mail
-- sent about a campaign, so the campaign page shows what was sent rather than
-- what should have been. Both for the service role only: the function checks
-- the caller is the admin, then works with the service role.

-- One row per booking of the campaign, each with the advertiser's address and
-- the campaign's state; no row when the campaign does not exist or its
-- advertiser has no address. The e-mail decides which bookings it names.
create or replace function public.campaign_notice(p_campaign uuid)
returns table (
  email text,
  status public.campaign_status,
  reference text,
  board text,
  starts_on date,
  cycles integer,
  booking_status public.booking_status
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.email, c.status, c.reference, l.name, b.starts_on, b.cycles, b.status
  from public.campaigns as c
  join public.advertisers as a on a.id = c.advertiser_id
  join public.bookings as b on b.campaign_id = c.id
  join public.billboard_locations as l on l.id = b.location_id
  where c.id = p_campaign and a.email is not null
  order by l.name, b.starts_on, b.id;
$$;

revoke execute on function public.campaign_notice(uuid) from public, anon, authenticated;
grant execute on function public.campaign_notice(uuid) to service_role;

-- An e-mail sent about a campaign (named directly, or through one of its
-- bookings): an 'emailed' event whose details say which notice and to whom.
-- The campaign's state does not change, so the event's from and to are both
-- the current one.
create or replace function public.record_campaign_email(p_campaign uuid, p_booking uuid, p_kind text, p_to text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_campaign uuid := p_campaign;
  v_status public.campaign_status;
begin
  if v_campaign is null then
    select b.campaign_id into v_campaign from public.bookings as b where b.id = p_booking;
  end if;
  select c.status into v_status from public.campaigns as c where c.id = v_campaign;
  if not found then
    return;
  end if;
  perform private.record_campaign_event(v_campaign, 'emailed', v_status, v_status, null,
    jsonb_build_object('kind', left(p_kind, 40), 'to', left(p_to, 320)));
end;
$$;

revoke execute on function public.record_campaign_email(uuid, uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_campaign_email(uuid, uuid, text, text) to service_role;
