-- Billboard locations for the map: the public reads active ones; only the
-- admin sees inactive ones and writes.

create table if not exists public.billboard_locations (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint billboard_locations_name_length check (char_length(btrim(name)) between 1 and 200),
  address text not null
    constraint billboard_locations_address_length check (char_length(btrim(address)) between 1 and 300),
  latitude double precision not null
    constraint billboard_locations_latitude_range check (latitude between -90 and 90),
  longitude double precision not null
    constraint billboard_locations_longitude_range check (longitude between -180 and 180),
  media_type text not null
    constraint billboard_locations_media_type_length check (char_length(btrim(media_type)) between 1 and 100),
  description text
    constraint billboard_locations_description_length check (char_length(description) <= 5000),
  -- Shown as <img src> and <a href> on the map: http(s) or a site path only.
  thumbnail_image_1 text
    constraint billboard_locations_thumbnail_1_url check (thumbnail_image_1 ~ '^(https?://|/(?!/))'),
  thumbnail_image_2 text
    constraint billboard_locations_thumbnail_2_url check (thumbnail_image_2 ~ '^(https?://|/(?!/))'),
  sales_sheet_pdf_url text
    constraint billboard_locations_sales_sheet_url check (sales_sheet_pdf_url ~ '^(https?://|/(?!/))'),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

comment on table public.billboard_locations is 'Billboard faces shown on the map. Public: active only. Admin: everything.';

-- The map's query: active locations ordered by name.
create index if not exists billboard_locations_active_name_idx
  on public.billboard_locations (is_active, name);

alter table public.billboard_locations enable row level security;

revoke all on table public.billboard_locations from anon, authenticated;
grant select on table public.billboard_locations to anon, authenticated;
grant insert, update, delete on table public.billboard_locations to authenticated;
grant all on table public.billboard_locations to service_role;

drop policy if exists "Public reads active locations" on public.billboard_locations;
create policy "Public reads active locations"
  on public.billboard_locations for select
  to anon
  using (is_active);

-- Separate from the anon policy: anon cannot execute private.is_admin().
drop policy if exists "Signed-in users read active locations, the admin reads all" on public.billboard_locations;
create policy "Signed-in users read active locations, the admin reads all"
  on public.billboard_locations for select
  to authenticated
  using (is_active or (select private.is_admin()));

drop policy if exists "Admin creates locations" on public.billboard_locations;
create policy "Admin creates locations"
  on public.billboard_locations for insert
  to authenticated
  with check ((select private.is_admin()));

drop policy if exists "Admin updates locations" on public.billboard_locations;
create policy "Admin updates locations"
  on public.billboard_locations for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

drop policy if exists "Admin deletes locations" on public.billboard_locations;
create policy "Admin deletes locations"
  on public.billboard_locations for delete
  to authenticated
  using ((select private.is_admin()));
