-- Images for blog posts. The bucket is public, so images are served through
-- public URLs, which need no policy. Only the admin writes.
--
-- No SELECT policy for anon or ordinary users: one would make the bucket
-- listable. The admin gets one because upsert, remove and list read the rows.
-- RLS on storage.objects is already enabled by Supabase (and by the local
-- bootstrap); altering that table is not allowed on hosted projects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'blog-images',
  'blog-images',
  true,
  5242880, -- 5 MiB
  -- No SVG: it can carry script.
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
)
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Admin reads blog images" on storage.objects;
create policy "Admin reads blog images"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));

drop policy if exists "Admin uploads blog images" on storage.objects;
create policy "Admin uploads blog images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'blog-images' and (select private.is_admin()));

drop policy if exists "Admin replaces blog images" on storage.objects;
create policy "Admin replaces blog images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()))
  with check (bucket_id = 'blog-images' and (select private.is_admin()));

drop policy if exists "Admin deletes blog images" on storage.objects;
create policy "Admin deletes blog images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));
