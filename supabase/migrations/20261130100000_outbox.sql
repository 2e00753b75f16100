-- Every change the advertiser must hear of writes its e-mail in its own
-- transaction: a row of private.outbox, drained by one scheduled job
-- (outbox-delivery). The staff's browser used to call the e-mail function
-- after each RPC, so whatever it forgot (a phone sale, a closed tab) was
-- never sent. A rolled-back change writes no row; a committed one is sent by
-- the job even if nobody is looking, and a failure is retried with backoff and
-- stays visible (last_error).
--
-- The row names what to tell and about what; the job builds the e-mail when it
-- sends it, from the campaign as it stands, through the one mailer
-- (supabase/functions/_shared/outbox-delivery.ts). Each kind is written once per
-- thing it tells of (dedupe_key); a re-send by the staff is a new row.

create table if not exists private.outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected')),
  campaign_id uuid references public.campaigns (id) on delete cascade,
  lead_id uuid references public.contact_inquiries (id) on delete set null,
  payload jsonb not null default '{}'::jsonb,
  dedupe_key text not null unique check (char_length(dedupe_key) between 1 and 200),
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  -- Null once nothing more is to be tried (sent, or nothing to send).
  next_attempt_at timestamptz default now(),
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  recipient text check (char_length(recipient) <= 320),
  resend_of bigint references private.outbox (id) on delete set null
);

create index if not exists outbox_due on private.outbox (next_attempt_at) where sent_at is null;
create index if not exists outbox_campaign on private.outbox (campaign_id);

revoke all on private.outbox from public, anon, authenticated;

comment on table private.outbox is 'E-mails to send, written in the transaction of the change they tell of; the outbox-delivery job sends each (service role through claim_outbox_messages / finish_outbox_message).';

-- Writes one message unless one with the same key exists; answers its id, or
-- null when it was already written.
create or replace function private.enqueue_message(p_kind text, p_campaign uuid, p_payload jsonb, p_dedupe_key text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into private.outbox (kind, campaign_id, lead_id, payload, dedupe_key)
  values (p_kind, p_campaign, (select c.lead_id from public.campaigns as c where c.id = p_campaign), coalesce(p_payload, '{}'::jsonb), p_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function private.enqueue_message(text, uuid, jsonb, text) from public, anon, authenticated;

-- Every transition records its event (private.record_campaign_event), so the
-- events are where the messages are written: whichever function made the
-- change, in its transaction. A confirmation whose event says notify=false
-- (a phone sale the staff chose not to e-mail, with their reason) writes none.
create or replace function private.campaign_events_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.action in ('confirmed', 'declined', 'cancelled') and new.to_status::text = new.action then
    if new.action = 'confirmed' and new.details ->> 'notify' = 'false' then
      return null;
    end if;
    perform private.enqueue_message(new.action, new.campaign_id, jsonb_build_object('event_id', new.id), new.action || ':' || new.campaign_id::text);
  elsif new.action in ('artwork_approved', 'artwork_rejected') and new.details ->> 'version_id' is not null then
    perform private.enqueue_message(new.action, new.campaign_id, jsonb_build_object('version_id', new.details ->> 'version_id'),
      new.action || ':' || (new.details ->> 'version_id'));
  end if;
  return null;
end;
$$;

revoke execute on function private.campaign_events_outbox() from public, anon, authenticated;

drop trigger if exists campaign_events_outbox on public.campaign_events;
create trigger campaign_events_outbox after insert on public.campaign_events
  for each row execute function private.campaign_events_outbox();

-- The delivery job, every minute; a new message also nudges it at once (below).
insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('outbox-delivery', '* * * * *', 'function', 'scheduled-work',
   'Sends the e-mails the changes wrote to the outbox; a failed one again once its backoff has passed.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

do $$
begin
  perform private.schedule_jobs();
end;
$$;

-- A new message wakes the job rather than waiting for its minute: hosted,
-- through pg_net (its request leaves only once this transaction commits, so a
-- rolled-back change calls nothing); the local backend listens for the
-- notification. Where pg_net or its secrets are missing the minute's run
-- sends it, and the change itself never fails for want of a nudge.
create or replace function private.outbox_nudge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('outbox', '');
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    begin
      perform private.call_scheduled_function('outbox-delivery');
    exception when others then
      raise notice 'outbox: the delivery job was not nudged (%); its schedule sends the message', sqlerrm;
    end;
  end if;
  return null;
end;
$$;

revoke execute on function private.outbox_nudge() from public, anon, authenticated;

drop trigger if exists outbox_nudge on private.outbox;
create trigger outbox_nudge after insert on private.outbox
  for each statement execute function private.outbox_nudge();

-- The job's claim: due messages, each locked and skipped by any other run
-- (for update skip locked), leased for p_lease_seconds (next_attempt_at moves
-- past the lease, so a run that died leaves them to a later one). Answers a
-- jsonb array of {id, kind, campaign_id, lead_id, payload, attempts}.
create or replace function public.claim_outbox_messages(p_limit integer, p_lease_seconds integer, p_max_attempts integer)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  with due as (
    select o.id
      from private.outbox as o
     where o.sent_at is null and o.next_attempt_at <= now() and o.attempts < p_max_attempts
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
  select coalesce(jsonb_agg(to_jsonb(claimed) order by claimed.id), '[]'::jsonb) from claimed;
$$;

revoke execute on function public.claim_outbox_messages(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_messages(integer, integer, integer) to service_role;

-- The job's answer for one claimed message:
--   sent     recorded with its address, and on the campaign's timeline
--            (action 'emailed': kind, to, note, message_id);
--   failed   the error kept, tried again after 1, 2, 4 ... minutes (at most 6 hours);
--   skipped  nothing to send (no address, the campaign gone): kept with the reason, not tried again.
-- A message already sent is left as it is.
create or replace function public.finish_outbox_message(p_id bigint, p_outcome text, p_recipient text, p_error text, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m private.outbox%rowtype;
  v_status public.campaign_status;
begin
  if p_outcome not in ('sent', 'failed', 'skipped') then
    raise exception 'finish_outbox_message: unknown outcome %', p_outcome;
  end if;
  select * into m from private.outbox as o where o.id = p_id and o.sent_at is null for update;
  if not found then
    return;
  end if;
  if p_outcome = 'sent' then
    update private.outbox
       set sent_at = now(), next_attempt_at = null, last_error = null, recipient = left(p_recipient, 320)
     where id = p_id;
    select c.status into v_status from public.campaigns as c where c.id = m.campaign_id;
    if found then
      perform private.record_campaign_event(m.campaign_id, 'emailed', v_status, v_status, null,
        jsonb_strip_nulls(jsonb_build_object('kind', m.kind, 'to', left(p_recipient, 320), 'note', left(p_note, 40), 'message_id', m.id)));
    end if;
  elsif p_outcome = 'failed' then
    update private.outbox
       set last_error = left(coalesce(p_error, 'unknown error'), 2000),
           next_attempt_at = now() + least(make_interval(secs => 60 * power(2, greatest(m.attempts - 1, 0))::integer), interval '6 hours')
     where id = p_id;
  else
    update private.outbox
       set last_error = left(coalesce(p_error, 'nothing to send'), 2000), next_attempt_at = null
     where id = p_id;
  end if;
end;
$$;

revoke execute on function public.finish_outbox_message(bigint, text, text, text, text) from public, anon, authenticated;
grant execute on function public.finish_outbox_message(bigint, text, text, text, text) to service_role;

-- The campaign's messages for the staff's page: every one written, with its state.
create or replace function public.campaign_messages(p_campaign uuid)
returns table (
  id bigint, kind text, created_at timestamptz, attempts integer, next_attempt_at timestamptz, sent_at timestamptz,
  last_error text, recipient text, resend_of bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
  select o.id, o.kind, o.created_at, o.attempts, o.next_attempt_at, o.sent_at, o.last_error, o.recipient, o.resend_of
    from private.outbox as o
   where o.campaign_id = p_campaign
   order by o.created_at, o.id;
end;
$$;

revoke execute on function public.campaign_messages(uuid) from public, anon;
grant execute on function public.campaign_messages(uuid) to authenticated, service_role;

-- The staff send a message again (sent, or failed for good): a new row with
-- the same kind and payload, which the job sends as it sends any.
create or replace function public.resend_campaign_message(p_message bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  m private.outbox%rowtype;
  v_id bigint;
begin
  perform private.require_admin();
  select * into m from private.outbox as o where o.id = p_message;
  if not found or m.campaign_id is null then
    raise exception using errcode = 'P0001', message = 'No message with this id.', detail = 'message_missing';
  end if;
  if m.sent_at is null and m.next_attempt_at is not null then
    raise exception using errcode = 'P0001', message = 'This message is still being sent.', detail = 'message_pending';
  end if;
  insert into private.outbox (kind, campaign_id, lead_id, payload, dedupe_key, resend_of)
  values (m.kind, m.campaign_id, m.lead_id, m.payload, m.dedupe_key || ':again:' || gen_random_uuid()::text, m.id)
  returning id into v_id;
  return v_id;
end;
$$;

revoke execute on function public.resend_campaign_message(bigint) from public, anon;
grant execute on function public.resend_campaign_message(bigint) to authenticated, service_role;

-- What the messages say beyond the notice: the campaign's total and the
-- deposit's verdict once cancelled (campaign_deposit_refund_terms), from one
-- read by the job (service role).
create or replace function public.campaign_message_facts(p_campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'paid_cents', private.campaign_paid_cents(c.id),
    'refundable', t.refundable,
    'days_before', t.days_before,
    'first_cycle_on', t.first_cycle_on,
    'refund_notice_days', private.deposit_refund_notice_days()
  )
  from public.campaigns as c
  left join public.campaign_deposit_refund_terms as t on t.campaign_id = c.id
  where c.id = p_campaign;
$$;

revoke execute on function public.campaign_message_facts(uuid) from public, anon, authenticated;
grant execute on function public.campaign_message_facts(uuid) to service_role;

-- A phone sale may go without the customer's e-mail only with the staff's
-- reason, recorded on its timeline. Otherwise as in 20261127140000_campaigns.sql
-- (the arguments before p_notify unchanged, so earlier callers still work).
drop function if exists public.create_phone_sale(uuid, uuid[], date, integer, text);

create or replace function public.create_phone_sale(
  p_advertiser uuid,
  p_location_ids uuid[],
  p_starts_on date,
  p_cycles integer,
  p_name text default null,
  p_notify boolean default true,
  p_no_notice_reason text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_campaign uuid;
  v_company text;
  v_boards uuid[];
  v_why text := nullif(btrim(p_no_notice_reason), '');
begin
  perform private.require_admin();
  if not coalesce(p_notify, true) and (v_why is null or char_length(v_why) > 500) then
    raise exception using errcode = 'P0001', message = 'Say why the customer is not e-mailed.', detail = 'notice_reason';
  end if;
  select coalesce(a.company, a.contact_name) into v_company from public.advertisers as a where a.id = p_advertiser;
  if not found then
    raise exception using errcode = 'P0001', message = 'Choose the advertiser of this sale.', detail = 'advertiser_missing';
  end if;
  select array_agg(distinct x order by x) into v_boards from unnest(p_location_ids) as x where x is not null;
  if v_boards is null then
    raise exception using errcode = 'P0001', message = 'A booking names at least one board.', detail = 'booking_no_boards';
  end if;
  if cardinality(v_boards) > private.max_plan_boards() then
    raise exception using errcode = 'P0001', message = format('A booking names at most %s boards.', private.max_plan_boards()), detail = 'booking_too_many_boards';
  end if;
  perform private.check_booking_dates(p_starts_on, p_cycles);
  insert into public.campaigns (advertiser_id, name, status)
  values (p_advertiser, coalesce(nullif(btrim(p_name), ''), format('%s, %s', v_company, to_char(p_starts_on, 'Mon FMDD, YYYY'))), 'confirmed')
  returning id into v_campaign;
  insert into public.bookings (location_id, starts_on, cycles, status, lead_id, expires_at, campaign_id)
  select x, p_starts_on, p_cycles, 'confirmed', null, null, v_campaign from unnest(v_boards) as x order by x;
  if coalesce(p_notify, true) then
    perform private.record_campaign_event(v_campaign, 'confirmed', null, 'confirmed', 'Phone sale');
  else
    perform private.record_campaign_event(v_campaign, 'confirmed', null, 'confirmed', 'Phone sale', jsonb_build_object('notify', false));
    perform private.record_campaign_event(v_campaign, 'notice_skipped', 'confirmed', 'confirmed', v_why, jsonb_build_object('kind', 'confirmed'));
  end if;
  return v_campaign;
end;
$$;

revoke execute on function public.create_phone_sale(uuid, uuid[], date, integer, text, boolean, text) from public, anon;
grant execute on function public.create_phone_sale(uuid, uuid[], date, integer, text, boolean, text) to authenticated, service_role;
