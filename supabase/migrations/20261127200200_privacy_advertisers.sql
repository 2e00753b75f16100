-- The customer records are personal information too: an address's export
-- includes its advertiser record with the campaigns, bookings and events, and
-- its deletion removes them. Otherwise as in 20261125140000 (export) and
-- 20261125153000 (delete, files first).

create or replace function public.privacy_export(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'Only the site admin can export personal information.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'contact_inquiries', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at)
      from public.contact_inquiries as c
      where lower(c.email) = address
    ), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(to_jsonb(b) order by b.created_at)
      from public.bookings as b
      join public.contact_inquiries as c on c.id = b.lead_id
      where lower(c.email) = address
    ), '[]'::jsonb),
    'artwork', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at)
      from public.artwork_uploads as a
      where a.object_path in (
        select c.artwork_path from public.contact_inquiries as c where lower(c.email) = address and c.artwork_path is not null
      )
    ), '[]'::jsonb),
    'advertisers', coalesce((
      select jsonb_agg(
        to_jsonb(a) || jsonb_build_object(
          'campaigns', coalesce((
            select jsonb_agg(to_jsonb(c) || jsonb_build_object(
              'bookings', coalesce((select jsonb_agg(to_jsonb(b) order by b.starts_on) from public.bookings as b where b.campaign_id = c.id), '[]'::jsonb),
              'events', coalesce((select jsonb_agg(to_jsonb(e) order by e.occurred_at) from public.campaign_events as e where e.campaign_id = c.id), '[]'::jsonb)
            ) order by c.created_at)
            from public.campaigns as c where c.advertiser_id = a.id
          ), '[]'::jsonb)
        ) order by a.created_at)
      from public.advertisers as a
      where lower(a.email) = address
    ), '[]'::jsonb),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(
        to_jsonb(s) - array['confirm_token', 'unsubscribe_token']
        order by s.created_at
      )
      from public.newsletter_subscribers as s
      where s.email = address
    ), '[]'::jsonb)
  );
end;
$$;

create or replace function public.privacy_delete(p_email text)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  paths text[];
  due text[];
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'Only the site admin can delete personal information.' using errcode = '42501';
  end if;

  select coalesce(array_agg(distinct c.artwork_path), '{}') into paths
    from public.contact_inquiries as c
    where lower(c.email) = address and c.artwork_path is not null;
  select coalesce(array_agg(p), '{}') into due
    from unnest(paths) as p
    where private.artwork_file_stored(p);

  -- Bookings hold no files: they go at once.
  delete from public.bookings as b
    using public.contact_inquiries as c
    where b.lead_id = c.id and lower(c.email) = address;

  delete from public.artwork_uploads as a
    where a.object_path = any (paths) and a.object_path <> all (due);

  delete from public.contact_inquiries as c
    where lower(c.email) = address
      and (c.artwork_path is null or c.artwork_path <> all (due));

  delete from public.newsletter_subscribers as s where s.email = address;

  -- The customer record of the address, with its campaigns (their bookings
  -- and events go with them).
  delete from public.campaigns as c
    using public.advertisers as a
    where c.advertiser_id = a.id and lower(a.email) = address;
  delete from public.advertisers as a where lower(a.email) = address;

  return query select unnest(due);
end;
$$;

