-- Privacy law asks the company to keep personal information no longer than
-- needed, and to give a person theirs, or delete it, on request. Both are the
-- database's rules here: retention runs on later calls of the contact
-- function (as the lead retries do), and the admin's export and deletion are
-- functions that check the caller is the admin themselves.

-- How long leads, bookings and artwork are kept. The privacy policy states
-- the same figure from src/config/site.ts (privacy.retentionMonths); a test
-- checks they agree: change both together, in a new migration.
create or replace function private.retention_months()
returns integer
language sql
immutable
set search_path = ''
as $$ select 24 $$;

revoke execute on function private.retention_months() from public, anon, authenticated;

-- Deletes what is older than the retention period: leads (with their requested
-- bookings' link to them), bookings that ended before the cut-off, and the
-- records of uploaded artwork. Answers the artwork paths whose files the
-- caller must remove through the Storage API (hosted storage keeps files
-- apart from its table, and refuses direct deletes from it).
create or replace function public.apply_retention()
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - make_interval(months => private.retention_months());
begin
  -- One caller at a time; a second finds the work done.
  if not pg_try_advisory_xact_lock(hashtextextended('apply-retention', 0)) then
    return;
  end if;

  return query
    with old_leads as (
      delete from public.contact_inquiries as c
        where c.created_at < cutoff
        returning c.artwork_path
    ),
    old_uploads as (
      delete from public.artwork_uploads as a
        where a.created_at < cutoff
          -- A file a kept lead still points at stays with it.
          and not exists (
            select 1 from public.contact_inquiries as c where c.artwork_path = a.object_path and c.created_at >= cutoff
          )
        returning a.object_path
    )
    select artwork_path from old_leads where artwork_path is not null
    union
    select object_path from old_uploads;

  delete from public.bookings as b
    where b.created_at < cutoff
      and b.starts_on + b.cycles * 28 < (cutoff at time zone 'America/Toronto')::date;
end;
$$;

revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- Everything stored for one e-mail address, as one JSON document: its leads,
-- the bookings they asked for, its artwork (paths in the private bucket) and
-- its newsletter subscription with the consent record. The admin only.
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

revoke execute on function public.privacy_export(text) from public, anon;
grant execute on function public.privacy_export(text) to authenticated;

-- Deletes everything stored for one e-mail address, in one transaction: its
-- leads and the bookings they asked for, the records of its artwork, and its
-- newsletter subscription. Answers the artwork paths whose files the caller
-- removes through the Storage API (the admin may delete in that bucket). The
-- admin only.
create or replace function public.privacy_delete(p_email text)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'Only the site admin can delete personal information.' using errcode = '42501';
  end if;

  delete from public.bookings as b
    using public.contact_inquiries as c
    where b.lead_id = c.id and lower(c.email) = address;

  return query
    with paths as (
      select distinct c.artwork_path as object_path
      from public.contact_inquiries as c
      where lower(c.email) = address and c.artwork_path is not null
    ),
    uploads as (
      delete from public.artwork_uploads as a
        where a.object_path in (select object_path from paths)
        returning a.object_path
    )
    select object_path from paths;

  delete from public.contact_inquiries as c where lower(c.email) = address;
  delete from public.newsletter_subscribers as s where s.email = address;
end;
$$;

revoke execute on function public.privacy_delete(text) from public, anon;
grant execute on function public.privacy_delete(text) to authenticated;
