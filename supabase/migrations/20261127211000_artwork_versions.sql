-- An advertiser's artwork as versions the staff approve or send back.
--
--   public.artwork_files     each upload path issued to an advertiser, and the
--                            server's check of the file's bytes (type by its
--                            magic number, decoded width and height). Written
--                            by the artwork-version function only.
--   public.artwork_versions  a campaign's artwork, version by version (per
--                            board when the campaign's screens differ in size),
--                            pending, approved or rejected with a reason.
--
-- An advertiser reads their own versions and inserts a new one only for their
-- own campaign, only for a file whose bytes the server checked, and only
-- before the deadline of the cycle it applies from; its state is never theirs
-- to set (no column grant). Decisions go through approve_artwork and
-- reject_artwork (admin only), each recorded as a campaign event with who and
-- when. The files stay in the private booking-artwork bucket, under
-- campaigns/<campaign id>/; the admin reads them (existing policy), the
-- advertiser reads their own campaign's, both through short-lived signed URLs.

create type public.artwork_state as enum ('pending', 'approved', 'rejected');
create type public.artwork_reject_reason as enum ('wrong_size', 'illegible_text', 'too_much_text', 'low_contrast', 'content_not_accepted', 'other');

-- ---------------------------------------------------------------- the rules

-- Business days before a cycle's start by which its artwork must be in (sale-rules.ts ARTWORK_REVIEW.changeDeadlineBusinessDays).
create or replace function private.artwork_deadline_business_days()
returns integer
language sql
immutable
set search_path = ''
as $$ select 3 $$;

-- Hours after approval before an ad goes live (sale-rules.ts ARTWORK_REVIEW.goLiveHoursAfterApproval).
create or replace function private.artwork_go_live_hours()
returns integer
language sql
immutable
set search_path = ''
as $$ select 48 $$;

-- The day p_n business days before p_day. A business day is Monday to Friday;
-- public holidays are not known to the site and count as business days.
create or replace function private.business_days_before(p_day date, p_n integer)
returns date
language plpgsql
immutable
set search_path = ''
as $$
declare
  d date := p_day;
  left_to_count integer := p_n;
begin
  while left_to_count > 0 loop
    d := d - 1;
    if extract(isodow from d) < 6 then
      left_to_count := left_to_count - 1;
    end if;
  end loop;
  return d;
end;
$$;

-- SECURITY DEFINER (here and below) so callers need no rights on the private
-- helpers, which policies and views call for every role.
-- Until when artwork for the cycle starting p_cycle_start is accepted: the end
-- of the day (Toronto time) that is the deadline's number of business days
-- before the start. A cycle starting Monday Dec 7 takes artwork until the end
-- of Wednesday Dec 2.
create or replace function public.artwork_deadline(p_cycle_start date)
returns timestamptz
language sql
immutable
security definer
set search_path = ''
as $$
  select ((private.business_days_before(p_cycle_start, private.artwork_deadline_business_days()) + 1)::timestamp at time zone 'America/Toronto');
$$;

grant execute on function public.artwork_deadline(date) to anon, authenticated, service_role;

-- When a campaign goes live by the rule alone: the later of its first cycle's
-- start (midnight, Toronto time) and its artwork's approval plus the go-live
-- hours; null while it waits for approved artwork.
create or replace function public.artwork_go_live_at(p_first_cycle date, p_approved_at timestamptz)
returns timestamptz
language sql
immutable
security definer
set search_path = ''
as $$
  select case when p_first_cycle is null or p_approved_at is null then null
    else greatest(p_first_cycle::timestamp at time zone 'America/Toronto', p_approved_at + make_interval(hours => private.artwork_go_live_hours()))
  end;
$$;

grant execute on function public.artwork_go_live_at(date, timestamptz) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- uploaded files and their check

create table public.artwork_files (
  object_path text primary key
    constraint artwork_files_object_path_shape check (object_path ~ '^campaigns/[0-9a-f-]{36}/[0-9a-f-]{36}\.(jpg|png)$'),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  location_id uuid references public.billboard_locations (id) on delete set null,
  uploaded_by uuid references auth.users (id) on delete set null,
  content_type text not null
    constraint artwork_files_content_type check (content_type in ('image/jpeg', 'image/png')),
  declared_bytes bigint not null
    constraint artwork_files_size check (declared_bytes between 1 and 10485760),
  -- Filled by the server once it has read the stored file: what its bytes are.
  checked_at timestamptz,
  width integer check (width between 1 and 20000),
  height integer check (height between 1 and 20000),
  bytes bigint check (bytes between 1 and 10485760),
  created_at timestamptz not null default now(),
  constraint artwork_files_checked check ((checked_at is null) = (width is null) and (width is null) = (height is null) and (height is null) = (bytes is null))
);

create index artwork_files_campaign_idx on public.artwork_files (campaign_id);

alter table public.artwork_files enable row level security;
revoke all on table public.artwork_files from anon, authenticated;
grant select on table public.artwork_files to authenticated;
grant all on table public.artwork_files to service_role;

create policy "Admin reads artwork files" on public.artwork_files for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- versions

create table public.artwork_versions (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  -- The one board it is for, when the campaign's screens differ in size; null: every board of the campaign.
  location_id uuid references public.billboard_locations (id) on delete set null,
  version integer not null check (version >= 1),
  -- In the private booking-artwork bucket: campaigns/<campaign>/<id>.<ext>, or a request's requests/... file.
  storage_path text not null unique,
  content_type text not null
    constraint artwork_versions_content_type check (content_type in ('image/jpeg', 'image/png')),
  -- Read from the file's bytes; null only for artwork a prospect attached to a request before it was checked.
  width integer check (width between 1 and 20000),
  height integer check (height between 1 and 20000),
  bytes bigint
    constraint artwork_versions_size check (bytes between 1 and 10485760),
  state public.artwork_state not null default 'pending',
  reject_reason public.artwork_reject_reason,
  staff_comment text check (char_length(staff_comment) <= 1000),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  uploaded_by uuid references auth.users (id) on delete set null,
  -- 'request': attached to the booking request; 'upload': uploaded from the account.
  source text not null default 'upload' check (source in ('request', 'upload')),
  -- The first day of the cycle it runs from; null: from the campaign's first cycle.
  applies_from date,
  created_at timestamptz not null default now(),
  constraint artwork_versions_number_key unique (campaign_id, version),
  constraint artwork_versions_decision check ((state = 'pending') = (decided_at is null)),
  constraint artwork_versions_reason check ((state = 'rejected') = (reject_reason is not null)),
  constraint artwork_versions_checked check (source = 'request' or (width is not null and height is not null and bytes is not null and applies_from is not null))
);

-- At most one version waits for review per campaign and board: a second
-- upload waits until the first is decided.
create unique index artwork_versions_one_pending_idx on public.artwork_versions
  (campaign_id, coalesce(location_id, '00000000-0000-0000-0000-000000000000'::uuid)) where state = 'pending';
create index artwork_versions_queue_idx on public.artwork_versions (created_at) where state = 'pending';
create index artwork_versions_campaign_idx on public.artwork_versions (campaign_id, version);

comment on table public.artwork_versions is
  'A campaign''s artwork, version by version: pending, approved or rejected (with a reason). Decided only through approve_artwork / reject_artwork.';

alter table public.artwork_versions enable row level security;
revoke all on table public.artwork_versions from anon, authenticated;
grant select on table public.artwork_versions to authenticated;
-- What an advertiser may name in a new version; everything else the trigger fills or the staff decide.
grant insert (campaign_id, location_id, storage_path, applies_from) on table public.artwork_versions to authenticated;
grant all on table public.artwork_versions to service_role;

create policy "Admin reads artwork versions" on public.artwork_versions for select to authenticated using ((select private.is_admin()));
create policy "Advertiser reads own artwork versions" on public.artwork_versions for select to authenticated
  using ((select private.caller_advertiser_id()) is not null and private.caller_owns_campaign(campaign_id));

-- The cycle starts of a campaign's live bookings (on one board, or all).
create or replace function private.campaign_cycle_starts(p_campaign uuid, p_location uuid)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select distinct b.starts_on + 28 * k
  from public.bookings as b, generate_series(0, b.cycles - 1) as k
  where b.campaign_id = p_campaign and b.status in ('requested', 'confirmed')
    and (p_location is null or b.location_id = p_location)
  order by 1;
$$;

revoke execute on function private.campaign_cycle_starts(uuid, uuid) from public, anon, authenticated;

-- The first cycle whose artwork deadline has not passed, as of p_now; null when none is left.
create or replace function public.artwork_next_open_cycle(p_campaign uuid, p_location uuid default null, p_now timestamptz default now())
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select s from private.campaign_cycle_starts(p_campaign, p_location) as s
  where public.artwork_deadline(s) > p_now
    and ((select private.is_admin()) or private.caller_owns_campaign(p_campaign) or (select auth.role()) = 'service_role')
  order by s limit 1;
$$;

revoke execute on function public.artwork_next_open_cycle(uuid, uuid, timestamptz) from public, anon;
grant execute on function public.artwork_next_open_cycle(uuid, uuid, timestamptz) to authenticated, service_role;

-- A new version from an advertiser: only their own checked file, for a cycle
-- whose deadline has not passed, numbered after the campaign's last version,
-- pending. Only an upload from a signed-in session is checked so: a
-- request's artwork (source 'request') comes from the database's own trigger,
-- whoever submitted the request, and the service role writes freely.
create or replace function private.artwork_versions_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  f public.artwork_files%rowtype;
  v_open date;
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
    v_open := public.artwork_next_open_cycle(new.campaign_id, new.location_id, now());
    if v_open is null then
      raise exception using errcode = 'P0001',
        message = 'The deadline for artwork changes has passed for every cycle of this campaign. Please call us.', detail = 'artwork_deadline';
    end if;
    if new.applies_from is null then
      new.applies_from := v_open;
    elsif new.applies_from < v_open or new.applies_from not in (select s from private.campaign_cycle_starts(new.campaign_id, new.location_id) as s) then
      raise exception using errcode = 'P0001',
        message = format('Artwork for the cycle starting %s was due by the end of %s.', private.day_words(new.applies_from),
          private.day_words(private.business_days_before(new.applies_from, private.artwork_deadline_business_days()))),
        detail = 'artwork_deadline';
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

revoke execute on function private.artwork_versions_guard() from public, anon, authenticated;

create trigger artwork_versions_guard before insert on public.artwork_versions
  for each row execute function private.artwork_versions_guard();

create policy "Advertiser adds a version to own campaign before the deadline" on public.artwork_versions for insert to authenticated
  with check (
    (select private.caller_advertiser_id()) is not null
    and private.caller_owns_campaign(campaign_id)
    and state = 'pending'
    and decided_at is null
    and uploaded_by = (select auth.uid())
    and applies_from is not null
    and public.artwork_deadline(applies_from) > now()
  );

-- ---------------------------------------------------------------- the upload path

-- The artwork-version function, as the signed-in advertiser: a new private
-- path for their campaign (and board), recorded with who asked, or a refusal
-- when it is not theirs or every deadline has passed.
create or replace function public.begin_artwork_upload(p_campaign uuid, p_location uuid, p_content_type text, p_bytes bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_path text;
begin
  if (select private.caller_advertiser_id()) is null or not private.caller_owns_campaign(p_campaign) then
    raise exception using errcode = '42501', message = 'This campaign is not yours.';
  end if;
  if p_location is not null and not exists (
    select 1 from public.bookings as b where b.campaign_id = p_campaign and b.location_id = p_location and b.status in ('requested', 'confirmed')
  ) then
    raise exception using errcode = 'P0001', message = 'This board is not part of the campaign.', detail = 'artwork_board';
  end if;
  if public.artwork_next_open_cycle(p_campaign, p_location, now()) is null then
    raise exception using errcode = 'P0001',
      message = 'The deadline for artwork changes has passed for every cycle of this campaign. Please call us.', detail = 'artwork_deadline';
  end if;
  v_path := format('campaigns/%s/%s.%s', p_campaign, gen_random_uuid(), case p_content_type when 'image/png' then 'png' else 'jpg' end);
  insert into public.artwork_files (object_path, campaign_id, location_id, uploaded_by, content_type, declared_bytes)
  values (v_path, p_campaign, p_location, (select auth.uid()), p_content_type, p_bytes);
  return v_path;
end;
$$;

revoke execute on function public.begin_artwork_upload(uuid, uuid, text, bigint) from public, anon;
grant execute on function public.begin_artwork_upload(uuid, uuid, text, bigint) to authenticated;

-- The function's record of what the stored file's bytes are (service role only).
create or replace function public.record_artwork_check(p_path text, p_content_type text, p_width integer, p_height integer, p_bytes bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.artwork_files
     set checked_at = now(), width = p_width, height = p_height, bytes = p_bytes
   where object_path = p_path and content_type = p_content_type;
$$;

revoke execute on function public.record_artwork_check(text, text, integer, integer, bigint) from public, anon, authenticated;
grant execute on function public.record_artwork_check(text, text, integer, integer, bigint) to service_role;

-- The upload the function is asked to check: its campaign and type, when the caller is the one who asked for it.
create or replace function public.artwork_file_for_check(p_path text)
returns table (campaign_id uuid, content_type text, checked boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select f.campaign_id, f.content_type, f.checked_at is not null
  from public.artwork_files as f
  where f.object_path = p_path and f.uploaded_by = (select auth.uid());
$$;

revoke execute on function public.artwork_file_for_check(text) from public, anon;
grant execute on function public.artwork_file_for_check(text) to authenticated;

-- An advertiser reads their own campaign's files (to show their own versions); the admin reads all (existing policy).
create or replace function private.caller_reads_artwork_object(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.artwork_versions as v
    where v.storage_path = p_name and private.caller_owns_campaign(v.campaign_id)
  );
$$;

revoke execute on function private.caller_reads_artwork_object(text) from public, anon;
grant execute on function private.caller_reads_artwork_object(text) to authenticated;

create policy "Advertiser reads own campaign artwork" on storage.objects for select to authenticated
  using (bucket_id = 'booking-artwork' and (select private.caller_advertiser_id()) is not null and private.caller_reads_artwork_object(name));

-- ---------------------------------------------------------------- decisions

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

revoke execute on function private.decide_artwork(uuid, public.artwork_state, public.artwork_reject_reason, text) from public, anon, authenticated;

create or replace function public.approve_artwork(p_version uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.decide_artwork(p_version, 'approved', null, null);
$$;

create or replace function public.reject_artwork(p_version uuid, p_reason public.artwork_reject_reason, p_comment text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_reason is null then
    raise exception using errcode = 'P0001', message = 'Choose the reason the artwork is sent back.', detail = 'artwork_reason';
  end if;
  perform private.decide_artwork(p_version, 'rejected', p_reason, p_comment);
end;
$$;

revoke execute on function public.approve_artwork(uuid) from public, anon;
revoke execute on function public.reject_artwork(uuid, public.artwork_reject_reason, text) from public, anon;
grant execute on function public.approve_artwork(uuid) to authenticated;
grant execute on function public.reject_artwork(uuid, public.artwork_reject_reason, text) to authenticated;

-- The advertiser's timeline shows changes of state only; "artwork approved"
-- keeps the campaign's state, so it reaches their timeline through this view.
create view public.artwork_milestones
with (security_invoker = true)
as
select v.campaign_id, 'artwork_approved'::text as action, v.decided_at as occurred_at, v.id as version_id, v.version, v.location_id
from public.artwork_versions as v
where v.state = 'approved';

revoke all on public.artwork_milestones from anon, authenticated;
grant select on public.artwork_milestones to authenticated, service_role;

-- ---------------------------------------------------------------- what runs

-- The approved version that runs for one campaign on board p_location in the
-- cycle starting p_cycle_start: the one applying from the latest cycle not
-- after it, a board's own artwork before the campaign's general one, the
-- newest version first. One row per campaign booked on that board then.
create or replace function public.artwork_running(p_location uuid, p_cycle_start date)
returns setof public.artwork_versions
language sql
stable
set search_path = ''
as $$
  select distinct on (v.campaign_id) v.*
  from public.artwork_versions as v
  join public.bookings as b on b.campaign_id = v.campaign_id and b.location_id = p_location and b.status = 'confirmed'
    and p_cycle_start >= b.starts_on and p_cycle_start < b.starts_on + 28 * b.cycles
    and (p_cycle_start - b.starts_on) % 28 = 0
  where v.state = 'approved'
    and (v.location_id = p_location or v.location_id is null)
    and coalesce(v.applies_from, '-infinity'::date) <= p_cycle_start
  order by v.campaign_id, coalesce(v.applies_from, '-infinity'::date) desc, (v.location_id is not null) desc, v.version desc;
$$;

revoke execute on function public.artwork_running(uuid, date) from public, anon;
grant execute on function public.artwork_running(uuid, date) to authenticated, service_role;

-- ---------------------------------------------------------------- go-live

-- The staff's own go-live date for a campaign, with why; the rule's otherwise.
create table public.campaign_go_live_overrides (
  campaign_id uuid primary key references public.campaigns (id) on delete cascade,
  go_live_at timestamptz not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  set_by uuid references auth.users (id) on delete set null,
  set_at timestamptz not null default now()
);

alter table public.campaign_go_live_overrides enable row level security;
revoke all on table public.campaign_go_live_overrides from anon, authenticated;
grant select on table public.campaign_go_live_overrides to authenticated;
grant all on table public.campaign_go_live_overrides to service_role;

create policy "Admin reads go-live overrides" on public.campaign_go_live_overrides for select to authenticated using ((select private.is_admin()));
create policy "Advertiser reads own go-live override" on public.campaign_go_live_overrides for select to authenticated
  using ((select private.caller_advertiser_id()) is not null and private.caller_owns_campaign(campaign_id));

create or replace function public.set_go_live(p_campaign uuid, p_at timestamptz, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
begin
  perform private.require_admin();
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if p_reason is null or btrim(p_reason) = '' then
    raise exception using errcode = 'P0001', message = 'Say why the go-live date changes.', detail = 'go_live_reason';
  end if;
  if p_at is null then
    delete from public.campaign_go_live_overrides where campaign_id = p_campaign;
  else
    insert into public.campaign_go_live_overrides (campaign_id, go_live_at, reason, set_by, set_at)
    values (p_campaign, p_at, btrim(p_reason), (select auth.uid()), now())
    on conflict (campaign_id) do update
      set go_live_at = excluded.go_live_at, reason = excluded.reason, set_by = excluded.set_by, set_at = excluded.set_at;
  end if;
  perform private.record_campaign_event(p_campaign, 'go_live_set', v_status, v_status, p_reason, jsonb_build_object('go_live_at', p_at));
end;
$$;

revoke execute on function public.set_go_live(uuid, timestamptz, text) from public, anon;
grant execute on function public.set_go_live(uuid, timestamptz, text) to authenticated;

-- Each campaign's go-live: the rule's date (its first cycle; the moment every
-- board has approved artwork, the latest board's first approval), the staff's
-- override, and the one that holds. Read through the caller's own rights.
create view public.campaign_go_live
with (security_invoker = true)
as
with boards as (
  select b.campaign_id, b.location_id, min(b.starts_on) as starts_on
  from public.bookings as b
  where b.status in ('requested', 'confirmed')
  group by b.campaign_id, b.location_id
),
board_approval as (
  select bo.campaign_id, bo.location_id, bo.starts_on,
    (select min(v.decided_at) from public.artwork_versions as v
      where v.campaign_id = bo.campaign_id and v.state = 'approved' and (v.location_id = bo.location_id or v.location_id is null)) as approved_at
  from boards as bo
),
per_campaign as (
  select campaign_id, min(starts_on) as first_cycle,
    case when bool_and(approved_at is not null) then max(approved_at) end as approved_at
  from board_approval
  group by campaign_id
)
select c.id as campaign_id, p.first_cycle, p.approved_at,
  public.artwork_go_live_at(p.first_cycle, p.approved_at) as rule_go_live_at,
  o.go_live_at as override_at, o.reason as override_reason, o.set_at as override_set_at,
  coalesce(o.go_live_at, public.artwork_go_live_at(p.first_cycle, p.approved_at)) as go_live_at
from public.campaigns as c
left join per_campaign as p on p.campaign_id = c.id
left join public.campaign_go_live_overrides as o on o.campaign_id = c.id;

revoke all on public.campaign_go_live from anon, authenticated;
grant select on public.campaign_go_live to authenticated, service_role;

-- ---------------------------------------------------------------- a request's artwork

-- A prospect's request artwork becomes the first pending version of its
-- campaign, for the staff to review like any other.
create or replace function private.request_artwork_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_path text;
begin
  if new.lead_id is null then
    return new;
  end if;
  select l.artwork_path into v_path from public.contact_inquiries as l where l.id = new.lead_id;
  if v_path is null or exists (select 1 from public.artwork_versions as v where v.storage_path = v_path) then
    return new;
  end if;
  insert into public.artwork_versions (campaign_id, version, storage_path, content_type, bytes, source, state)
  select new.id, 1, v_path,
    coalesce(u.content_type, case when v_path like '%.png' then 'image/png' else 'image/jpeg' end),
    u.size_bytes, 'request', 'pending'
  from (select 1) as one
  left join public.artwork_uploads as u on u.object_path = v_path;
  return new;
end;
$$;

revoke execute on function private.request_artwork_version() from public, anon, authenticated;

create trigger campaigns_request_artwork after insert on public.campaigns
  for each row execute function private.request_artwork_version();

insert into public.artwork_versions (campaign_id, version, storage_path, content_type, bytes, source, state, created_at)
select distinct on (l.artwork_path) c.id, 1, l.artwork_path,
  coalesce(u.content_type, case when l.artwork_path like '%.png' then 'image/png' else 'image/jpeg' end),
  u.size_bytes, 'request', 'pending', l.created_at
from public.campaigns as c
join public.contact_inquiries as l on l.id = c.lead_id
left join public.artwork_uploads as u on u.object_path = l.artwork_path
where l.artwork_path is not null
  and not exists (select 1 from public.artwork_versions as v where v.campaign_id = c.id)
order by l.artwork_path, c.created_at;
