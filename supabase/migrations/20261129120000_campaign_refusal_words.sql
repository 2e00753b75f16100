-- The words of the campaign functions' refusals. A refusal names a state
-- with "a" or "an" as its word needs ("An expired campaign ..."), and a move
-- refused for a campaign that never began says why (declined, expired or
-- cancelled, and when) instead of asking for a campaign that has not begun,
-- which it is.

-- ---------------------------------------------------------------- words

-- "A" or "An" before a word, at the start of a sentence. By its first letter:
-- the campaign states' words all sound as they are spelled.
create or replace function private.sentence_article(p_word text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when lower(left(p_word, 1)) in ('a', 'e', 'i', 'o', 'u') then 'An' else 'A' end;
$$;

revoke execute on function private.sentence_article(text) from public;

-- The day (in Toronto) a campaign came to the state it is in: its latest
-- change into that state. Null if none was recorded.
create or replace function private.campaign_state_day(p_campaign uuid, p_status public.campaign_status)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (e.occurred_at at time zone 'America/Toronto')::date
    from public.campaign_events as e
   where e.campaign_id = p_campaign and e.to_status = p_status and e.from_status is distinct from p_status
   order by e.occurred_at desc, e.id desc
   limit 1;
$$;

revoke execute on function private.campaign_state_day(uuid, public.campaign_status) from public;

-- ---------------------------------------------------------------- state changes

-- As before, the refusal with "a" or "an".
create or replace function private.move_campaign_to(p_campaign uuid, p_to public.campaign_status, p_reason text, p_action text default null)
returns public.campaign_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_from public.campaign_status;
begin
  select c.status into v_from from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if not private.campaign_transition_allowed(v_from, p_to) then
    raise exception using
      errcode = 'P0001',
      message = format('%s %s campaign cannot become %s.', private.sentence_article(v_from::text), v_from, p_to),
      detail = 'campaign_transition';
  end if;
  update public.campaigns set status = p_to where id = p_campaign;
  perform private.record_campaign_event(p_campaign, coalesce(p_action, p_to::text), v_from, p_to, p_reason);
  return v_from;
end;
$$;

revoke execute on function private.move_campaign_to(uuid, public.campaign_status, text, text) from public;

-- ---------------------------------------------------------------- move

-- Why a campaign cannot be moved, in its own story: one that never began was
-- declined, expired or cancelled (and when), so there is nothing to move; one
-- that began says when. p_first is the first start of its bookings still
-- running or to come (those a cancellation kept after they began), or null.
create or replace function private.campaign_move_refusal(p_campaign uuid, p_status public.campaign_status, p_first date)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day date := private.campaign_state_day(p_campaign, p_status);
  v_on text := coalesce(' on ' || private.day_words(v_day), '');
  v_rule constant text := 'only a campaign that has not begun can be moved.';
begin
  if p_status = 'declined' then
    return format('This campaign never began: it was declined%s, so there is nothing to move.', v_on);
  elsif p_status = 'expired' then
    return format('This campaign never began: the request expired%s before it was confirmed, so there is nothing to move.', v_on);
  elsif p_status = 'cancelled' and p_first is null then
    return format('This campaign never began: it was cancelled%s, so there is nothing to move.', v_on);
  elsif p_status = 'cancelled' then
    return format('This campaign was cancelled%s, after its first cycle began on %s: %s', v_on, private.day_words(p_first), v_rule);
  elsif p_status = 'live' then
    return format('This campaign went live%s: %s', v_on, v_rule);
  elsif p_status = 'completed' then
    return format('This campaign was completed%s: %s', v_on, v_rule);
  elsif p_first is null then
    return 'This campaign has no board running or to come, so there is nothing to move.';
  end if;
  -- Requested or confirmed, its first cycle's date come.
  return format('The first cycle of this campaign started on %s: %s', private.day_words(p_first), v_rule);
end;
$$;

revoke execute on function private.campaign_move_refusal(uuid, public.campaign_status, date) from public;

-- Moves a campaign that has not begun to another start cycle, every board
-- together. As before, with the refusal in the campaign's own terms.
create or replace function public.move_campaign(p_campaign uuid, p_starts_on date, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_first date;
  v_booking uuid;
begin
  perform private.require_admin();
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  select min(b.starts_on) into v_first from public.bookings as b
   where b.campaign_id = p_campaign and b.status in ('requested', 'confirmed');
  if v_status not in ('requested', 'confirmed') or v_first is null or v_first <= private.booking_today() then
    raise exception using
      errcode = 'P0001',
      message = private.campaign_move_refusal(p_campaign, v_status, v_first),
      detail = 'campaign_transition';
  end if;
  for v_booking in
    select x.id from public.bookings as x
     where x.campaign_id = p_campaign and x.status in ('requested', 'confirmed')
     order by x.location_id, x.id
  loop
    update public.bookings set starts_on = starts_on + (p_starts_on - v_first) where id = v_booking;
  end loop;
  perform private.record_campaign_event(p_campaign, 'moved', v_status, v_status, p_reason,
    jsonb_build_object('from', v_first, 'to', p_starts_on));
end;
$$;
