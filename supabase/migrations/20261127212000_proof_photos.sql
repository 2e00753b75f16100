-- Proof that an ad ran: photos of it on the board, per board and cycle of a
-- campaign. The staff upload them (resized in the browser) to a private
-- bucket; the advertiser reads the rows of their own campaigns and opens each
-- photo through a short-lived signed URL, which storage makes only for an
-- object the caller may read. Nobody but the admin writes.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'proof-photos',
  'proof-photos',
  false,
  5242880, -- 5 MiB: far above a 1600 px JPEG, far below anything unreasonable
  array['image/jpeg']
)
on conflict (id) do update
  set name = excluded.name,
      public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create table public.proof_photos (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  location_id uuid not null references public.billboard_locations (id) on delete cascade,
  -- The first day of one of the booking's cycles (checked by the trigger below).
  cycle_start date not null,
  -- '<campaign id>/<random uuid>.jpg' in the proof-photos bucket.
  storage_path text not null
    constraint proof_photos_storage_path_key unique
    constraint proof_photos_storage_path_shape check (storage_path ~ '^[0-9a-f-]{36}/[0-9a-f-]{36}\.jpg$'),
  taken_at timestamptz not null,
  -- The size after the browser's resize (longest side at most 1600 px).
  width integer not null constraint proof_photos_width check (width between 1 and 1600),
  height integer not null constraint proof_photos_height check (height between 1 and 1600),
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint proof_photos_path_in_campaign check (split_part(storage_path, '/', 1) = campaign_id::text)
);

create index proof_photos_campaign_idx on public.proof_photos (campaign_id, location_id, cycle_start, taken_at);

comment on table public.proof_photos is
  'Photos of a campaign''s ad on a board in one cycle (bucket proof-photos). Admin writes and reads all; the advertiser reads their own.';

alter table public.proof_photos enable row level security;
revoke all on table public.proof_photos from anon, authenticated;
grant select, insert, delete on table public.proof_photos to authenticated;
grant all on table public.proof_photos to service_role;

create policy "Admin reads proof photos" on public.proof_photos for select to authenticated
  using ((select private.is_admin()));
create policy "Advertiser reads own proof photos" on public.proof_photos for select to authenticated
  using ((select private.caller_advertiser_id()) is not null and private.caller_owns_campaign(campaign_id));
create policy "Admin adds proof photos" on public.proof_photos for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admin removes proof photos" on public.proof_photos for delete to authenticated
  using ((select private.is_admin()));

-- A photo belongs to a cycle the campaign really booked on that board, and
-- names a file that was uploaded: otherwise the advertiser would be shown a
-- proof of something that never ran, or a broken picture.
create or replace function private.check_proof_photo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1
    from public.bookings as b
    where b.campaign_id = new.campaign_id
      and b.location_id = new.location_id
      and b.status = 'confirmed'
      and new.cycle_start >= b.starts_on
      and new.cycle_start < b.starts_on + 28 * b.cycles
      and (new.cycle_start - b.starts_on) % 28 = 0
  ) then
    raise exception using
      errcode = 'P0001',
      message = 'This campaign has no booking on that board for that cycle.',
      detail = 'proof_photo_cycle';
  end if;
  if not exists (select 1 from storage.objects as o where o.bucket_id = 'proof-photos' and o.name = new.storage_path) then
    raise exception using
      errcode = 'P0001',
      message = 'The photo was not uploaded.',
      detail = 'proof_photo_missing';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_proof_photo() from public, anon, authenticated;

create trigger proof_photos_check
  before insert on public.proof_photos
  for each row execute function private.check_proof_photo();

-- Storage: the admin uploads, reads and removes; an advertiser may read (and
-- so have a signed URL made for) only a file recorded as a photo of one of
-- their own campaigns. No UPDATE: a photo is replaced by removing it.
create policy "Admin uploads proof photos" on storage.objects for insert to authenticated
  with check (bucket_id = 'proof-photos' and (select private.is_admin()));
create policy "Admin reads proof photo files" on storage.objects for select to authenticated
  using (bucket_id = 'proof-photos' and (select private.is_admin()));
create policy "Admin removes proof photo files" on storage.objects for delete to authenticated
  using (bucket_id = 'proof-photos' and (select private.is_admin()));
create policy "Advertiser reads own proof photo files" on storage.objects for select to authenticated
  using (
    bucket_id = 'proof-photos'
    and exists (
      select 1
      from public.proof_photos as p
      where p.storage_path = objects.name and private.caller_owns_campaign(p.campaign_id)
    )
  );
