-- An advertiser may replace a version still waiting for review with a new
-- file: the new one takes its place (its version number, and the one place
-- a pending version holds per campaign and board) and is what the staff
-- review. A version already approved or sent back stays as it was decided.

alter table public.artwork_versions add column replaces uuid;

comment on column public.artwork_versions.replaces is
  'The pending version this one took the place of (removed when replaced; its file stays in artwork_files).';

-- What an advertiser may name in a new version, now with the version it replaces.
grant insert (replaces) on table public.artwork_versions to authenticated;

-- As before (20261203300000_artwork_cycle_named.sql), and a version naming
-- the one it replaces removes it and takes its number, under the row's lock:
-- a staff decision on the old one either comes first (and the replacement is
-- refused) or finds it gone.
create or replace function private.artwork_versions_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  f public.artwork_files%rowtype;
  r public.artwork_versions%rowtype;
  v_refusal text;
begin
  perform pg_advisory_xact_lock(hashtextextended('artwork-versions:' || new.campaign_id::text, 0));
  if (select auth.role()) = 'authenticated' and new.source = 'upload' then
    select * into f from public.artwork_files as a where a.object_path = new.storage_path;
    if not found or f.campaign_id <> new.campaign_id or f.checked_at is null then
      raise exception using errcode = 'P0001', message = 'This file has not been checked. Please upload the artwork again.', detail = 'artwork_unchecked';
    end if;
    if f.uploaded_by is distinct from (select auth.uid()) then
      raise exception using errcode = '42501', message = 'This file was uploaded by someone else.';
    end if;
    new.location_id := f.location_id;
    new.content_type := f.content_type;
    new.width := f.width;
    new.height := f.height;
    new.bytes := f.bytes;
    new.state := 'pending';
    new.reject_reason := null;
    new.staff_comment := null;
    new.decided_by := null;
    new.decided_at := null;
    new.uploaded_by := (select auth.uid());
    new.source := 'upload';
    new.created_at := now();
    v_refusal := private.artwork_cycle_refusal(new.campaign_id, new.location_id, new.applies_from, now());
    if v_refusal is not null then
      raise exception using errcode = 'P0001', message = v_refusal,
        detail = case when new.applies_from is null then 'artwork_cycle' else 'artwork_deadline' end;
    end if;
  end if;
  if new.replaces is not null then
    select * into r from public.artwork_versions as v where v.id = new.replaces for update;
    if not found or r.campaign_id <> new.campaign_id then
      raise exception using errcode = 'P0001',
        message = 'The version you are replacing is no longer there. Reload the page to see your versions.', detail = 'artwork_replaced';
    end if;
    if r.state <> 'pending' then
      raise exception using errcode = 'P0001',
        message = format('Version %s is already %s: it can no longer be replaced. Upload a new version instead.', r.version,
          case r.state when 'rejected' then 'sent back' else r.state::text end),
        detail = 'artwork_decided';
    end if;
    if r.location_id is distinct from new.location_id then
      raise exception using errcode = 'P0001', message = 'The new file is for another board than the version it replaces.', detail = 'artwork_board';
    end if;
    delete from public.artwork_versions as v where v.id = r.id;
    new.version := r.version;
    return new;
  end if;
  if exists (
    select 1 from public.artwork_versions as v
    where v.campaign_id = new.campaign_id and v.state = 'pending' and v.location_id is not distinct from new.location_id
  ) and new.state = 'pending' then
    raise exception using errcode = 'P0001',
      message = 'Your previous version is still waiting for our review: replace it, or upload another once it is decided.', detail = 'artwork_pending';
  end if;
  new.version := coalesce((select max(v.version) from public.artwork_versions as v where v.campaign_id = new.campaign_id), 0) + 1;
  return new;
end;
$$;

-- As before (20261127211000_artwork_versions.sql), and a decision on a
-- version the advertiser has just replaced says so, for the staff to review
-- the new file.
create or replace function private.decide_artwork(
  p_version uuid, p_state public.artwork_state, p_reason public.artwork_reject_reason, p_comment text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.artwork_versions%rowtype;
  v_status public.campaign_status;
begin
  perform private.require_admin();
  select * into v from public.artwork_versions as a where a.id = p_version for update;
  if not found then
    if exists (select 1 from public.artwork_versions as a where a.replaces = p_version) then
      raise exception using errcode = 'P0001',
        message = 'The advertiser replaced this version with a new file. Reload to review the new one.', detail = 'artwork_replaced';
    end if;
    raise exception using errcode = 'P0001', message = 'No artwork version with this id.', detail = 'artwork_missing';
  end if;
  if v.state <> 'pending' then
    raise exception using errcode = 'P0001', message = format('Version %s is already %s.', v.version, v.state), detail = 'artwork_decided';
  end if;
  update public.artwork_versions
     set state = p_state, reject_reason = p_reason, staff_comment = nullif(btrim(p_comment), ''),
         decided_by = (select auth.uid()), decided_at = now()
   where id = p_version;
  select c.status into v_status from public.campaigns as c where c.id = v.campaign_id;
  -- The campaign's state does not change: from and to are both the current one.
  perform private.record_campaign_event(
    v.campaign_id, 'artwork_' || p_state::text, v_status, v_status, p_comment,
    jsonb_build_object('version_id', v.id, 'version', v.version, 'location_id', v.location_id, 'reject_reason', p_reason)
  );
end;
$$;
