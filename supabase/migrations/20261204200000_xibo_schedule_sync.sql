-- The boards' Xibo schedule follows the campaign, not only its first approval.
-- A newer approved version ends the older one's event on each board where it
-- starts (the older event's end is edited, or the event deleted when the newer
-- one starts at or before it), and a change of the campaign's dates (moved,
-- extended, its go-live set) moves the standing events to the new dates, or
-- removes an event the dates no longer cover.
--
-- What each board should show is decided here, from the approved versions in
-- the order the players' loading list runs them (public.artwork_running: the
-- later cycle first, then the board's own version, then the higher number):
-- public.xibo_campaign_plan. The xibo-publishing job compares it with the
-- events standing in Xibo (public.xibo_events) and makes the calls that close
-- the gap, recording each one (public.record_xibo_reschedule for an edit), so
-- a retry or a second run finds nothing left to do. Every change that can
-- move the schedule writes a xibo_publish message in its own transaction: an
-- approval, a change of the campaign's dates, and a board's display group
-- given, changed or taken away.
--
-- Replaces public.xibo_publication (20261203500000_xibo_publishing.sql), which
-- asked for one version alone. Restated (all last in
-- 20261203500000_xibo_publishing.sql): private.campaign_events_xibo, now also
-- writing a message on a change of the campaign's dates;
-- private.claim_outbox_channel and public.finish_xibo_message, so that one
-- campaign's Xibo messages are worked one at a time.

alter table public.xibo_events add column rescheduled_at timestamptz;

comment on column public.xibo_events.rescheduled_at is 'When the event''s dates were last edited in Xibo (a newer version, or the campaign''s dates changed).';

drop function public.xibo_publication(uuid);

-- The campaign's schedule in Xibo as it should stand now (null once the
-- campaign is cancelled, declined or expired): each approved version on each
-- of its boards in Xibo, from the campaign's go-live (the staff's or the
-- rule's; the board's own rule while another board still waits for artwork),
-- not before the cycle the version runs from, until the next version in the
-- loading list's order starts on that board or the end of the campaign's last
-- booked day (Toronto time); a version that never gets to play has no event.
-- With it: each such event already standing (event_id, and changed when its
-- dates differ), the standing events nothing asks for any more (removals), and
-- the versions' files with what Xibo already holds of them.
create or replace function public.xibo_campaign_plan(p_campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with campaign as (
    select c.id, c.reference, gl.go_live_at,
      (private.campaign_open_ends_on(c.id) + 1)::timestamp at time zone 'America/Toronto' as ends_at
    from public.campaigns as c
    left join public.campaign_go_live as gl on gl.campaign_id = c.id
    where c.id = p_campaign and c.status not in ('cancelled', 'declined', 'expired')
  ),
  candidate as (
    select v.id as version_id, vb.location_id, vb.board, vb.display_group_id, c.ends_at,
      -- The loading list's order of versions on a board (public.artwork_running).
      coalesce(v.applies_from, '-infinity'::date) as applies_from, (v.location_id is not null) as own_board, v.version,
      greatest(
        coalesce(c.go_live_at, public.artwork_go_live_at(vb.first_cycle, v.decided_at)),
        v.applies_from::timestamp at time zone 'America/Toronto') as from_at
    from campaign as c
    join public.artwork_versions as v on v.campaign_id = c.id and v.state = 'approved'
    cross join lateral private.xibo_version_boards(v.id) as vb
    where vb.display_group_id is not null
  ),
  wanted as (
    select k.*,
      least(k.ends_at, (
        select min(n.from_at) from candidate as n
         where n.location_id = k.location_id
           and (n.applies_from, n.own_board, n.version) > (k.applies_from, k.own_board, k.version))) as to_at
    from candidate as k
  ),
  desired as (
    select w.* from wanted as w where w.to_at > w.from_at
  ),
  standing as (
    select e.* from public.xibo_events as e where e.campaign_id = p_campaign and e.removed_at is null
  )
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'versions', coalesce((
      select jsonb_agg(jsonb_build_object(
          'version_id', v.id,
          'version', v.version,
          'storage_path', v.storage_path,
          'content_type', v.content_type,
          'media_id', (select m.media_id from public.xibo_media as m where m.version_id = v.id))
        order by v.version)
        from public.artwork_versions as v
       where v.id in (select d.version_id from desired as d)), '[]'::jsonb),
    'events', coalesce((
      select jsonb_agg(jsonb_build_object(
          'version_id', d.version_id,
          'location_id', d.location_id,
          'board', d.board,
          'display_group_id', d.display_group_id,
          'from_at', d.from_at,
          'to_at', d.to_at,
          'event_id', s.event_id,
          'changed', s.event_id is not null and (s.from_at <> d.from_at or s.to_at <> d.to_at))
        order by d.board, d.location_id, d.from_at)
        from desired as d
        left join standing as s
          on s.version_id = d.version_id and s.location_id = d.location_id and s.display_group_id = d.display_group_id), '[]'::jsonb),
    'removals', coalesce((
      select jsonb_agg(s.event_id order by s.event_id)
        from standing as s
       where not exists (
         select 1 from desired as d
          where d.version_id = s.version_id and d.location_id = s.location_id and d.display_group_id = s.display_group_id)), '[]'::jsonb)
  )
  from campaign as c;
$$;

revoke execute on function public.xibo_campaign_plan(uuid) from public, anon, authenticated;
grant execute on function public.xibo_campaign_plan(uuid) to service_role;

-- The event's dates were edited in Xibo: kept, and on the campaign's timeline
-- once (a retry that edits to the same dates records nothing).
create or replace function public.record_xibo_reschedule(p_message bigint, p_event_id integer, p_from timestamptz, p_to timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.xibo_events%rowtype;
begin
  select * into e from public.xibo_events as x where x.event_id = p_event_id and x.removed_at is null for update;
  if not found or (e.from_at = p_from and e.to_at = p_to) then
    return;
  end if;
  update public.xibo_events set from_at = p_from, to_at = p_to, rescheduled_at = now() where event_id = p_event_id;
  perform private.xibo_timeline(e.campaign_id, 'xibo_rescheduled',
    jsonb_build_object('message_id', p_message, 'event_id', e.event_id, 'version_id', e.version_id,
      'version', (select v.version from public.artwork_versions as v where v.id = e.version_id),
      'location_id', e.location_id, 'display_group_id', e.display_group_id,
      'from', p_from, 'to', p_to, 'previous_from', e.from_at, 'previous_to', e.to_at));
end;
$$;

revoke execute on function public.record_xibo_reschedule(bigint, integer, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.record_xibo_reschedule(bigint, integer, timestamptz, timestamptz) to service_role;

-- Approvals, changes of the campaign's dates and cancellations write their
-- Xibo message with their event, as the e-mails are written
-- (private.campaign_events_outbox): an approval when one of the version's
-- boards is in Xibo; a change of dates (one message each) or a cancellation
-- when the campaign has an event standing in Xibo or a publication still to
-- be made.
create or replace function private.campaign_events_xibo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_version uuid;
  v_in_xibo boolean;
begin
  if new.action = 'artwork_approved' and new.details ->> 'version_id' is not null then
    v_version := (new.details ->> 'version_id')::uuid;
    if exists (select 1 from private.xibo_version_boards(v_version) as vb where vb.display_group_id is not null) then
      perform private.enqueue_message('xibo_publish', new.campaign_id, jsonb_build_object('version_id', v_version),
        'xibo_publish:' || v_version::text);
    end if;
  elsif new.action in ('moved', 'extended', 'go_live_set')
     or (new.action = 'cancelled' and new.to_status = 'cancelled') then
    v_in_xibo := exists (select 1 from public.xibo_events as e where e.campaign_id = new.campaign_id and e.removed_at is null)
      or exists (select 1 from private.outbox as o where o.campaign_id = new.campaign_id and o.kind = 'xibo_publish');
    if not v_in_xibo then
      return null;
    end if;
    if new.action = 'cancelled' then
      perform private.enqueue_message('xibo_unpublish', new.campaign_id, '{}'::jsonb, 'xibo_unpublish:' || new.campaign_id::text);
    else
      perform private.enqueue_message('xibo_publish', new.campaign_id,
        jsonb_build_object('campaign_event_id', new.id, 'action', new.action),
        'xibo_publish:' || new.action || ':' || new.id::text);
    end if;
  end if;
  return null;
end;
$$;

revoke execute on function private.campaign_events_xibo() from public, anon, authenticated;

-- A board given a display group, moved to another or taken out of Xibo
-- changes what its running campaigns show there: each such campaign (one with
-- an approved version for the board, or an event standing on it) gets a
-- message, so its artwork is scheduled on the new group and taken off the old.
create or replace function private.board_xibo_display_groups_xibo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_location uuid := coalesce(new.location_id, old.location_id);
  v_campaign uuid;
begin
  if tg_op = 'UPDATE' and new.display_group_id = old.display_group_id then
    return null;
  end if;
  for v_campaign in
    select b.campaign_id
      from public.bookings as b
      join public.campaigns as c on c.id = b.campaign_id
     where b.location_id = v_location and b.status in ('requested', 'confirmed')
       and c.status not in ('cancelled', 'declined', 'expired', 'completed')
       and exists (select 1 from public.artwork_versions as v
                    where v.campaign_id = b.campaign_id and v.state = 'approved' and (v.location_id is null or v.location_id = v_location))
    union
    select e.campaign_id from public.xibo_events as e where e.location_id = v_location and e.removed_at is null
  loop
    perform private.enqueue_message('xibo_publish', v_campaign, jsonb_build_object('location_id', v_location),
      'xibo_publish:board:' || v_location::text || ':' || v_campaign::text || ':' || txid_current()::text);
  end loop;
  return null;
end;
$$;

revoke execute on function private.board_xibo_display_groups_xibo() from public, anon, authenticated;

create trigger board_xibo_display_groups_xibo after insert or update or delete on public.board_xibo_display_groups
  for each row execute function private.board_xibo_display_groups_xibo();

-- ---------------------------------------------------------------- one run per campaign at a time

-- Each Xibo message now brings its whole campaign to the plan, and a campaign
-- can have several waiting (an approval and a change of dates). Two runs
-- working on one campaign at once would both find an event missing and both
-- schedule it, so a campaign's Xibo messages are claimed one at a time: none
-- while another of the campaign's is claimed and its lease runs
-- (claimed_until, cleared when it finishes), and at most one per claim. The
-- Xibo claims take turns (a transaction lock), so each sees the one before.
alter table private.outbox add column claimed_until timestamptz;

comment on column private.outbox.claimed_until is 'A Xibo message''s claim: until then a run is making its calls, and no other message of its campaign is claimed.';

-- Restated from 20261203500000_xibo_publishing.sql: the Xibo channel as above; the e-mails' as before.
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
  if p_xibo then
    perform pg_advisory_xact_lock(hashtext('private.claim_outbox_channel:xibo'));
  end if;

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
    select o.id, o.campaign_id
      from private.outbox as o
     where o.sent_at is null and o.next_attempt_at <= now() and o.attempts < v_max
       and (o.kind in ('xibo_publish', 'xibo_unpublish')) = p_xibo
       and not (p_xibo and exists (
         select 1 from private.outbox as busy
          where busy.campaign_id = o.campaign_id and busy.id <> o.id and busy.sent_at is null
            and busy.kind in ('xibo_publish', 'xibo_unpublish') and busy.claimed_until > now()))
     order by o.next_attempt_at, o.id
     limit greatest(p_limit, 0)
     for update skip locked
  ), taken as (
    select d.id from due as d
     where not p_xibo or d.campaign_id is null
        or d.id = (select min(x.id) from due as x where x.campaign_id = d.campaign_id)
  ), claimed as (
    update private.outbox as o
       set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => p_lease_seconds),
           claimed_until = case when p_xibo then now() + make_interval(secs => p_lease_seconds) end
      from taken
     where o.id = taken.id
    returning o.id, o.kind, o.campaign_id, o.lead_id, o.payload, o.attempts
  )
  select coalesce(jsonb_agg(to_jsonb(claimed) order by claimed.id), '[]'::jsonb) into v_claimed from claimed;
  return v_claimed;
end;
$$;

revoke execute on function private.claim_outbox_channel(integer, integer, boolean) from public, anon, authenticated;

-- Restated from 20261203500000_xibo_publishing.sql: the message's claim ends with it.
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
    update private.outbox set sent_at = now(), next_attempt_at = null, last_error = null, claimed_until = null where id = p_id;
  elsif p_outcome = 'failed' then
    v_last := m.attempts >= private.outbox_max_attempts();
    update private.outbox
       set last_error = left(coalesce(p_error, 'unknown error'), 2000),
           claimed_until = null,
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
       set last_error = left(coalesce(p_error, 'nothing to do'), 2000), next_attempt_at = null, claimed_until = null
     where id = p_id;
  end if;
end;
$$;

revoke execute on function public.finish_xibo_message(bigint, text, text) from public, anon, authenticated;
grant execute on function public.finish_xibo_message(bigint, text, text) to service_role;
