-- Storage object names with invisible formatting characters are refused in
-- every bucket: bidirectional embeddings, overrides and isolates, zero-width
-- characters, the directional marks and the BOM, the class a single-line
-- field of the contact form refuses (INVISIBLE_FORMATTING in
-- supabase/functions/_shared/business-rules.ts; business-rules-catalog.test.ts
-- keeps the two in agreement). A name is shown in lists, links and downloaded
-- files' names, where "evil<U+202E>gnp.exe" reads as "evilexe.png".
--
-- The condition is added to the policies that let a role write an object
-- (triggers on storage.objects, owned by another role on hosted projects, are
-- not ours to add): each is restated whole from its latest migration, with
-- the name check in its WITH CHECK. The booking-artwork bucket has no such
-- policy: it is written only through signed upload URLs, for names the
-- database shapes (artwork_uploads, artwork_files). The service role is bound
-- by no policy; the functions that name objects with it check the same class
-- (_shared/object-names.ts).

create or replace function private.has_invisible_formatting(p_text text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_text ~ '[\u202a-\u202e\u2066-\u2069\u200b-\u200f\ufeff]';
$$;

comment on function private.has_invisible_formatting(text) is
  'Whether the text holds a bidirectional control (U+202A-U+202E, U+2066-U+2069), a zero-width character or directional mark (U+200B-U+200F) or the BOM (U+FEFF): INVISIBLE_FORMATTING of business-rules.ts.';

revoke execute on function private.has_invisible_formatting(text) from public, anon;
grant execute on function private.has_invisible_formatting(text) to authenticated, service_role;

-- From 20260101000500_storage_blog_images.sql.
drop policy if exists "Admin uploads blog images" on storage.objects;
create policy "Admin uploads blog images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'blog-images' and (select private.is_admin()) and not private.has_invisible_formatting(name));

drop policy if exists "Admin replaces blog images" on storage.objects;
create policy "Admin replaces blog images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()))
  with check (bucket_id = 'blog-images' and (select private.is_admin()) and not private.has_invisible_formatting(name));

-- From 20261124060000_location_storage.sql.
drop policy if exists "Admin uploads location files" on storage.objects;
create policy "Admin uploads location files"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()) and not private.has_invisible_formatting(name));

drop policy if exists "Admin replaces location files" on storage.objects;
create policy "Admin replaces location files"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()))
  with check (bucket_id in ('location-photos', 'location-sales-sheets') and (select private.is_admin()) and not private.has_invisible_formatting(name));

-- From 20261127212000_proof_photos.sql.
drop policy if exists "Admin uploads proof photos" on storage.objects;
create policy "Admin uploads proof photos" on storage.objects for insert to authenticated
  with check (bucket_id = 'proof-photos' and (select private.is_admin()) and not private.has_invisible_formatting(name));
