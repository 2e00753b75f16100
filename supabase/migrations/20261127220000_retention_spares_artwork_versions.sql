-- Retention as in 20261125153000, except that a file an artwork version
-- still points at is not removed: a request's artwork becomes its campaign's
-- first version, and the campaign (not subject to retention) still shows and
-- runs it. The old lead and its upload record go; the file stays with the
-- version, and goes when the campaign does (privacy_delete answers it).

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

  -- Files past retention that are still stored. A file a kept lead or an
  -- artwork version still points at stays.
  select coalesce(array_agg(distinct p.path), '{}') into due
  from (
    select c.artwork_path as path from public.contact_inquiries as c
      where c.created_at < cutoff and c.artwork_path is not null
    union
    select a.object_path from public.artwork_uploads as a
      where a.created_at < cutoff
  ) as p
  where not exists (select 1 from public.contact_inquiries as k where k.artwork_path = p.path and k.created_at >= cutoff)
    and not exists (select 1 from public.artwork_versions as v where v.storage_path = p.path)
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
