-- Files of the billboard locations the admin manages at /admin/locations:
-- photos (the same limits as blog images) and sales sheets (PDF only). Both
-- buckets are public: the map and its list link to the files directly, which
-- needs no policy. Only the admin writes; only the admin may list (a SELECT
-- policy for anyone else would make the buckets listable).
-- RLS on storage.objects is already enabled by Supabase (and by the local
-- bootstrap); altering that table is not allowed on hosted projects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  (
    'location-photos',
    'location-photos',
    true,
    5242880, -- 5 MiB, as blog-images
    -- No SVG: it can carry script.
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
  ),
  (
    'location-sales-sheets',
    'location-sales-sheets',
    true,
    10485760, -- 10 MiB: a one-page sheet with photos
    array['application/pdf']
  )
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Admin reads location files" on storage.objects;
create policy "Admin reads location files"
  on storage.objects for select
  to authenticated
  using (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()));

drop policy if exists "Admin uploads location files" on storage.objects;
create policy "Admin uploads location files"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()));

drop policy if exists "Admin replaces location files" on storage.objects;
create policy "Admin replaces location files"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()))
  with check (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()));

drop policy if exists "Admin deletes location files" on storage.objects;
create policy "Admin deletes location files"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()));
