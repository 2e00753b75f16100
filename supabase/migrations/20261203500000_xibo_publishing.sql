-- Approved artwork goes to the boards' Xibo CMS by itself: the version's file
-- is uploaded to the CMS library and scheduled on each of its boards' display
-- group from the go-live date to the campaign's end, and a cancelled
-- campaign's events are removed. As with the e-mails, the database writes what
-- is to be done in the transaction of the change (private.outbox, kinds
-- xibo_publish and xibo_unpublish) and a scheduled job (xibo-publishing, in
-- the scheduled-work function, supabase/functions/_shared/xibo-publishing.ts)
-- makes the calls, with the outbox's retries and backoff. Each call that
-- succeeds is kept (public.xibo_media, public.xibo_events), so a retry after a
-- failure goes on from where it stopped and never uploads or schedules twice,
-- and each call, or failure, is on the campaign's timeline.
--
-- Only boards the staff gave a Xibo display group are published to: a site
-- without a CMS writes nothing for Xibo at all.
--
-- Restated: public.claim_outbox_messages (20261201100000_outbox_given_up.sql),
-- now leaving the Xibo messages to their own job.

-- ---------------------------------------------------------------- the boards in Xibo

create table public.board_xibo_display_groups (
  location_id uuid primary key references public.billboard_locations (id) on delete cascade,
  -- Xibo's displayGroupId (a display's own group, or a group of displays).
  display_group_id integer not null constraint board_xibo_display_groups_id check (display_group_id > 0),
  created_at timestamptz not null default now()
);

comment on table public.board_xibo_display_groups is
  'The Xibo display group each board''s artwork is scheduled on. Admin only.';

alter table public.board_xibo_display_groups enable row level security;
revoke all on table public.board_xibo_display_groups from anon, authenticated;
grant select, insert, update, delete on table public.board_xibo_display_groups to authenticated;
grant all on table public.board_xibo_display_groups to service_role;

create policy "Admin reads board display groups" on public.board_xibo_display_groups for select to authenticated
  using ((select private.is_admin()));
create policy "Admin adds board display groups" on public.board_xibo_display_groups for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admin changes board display groups" on public.board_xibo_display_groups for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admin removes board display groups" on public.board_xibo_display_groups for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------- what Xibo holds

create table public.xibo_media (
  version_id uuid primary key references public.artwork_versions (id) on delete cascade,
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  -- Xibo's mediaId of the uploaded file.
  media_id integer not null check (media_id > 0),
  name text not null check (char_length(name) between 1 and 200),
  uploaded_at timestamptz not null default now()
);

create index xibo_media_campaign_idx on public.xibo_media (campaign_id);

create table public.xibo_events (
  -- Xibo's eventId of the schedule event.
  event_id integer primary key check (event_id > 0),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  version_id uuid references public.artwork_versions (id) on delete set null,
  location_id uuid references public.billboard_locations (id) on delete set null,
  display_group_id integer not null check (display_group_id > 0),
  from_at timestamptz not null,
  to_at timestamptz not null,
  scheduled_at timestamptz not null default now(),
  -- Set once the event is deleted in Xibo (or found gone there).
  removed_at timestamptz,
  constraint xibo_events_dates check (to_at > from_at)
);

create index xibo_events_campaign_idx on public.xibo_events (campaign_id);
-- One event per version and board while it stands: a retry finds it and schedules nothing more.
create unique index xibo_events_one_standing on public.xibo_events (version_id, location_id) where removed_at is null;

comment on table public.xibo_media is 'Approved artwork versions uploaded to the Xibo library (the xibo-publishing job). Admin reads; only the server writes.';
comment on table public.xibo_events is 'Schedule events made in Xibo for approved artwork, and their removal (the xibo-publishing job). Admin reads; only the server writes.';

alter table public.xibo_media enable row level security;
alter table public.xibo_events enable row level security;
revoke all on table public.xibo_media, public.xibo_events from anon, authenticated;
grant select on table public.xibo_media, public.xibo_events to authenticated;
grant all on table public.xibo_media, public.xibo_events to service_role;

create policy "Admin reads Xibo media" on public.xibo_media for select to authenticated using ((select private.is_admin()));
create policy "Admin reads Xibo events" on public.xibo_events for select to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------- the messages

alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue', 'proof_ready', 'invoice_issued', 'card_held', 'card_released',
  'xibo_publish', 'xibo_unpublish'
));

-- The boards a version runs on: its own board, or every board the campaign
-- still books; with the display group each has in Xibo (null: none given).
create or replace function private.xibo_version_boards(p_version uuid)
returns table (location_id uuid, board text, first_cycle date, display_group_id integer)
language sql
stable
security definer
set search_path = ''
as $$
  select b.location_id, l.name, min(b.starts_on), g.display_group_id
    from public.artwork_versions as v
    join public.bookings as b on b.campaign_id = v.campaign_id and b.status in ('requested', 'confirmed')
    join public.billboard_locations as l on l.id = b.location_id
    left join public.board_xibo_display_groups as g on g.location_id = b.location_id
   where v.id = p_version and (v.location_id is null or v.location_id = b.location_id)
   group by b.location_id, l.name, g.display_group_id;
$$;

revoke execute on function private.xibo_version_boards(uuid) from public, anon, authenticated;

-- Approvals and cancellations write their Xibo message with their event, as
-- the e-mails are written (private.campaign_events_outbox): an approval when
-- one of the version's boards is in Xibo, a cancellation when the campaign
-- has an event standing in Xibo or a publication still to be made.
create or replace function private.campaign_events_xibo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_version uuid;
begin
  if new.action = 'artwork_approved' and new.details ->> 'version_id' is not null then
    v_version := (new.details ->> 'version_id')::uuid;
    if exists (select 1 from private.xibo_version_boards(v_version) as vb where vb.display_group_id is not null) then
      perform private.enqueue_message('xibo_publish', new.campaign_id, jsonb_build_object('version_id', v_version),
        'xibo_publish:' || v_version::text);
    end if;
  elsif new.action = 'cancelled' and new.to_status = 'cancelled' then
    if exists (select 1 from public.xibo_events as e where e.campaign_id = new.campaign_id and e.removed_at is null)
       or exists (select 1 from private.outbox as o where o.campaign_id = new.campaign_id and o.kind = 'xibo_publish') then
      perform private.enqueue_message('xibo_unpublish', new.campaign_id, '{}'::jsonb, 'xibo_unpublish:' || new.campaign_id::text);
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.campaign_events_xibo() from public, anon, authenticated;

create trigger campaign_events_xibo after insert on public.campaign_events
  for each row execute function private.campaign_events_xibo();

-- ---------------------------------------------------------------- the claims

-- The claim of 20261201100000_outbox_given_up.sql for one of the outbox's two
-- readers: the e-mails (outbox-delivery) or the Xibo calls (xibo-publishing).
create or replace function private.claim_outbox_channel(p_limit integer, p_lease_seconds integer, p_xibo boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_max integer := private.outbox_max_attempts();
  v_claimed jsonb;
begin
  update private.outbox as o
     set next_attempt_at = null,
         last_error = coalesce(o.last_error, 'The delivery stopped during its last attempt.')
   where o.id in (
     select g.id
       from private.outbox as g
      where g.sent_at is null and g.next_attempt_at <= now() and g.attempts >= v_max
        and (g.kind in ('xibo_publish', 'xibo_unpublish')) = p_xibo
      for update skip locked
   );

  with due as (
    select o.id
      from private.outbox as o
     where o.sent_at is null and o.next_attempt_at <= now() and o.attempts < v_max
       and (o.kind in ('xibo_publish', 'xibo_unpublish')) = p_xibo
     order by o.next_attempt_at, o.id
     limit greatest(p_limit, 0)
     for update skip locked
  ), claimed as (
    update private.outbox as o
       set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => p_lease_seconds)
      from due
     where o.id = due.id
    returning o.id, o.kind, o.campaign_id, o.lead_id, o.payload, o.attempts
  )
  select coalesce(jsonb_agg(to_jsonb(claimed) order by claimed.id), '[]'::jsonb) into v_claimed from claimed;
  return v_claimed;
end;
$$;

revoke execute on function private.claim_outbox_channel(integer, integer, boolean) from public, anon, authenticated;

-- The e-mails' claim, as before, without the Xibo messages.
create or replace function public.claim_outbox_messages(p_limit integer, p_lease_seconds integer)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select private.claim_outbox_channel(p_limit, p_lease_seconds, false);
$$;

revoke execute on function public.claim_outbox_messages(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_messages(integer, integer) to service_role;

create or replace function public.claim_xibo_messages(p_limit integer, p_lease_seconds integer)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select private.claim_outbox_channel(p_limit, p_lease_seconds, true);
$$;

revoke execute on function public.claim_xibo_messages(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_xibo_messages(integer, integer) to service_role;

-- ---------------------------------------------------------------- what a message asks

-- A publication as it stands now: the version (null unless still approved and
-- its campaign not cancelled, declined or expired), its file, what Xibo
-- already holds of it, and each board in Xibo with its dates: from the
-- campaign's go-live (the staff's or the rule's; the board's own rule while
-- another board still waits for artwork), not before the cycle the version
-- runs from, to the end of the campaign's last booked day (Toronto time).
create or replace function public.xibo_publication(p_version uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'version_id', v.id,
    'campaign_id', v.campaign_id,
    'reference', c.reference,
    'version', v.version,
    'storage_path', v.storage_path,
    'content_type', v.content_type,
    'media_id', (select m.media_id from public.xibo_media as m where m.version_id = v.id),
    'boards', coalesce((
      select jsonb_agg(jsonb_build_object(
          'location_id', vb.location_id,
          'board', vb.board,
          'display_group_id', vb.display_group_id,
          'from_at', greatest(
            coalesce(gl.go_live_at, public.artwork_go_live_at(vb.first_cycle, v.decided_at)),
            v.applies_from::timestamp at time zone 'America/Toronto'),
          'to_at', (private.campaign_open_ends_on(v.campaign_id) + 1)::timestamp at time zone 'America/Toronto',
          'event_id', (select e.event_id from public.xibo_events as e
                        where e.version_id = v.id and e.location_id = vb.location_id and e.removed_at is null))
        order by vb.board)
        from private.xibo_version_boards(v.id) as vb
       where vb.display_group_id is not null), '[]'::jsonb)
  )
  from public.artwork_versions as v
  join public.campaigns as c on c.id = v.campaign_id
  left join public.campaign_go_live as gl on gl.campaign_id = v.campaign_id
  where v.id = p_version and v.state = 'approved' and c.status not in ('cancelled', 'declined', 'expired');
$$;

revoke execute on function public.xibo_publication(uuid) from public, anon, authenticated;
grant execute on function public.xibo_publication(uuid) to service_role;

-- The campaign's events still standing in Xibo, to remove.
create or replace function public.xibo_standing_events(p_campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(e.event_id order by e.event_id), '[]'::jsonb)
    from public.xibo_events as e
   where e.campaign_id = p_campaign and e.removed_at is null;
$$;

revoke execute on function public.xibo_standing_events(uuid) from public, anon, authenticated;
grant execute on function public.xibo_standing_events(uuid) to service_role;

-- ---------------------------------------------------------------- each call kept

create or replace function private.xibo_timeline(p_campaign uuid, p_action text, p_details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
begin
  select c.status into v_status from public.campaigns as c where c.id = p_campaign;
  if found then
    perform private.record_campaign_event(p_campaign, p_action, v_status, v_status, null, p_details);
  end if;
end;
$$;

revoke execute on function private.xibo_timeline(uuid, text, jsonb) from public, anon, authenticated;

-- The version's file is in the Xibo library as p_media_id.
create or replace function public.record_xibo_upload(p_message bigint, p_version uuid, p_media_id integer, p_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v public.artwork_versions%rowtype;
begin
  select * into v from public.artwork_versions as a where a.id = p_version;
  if not found then
    return;
  end if;
  insert into public.xibo_media (version_id, campaign_id, media_id, name)
  values (v.id, v.campaign_id, p_media_id, left(p_name, 200))
  on conflict (version_id) do nothing;
  if found then
    perform private.xibo_timeline(v.campaign_id, 'xibo_uploaded',
      jsonb_build_object('message_id', p_message, 'version_id', v.id, 'version', v.version, 'media_id', p_media_id, 'name', left(p_name, 200)));
  end if;
end;
$$;

revoke execute on function public.record_xibo_upload(bigint, uuid, integer, text) from public, anon, authenticated;
grant execute on function public.record_xibo_upload(bigint, uuid, integer, text) to service_role;

-- The version is scheduled on the board's display group as event p_event_id.
create or replace function public.record_xibo_schedule(
  p_message bigint, p_version uuid, p_location uuid, p_event_id integer, p_display_group integer, p_from timestamptz, p_to timestamptz
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
  select * into v from public.artwork_versions as a where a.id = p_version;
  if not found then
    return;
  end if;
  -- Against the campaign's cancellation (which updates the row): whichever
  -- comes second sees the other, so an event made meanwhile is removed too.
  select c.status into v_status from public.campaigns as c where c.id = v.campaign_id for share;
  insert into public.xibo_events (event_id, campaign_id, version_id, location_id, display_group_id, from_at, to_at)
  values (p_event_id, v.campaign_id, v.id, p_location, p_display_group, p_from, p_to)
  on conflict do nothing;
  if found then
    perform private.xibo_timeline(v.campaign_id, 'xibo_scheduled',
      jsonb_build_object('message_id', p_message, 'version_id', v.id, 'version', v.version, 'location_id', p_location,
        'event_id', p_event_id, 'display_group_id', p_display_group, 'from', p_from, 'to', p_to));
  end if;
  if v_status = 'cancelled' then
    perform private.enqueue_message('xibo_unpublish', v.campaign_id, '{}'::jsonb,
      'xibo_unpublish:' || v.campaign_id::text || ':' || p_event_id::text);
  end if;
end;
$$;

revoke execute on function public.record_xibo_schedule(bigint, uuid, uuid, integer, integer, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.record_xibo_schedule(bigint, uuid, uuid, integer, integer, timestamptz, timestamptz) to service_role;

-- The event is gone from Xibo: deleted now, or already gone (p_gone).
create or replace function public.record_xibo_removal(p_message bigint, p_event_id integer, p_gone boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.xibo_events%rowtype;
begin
  update public.xibo_events as x set removed_at = now()
   where x.event_id = p_event_id and x.removed_at is null
  returning * into e;
  if found then
    perform private.xibo_timeline(e.campaign_id, 'xibo_unscheduled',
      jsonb_strip_nulls(jsonb_build_object('message_id', p_message, 'event_id', e.event_id, 'location_id', e.location_id,
        'already_gone', case when p_gone then true end)));
  end if;
end;
$$;

revoke execute on function public.record_xibo_removal(bigint, integer, boolean) from public, anon, authenticated;
grant execute on function public.record_xibo_removal(bigint, integer, boolean) to service_role;

-- A Xibo message's end: done; failed (on the timeline, tried again after the
-- outbox's backoff until its last attempt, then given up and left on the
-- staff's worklist); or skipped with the reason (nothing to do).
create or replace function public.finish_xibo_message(p_id bigint, p_outcome text, p_error text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m private.outbox%rowtype;
  v_last boolean;
begin
  if p_outcome not in ('done', 'failed', 'skipped') then
    raise exception 'finish_xibo_message: unknown outcome %', p_outcome;
  end if;
  select * into m from private.outbox as o
   where o.id = p_id and o.sent_at is null and o.kind in ('xibo_publish', 'xibo_unpublish')
   for update;
  if not found then
    return;
  end if;
  if p_outcome = 'done' then
    update private.outbox set sent_at = now(), next_attempt_at = null, last_error = null where id = p_id;
  elsif p_outcome = 'failed' then
    v_last := m.attempts >= private.outbox_max_attempts();
    update private.outbox
       set last_error = left(coalesce(p_error, 'unknown error'), 2000),
           next_attempt_at = case
             when v_last then null
             else now() + least(make_interval(secs => 60 * power(2, greatest(m.attempts - 1, 0))::integer), interval '6 hours')
           end
     where id = p_id;
    if m.campaign_id is not null then
      perform private.xibo_timeline(m.campaign_id, 'xibo_failed',
        jsonb_build_object('message_id', m.id, 'kind', m.kind, 'attempt', m.attempts, 'given_up', v_last,
          'error', left(coalesce(p_error, 'unknown error'), 500)));
    end if;
  else
    update private.outbox
       set last_error = left(coalesce(p_error, 'nothing to do'), 2000), next_attempt_at = null
     where id = p_id;
  end if;
end;
$$;

revoke execute on function public.finish_xibo_message(bigint, text, text) from public, anon, authenticated;
grant execute on function public.finish_xibo_message(bigint, text, text) to service_role;

-- ---------------------------------------------------------------- the job

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('xibo-publishing', '* * * * *', 'function', 'scheduled-work',
   'Uploads approved artwork to the Xibo CMS and schedules it on its boards; removes a cancelled campaign''s events; a failed call again once its backoff has passed.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

do $$
begin
  perform private.schedule_jobs();
end;
$$;
