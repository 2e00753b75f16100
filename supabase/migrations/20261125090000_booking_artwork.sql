-- Artwork a prospect attaches to a booking request: a private bucket. Nobody
-- uploads through the normal path (no INSERT, UPDATE or DELETE policy for
-- anon or a signed-in user): the create-artwork-upload function, with the
-- service role, issues a signed upload URL for one new, unguessable path, and
-- storage accepts the file on that URL by its own signed token, not by these
-- policies. Only the admin reads (to open the artwork of a request) and
-- deletes. No SELECT policy for anyone else: the bucket is neither readable
-- nor listable by the public, and it is not public, so there is no public URL.
-- RLS on storage.objects is already enabled by Supabase (and by the local
-- bootstrap); altering that table is not allowed on hosted projects.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'booking-artwork',
  'booking-artwork',
  false,
  10485760, -- 10 MiB: a print-quality still for an LED board
  -- The board's player takes raster stills; no SVG (it can carry script).
  array['image/jpeg', 'image/png']
)
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Admin reads booking artwork" on storage.objects;
create policy "Admin reads booking artwork"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'booking-artwork' and (select private.is_admin()));

drop policy if exists "Admin deletes booking artwork" on storage.objects;
create policy "Admin deletes booking artwork"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'booking-artwork' and (select private.is_admin()));

-- Every signed upload URL the function issued: which path, for which address,
-- when. The per-address count below keeps anyone from filling the bucket, and
-- a later request can check that an artwork path it is given was issued here.
create table if not exists public.artwork_uploads (
  id uuid primary key default gen_random_uuid(),
  object_path text not null
    constraint artwork_uploads_object_path_key unique
    constraint artwork_uploads_object_path_shape check (object_path ~ '^requests/[0-9]{4}-[0-9]{2}/[0-9a-f-]{36}\.(jpg|png)$'),
  content_type text not null
    constraint artwork_uploads_content_type check (content_type in ('image/jpeg', 'image/png')),
  size_bytes bigint not null
    constraint artwork_uploads_size check (size_bytes between 1 and 10485760),
  -- 'unknown' when the platform gave no address: those callers share one limit.
  client_address text not null
    constraint artwork_uploads_client_address_length check (char_length(client_address) <= 64),
  created_at timestamptz not null default now()
);

create index if not exists artwork_uploads_address_idx on public.artwork_uploads (client_address, created_at);

comment on table public.artwork_uploads is
  'Signed upload URLs issued for booking artwork (bucket booking-artwork). Written by the create-artwork-upload function with the service role; the admin reads them.';

alter table public.artwork_uploads enable row level security;
revoke all on table public.artwork_uploads from anon, authenticated;
grant select on table public.artwork_uploads to authenticated;
grant all on table public.artwork_uploads to service_role;

drop policy if exists "Admin reads artwork uploads" on public.artwork_uploads;
create policy "Admin reads artwork uploads"
  on public.artwork_uploads for select
  to authenticated
  using ((select private.is_admin()));

-- Records one issued upload, unless the address has had `p_rate_max` in the
-- last `p_rate_window_seconds`: the count and the insert run under an advisory
-- lock on the address, so simultaneous calls cannot all take the last one.
-- Answers 'issued' or 'rate_limited'.
create or replace function public.record_artwork_upload(
  p_object_path text,
  p_content_type text,
  p_size_bytes bigint,
  p_client_address text,
  p_rate_max integer,
  p_rate_window_seconds integer
)
returns text
language plpgsql
set search_path = ''
as $$
declare
  address text := coalesce(nullif(p_client_address, ''), 'unknown');
begin
  perform pg_advisory_xact_lock(hashtextextended('artwork-upload-address:' || address, 0));
  if (
    select count(*)
    from public.artwork_uploads as a
    where a.client_address = address
      and a.created_at >= now() - make_interval(secs => p_rate_window_seconds)
  ) >= p_rate_max then
    return 'rate_limited';
  end if;

  insert into public.artwork_uploads (object_path, content_type, size_bytes, client_address)
  values (p_object_path, p_content_type, p_size_bytes, address);
  return 'issued';
end;
$$;

revoke execute on function public.record_artwork_upload(text, text, bigint, text, integer, integer) from public, anon, authenticated;
grant execute on function public.record_artwork_upload(text, text, bigint, text, integer, integer) to service_role;
