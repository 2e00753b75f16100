-- Retention and privacy deletion, files first. A row that points at an
-- artwork file is deleted only once the file is gone from storage: deleting
-- the row first, then failing to remove the file, would leave personal data
-- in the bucket with nothing left to find it by. Both functions now keep such
-- rows and answer the paths whose files the caller must remove through the
-- Storage API (hosted storage keeps the bytes apart from its table and
-- refuses direct deletes from it); once removed, the next call deletes the
-- rows. A removal that failed leaves the rows, so the next run tries again.

-- Whether an artwork file is still stored. storage.objects is the Storage
-- API's own record: a file it removed has no row there.
create or replace function private.artwork_file_stored(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from storage.objects as o where o.bucket_id = 'booking-artwork' and o.name = p_path);
$$;

revoke execute on function private.artwork_file_stored(text) from public, anon, authenticated;

-- Deletes what is older than the retention period: leads, records of uploaded
-- artwork, and bookings that ended before the cut-off. A lead or upload whose
-- file is still stored stays, and its path is answered for removal; call again
-- once the files are removed to delete those rows too.
create or replace function public.apply_retention()
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - make_interval(months => private.retention_months());
  due text[];
begin
  -- One caller at a time; a second finds the work done.
  if not pg_try_advisory_xact_lock(hashtextextended('apply-retention', 0)) then
    return;
  end if;

  -- Files past retention that are still stored. A file a kept lead still
  -- points at stays with it.
  select coalesce(array_agg(distinct p.path), '{}') into due
  from (
    select c.artwork_path as path from public.contact_inquiries as c
      where c.created_at < cutoff and c.artwork_path is not null
    union
    select a.object_path from public.artwork_uploads as a
      where a.created_at < cutoff
  ) as p
  where not exists (select 1 from public.contact_inquiries as k where k.artwork_path = p.path and k.created_at >= cutoff)
    and private.artwork_file_stored(p.path);

  delete from public.contact_inquiries as c
    where c.created_at < cutoff
      and (c.artwork_path is null or c.artwork_path <> all (due));

  delete from public.artwork_uploads as a
    where a.created_at < cutoff
      and a.object_path <> all (due)
      and not exists (select 1 from public.contact_inquiries as k where k.artwork_path = a.object_path);

  delete from public.bookings as b
    where b.created_at < cutoff
      and b.starts_on + b.cycles * 28 < (cutoff at time zone 'America/Toronto')::date;

  return query select unnest(due);
end;
$$;

revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

-- Deletes everything stored for one e-mail address, in one transaction: its
-- leads and the bookings they asked for, the records of its artwork, and its
-- newsletter subscription. A lead whose artwork file is still stored stays
-- (with its upload record), and the path is answered: the caller removes the
-- file through the Storage API (the admin may delete in that bucket) and
-- calls again, which then deletes the rest. The admin only.
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

  return query select unnest(due);
end;
$$;

revoke execute on function public.privacy_delete(text) from public, anon;
grant execute on function public.privacy_delete(text) to authenticated;
