-- A message the delivery job has tried for the last time is given up by the
-- database, not left looking as if it were still being retried: until now a
-- message's tenth failure set its next attempt like any other, so the staff's
-- campaign page said "trying again" and refused "Send again" for a message the
-- job would never claim. Now:
--   - the number of attempts is the database's (private.outbox_max_attempts(),
--     OUTBOX.maxAttempts in sale-rules.ts; the catalog test compares), no
--     longer an argument the job passes;
--   - the last attempt's failure ends the message (next_attempt_at null, its
--     error kept), and the claim gives up any message whose last attempt's
--     lease ran out without an answer (its run stopped), so no message waits
--     for an attempt that will never come;
--   - a given-up message is listed with the failed ones on the worklist (as
--     20261130500000_worklist_failed_messages.sql lists any unsent message
--     with an error) and the staff can send it again, which writes it anew
--     for a whole new round.

create or replace function private.outbox_max_attempts()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

revoke execute on function private.outbox_max_attempts() from public, anon, authenticated;

-- Messages already past their last attempt are given up now rather than at their next claim.
update private.outbox
   set next_attempt_at = null,
       last_error = coalesce(last_error, 'The delivery stopped during its last attempt.')
 where sent_at is null and next_attempt_at is not null and attempts >= private.outbox_max_attempts();

-- The job's claim, as in 20261130100000_outbox.sql but deciding "given up"
-- itself: first every message whose last attempt's lease has run out, then
-- the due messages with attempts left, each locked and skipped by any other
-- run (for update skip locked), leased for p_lease_seconds.
drop function if exists public.claim_outbox_messages(integer, integer, integer);

create or replace function public.claim_outbox_messages(p_limit integer, p_lease_seconds integer)
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
      for update skip locked
   );

  with due as (
    select o.id
      from private.outbox as o
     where o.sent_at is null and o.next_attempt_at <= now() and o.attempts < v_max
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

revoke execute on function public.claim_outbox_messages(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox_messages(integer, integer) to service_role;

-- As in 20261130100000_outbox.sql, but a failure on the last attempt gives
-- the message up (no next attempt; its error stays for the staff).
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
           next_attempt_at = case
             when m.attempts >= private.outbox_max_attempts() then null
             else now() + least(make_interval(secs => 60 * power(2, greatest(m.attempts - 1, 0))::integer), interval '6 hours')
           end
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

-- As in 20261130100000_outbox.sql, and a message whose copy is still waiting
-- is not copied again (two clicks on "Send again" send it once).
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
  select * into m from private.outbox as o where o.id = p_message for update;
  if not found or m.campaign_id is null then
    raise exception using errcode = 'P0001', message = 'No message with this id.', detail = 'message_missing';
  end if;
  if (m.sent_at is null and m.next_attempt_at is not null)
     or exists (select 1 from private.outbox as r where r.resend_of = m.id and r.sent_at is null and r.next_attempt_at is not null) then
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
