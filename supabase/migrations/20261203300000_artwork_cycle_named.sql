-- A new artwork version names the cycle it is for, and a late one is refused
-- in words that say which deadline it missed and which later cycle it may
-- still apply to. Before, a version without a cycle was moved to the next
-- open one without a word, and an upload after the last deadline was told to
-- call us without being told when the deadline had been.

-- ---------------------------------------------------------------- dates in words

-- 'Mon Dec 7': formatDay's day (booking-cycles.ts) without its year, for a
-- sentence about dates a few weeks apart.
create or replace function private.day_words_short(p_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_day, 'Dy Mon FMDD');
$$;

revoke execute on function private.day_words_short(date) from public;

-- ---------------------------------------------------------------- the rule

-- Why a version for the cycle starting p_cycle (of the campaign, and board
-- when given) cannot be taken at p_now, in the advertiser's words; null when
-- it can. The deadline is public.artwork_deadline's (the end of the day, in
-- Toronto, ARTWORK_REVIEW.changeDeadlineBusinessDays business days before).
create or replace function private.artwork_cycle_refusal(p_campaign uuid, p_location uuid, p_cycle date, p_now timestamptz)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_later date;
begin
  if p_cycle is null then
    return 'Choose the cycle this version is for.';
  end if;
  if p_cycle not in (select s from private.campaign_cycle_starts(p_campaign, p_location) as s) then
    return format('This campaign has no cycle starting %s.', private.day_words_short(p_cycle));
  end if;
  if public.artwork_deadline(p_cycle) > p_now then
    return null;
  end if;
  select s into v_later from private.campaign_cycle_starts(p_campaign, p_location) as s
  where s > p_cycle and public.artwork_deadline(s) > p_now
  order by s limit 1;
  return format('Artwork for the cycle starting %s was due by the end of %s. ', private.day_words_short(p_cycle),
      private.day_words_short(private.business_days_before(p_cycle, private.artwork_deadline_business_days())))
    || case when v_later is null then 'No later cycle of this campaign is still open for artwork: please call us.'
       else format('It can still apply to the cycle starting %s.', private.day_words_short(v_later)) end;
end;
$$;

revoke execute on function private.artwork_cycle_refusal(uuid, uuid, date, timestamptz) from public, anon, authenticated;

-- ---------------------------------------------------------------- the version's insert

-- As before, with the cycle now required: the advertiser's own choice is
-- judged, never replaced by another.
create or replace function private.artwork_versions_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  f public.artwork_files%rowtype;
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
  if exists (
    select 1 from public.artwork_versions as v
    where v.campaign_id = new.campaign_id and v.state = 'pending' and v.location_id is not distinct from new.location_id
  ) and new.state = 'pending' then
    raise exception using errcode = 'P0001',
      message = 'Your previous version is still waiting for our review. You can upload another once it is decided.', detail = 'artwork_pending';
  end if;
  new.version := coalesce((select max(v.version) from public.artwork_versions as v where v.campaign_id = new.campaign_id), 0) + 1;
  return new;
end;
$$;

-- ---------------------------------------------------------------- the upload path

-- The artwork-version function, as the signed-in advertiser: a new private
-- path for their campaign (and board) and the cycle they chose, or the
-- refusal in words when it is not theirs or that cycle's deadline has passed.
drop function public.begin_artwork_upload(uuid, uuid, text, bigint);

create function public.begin_artwork_upload(p_campaign uuid, p_location uuid, p_content_type text, p_bytes bigint, p_applies_from date)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_path text;
  v_refusal text;
begin
  if (select private.caller_advertiser_id()) is null or not private.caller_owns_campaign(p_campaign) then
    raise exception using errcode = '42501', message = 'This campaign is not yours.';
  end if;
  if p_location is not null and not exists (
    select 1 from public.bookings as b where b.campaign_id = p_campaign and b.location_id = p_location and b.status in ('requested', 'confirmed')
  ) then
    raise exception using errcode = 'P0001', message = 'This board is not part of the campaign.', detail = 'artwork_board';
  end if;
  v_refusal := private.artwork_cycle_refusal(p_campaign, p_location, p_applies_from, now());
  if v_refusal is not null then
    raise exception using errcode = 'P0001', message = v_refusal,
      detail = case when p_applies_from is null then 'artwork_cycle' else 'artwork_deadline' end;
  end if;
  v_path := format('campaigns/%s/%s.%s', p_campaign, gen_random_uuid(), case p_content_type when 'image/png' then 'png' else 'jpg' end);
  insert into public.artwork_files (object_path, campaign_id, location_id, uploaded_by, content_type, declared_bytes)
  values (v_path, p_campaign, p_location, (select auth.uid()), p_content_type, p_bytes);
  return v_path;
end;
$$;

revoke execute on function public.begin_artwork_upload(uuid, uuid, text, bigint, date) from public, anon;
grant execute on function public.begin_artwork_upload(uuid, uuid, text, bigint, date) to authenticated;
