-- An extension names the end it extends from (the end the staff saw): two
-- staff extending at once from the same end no longer both win. The end is
-- read under the campaign's lock, and a changed one is refused in words. Its
-- refusal of a finished campaign says "a" or "an" as the other refusals do
-- (private.sentence_article).

-- The last day of a campaign's bookings still running or to come (the ones an
-- extension lengthens), or null when it has none. The staff's page reads the
-- same from the bookings it shows (openEndsOn in
-- src/features/campaigns/lib/campaign-end.ts).
create or replace function private.campaign_open_ends_on(p_campaign uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select max(b.starts_on + 28 * b.cycles - 1)
    from public.bookings as b
   where b.campaign_id = p_campaign and b.status in ('requested', 'confirmed');
$$;

revoke execute on function private.campaign_open_ends_on(uuid) from public;

-- ---------------------------------------------------------------- extend

-- The extension without the end it extends from is gone: a caller must say it.
drop function public.extend_campaign(uuid, integer, text);

-- Adds cycles to every booking of a campaign that is still running or to
-- come, from the end the staff saw (p_ends_on: the last day of those
-- bookings, null for none). The end is compared under the campaign's lock,
-- which every change of its bookings takes first: of two staff extending from
-- the same end, the second finds it moved and is refused. A full board refuses
-- the whole extension, naming the board and cycle.
create function public.extend_campaign(p_campaign uuid, p_ends_on date, p_cycles integer, p_reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_ends_on date;
  v_booking uuid;
begin
  perform private.require_admin();
  if p_cycles is null or p_cycles < 1 then
    raise exception using errcode = 'P0001', message = 'An extension adds at least one cycle.', detail = 'campaign_extension_length';
  end if;
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if v_status not in ('requested', 'confirmed', 'live') then
    raise exception using
      errcode = 'P0001',
      message = format('%s %s campaign cannot be extended.', private.sentence_article(v_status::text), v_status),
      detail = 'campaign_transition';
  end if;
  -- Read after the lock is held: this statement sees what the one before us committed.
  v_ends_on := private.campaign_open_ends_on(p_campaign);
  if v_ends_on is distinct from p_ends_on then
    raise exception using
      errcode = 'P0001',
      message = format(
        'This campaign was changed by someone else since you opened it: %s. Reload to see the change.',
        case when v_ends_on is null then 'it no longer has a board running or to come' else 'it now ends ' || private.day_words(v_ends_on) end
      ),
      detail = 'campaign_changed';
  end if;
  -- One booking at a time, boards in id order, as every other writer locks them.
  for v_booking in
    select x.id from public.bookings as x
     where x.campaign_id = p_campaign and x.status in ('requested', 'confirmed')
     order by x.location_id, x.id
  loop
    update public.bookings set cycles = cycles + p_cycles where id = v_booking;
  end loop;
  perform private.record_campaign_event(p_campaign, 'extended', v_status, v_status, p_reason, jsonb_build_object('cycles', p_cycles));
end;
$$;

revoke execute on function public.extend_campaign(uuid, date, integer, text) from public, anon;
grant execute on function public.extend_campaign(uuid, date, integer, text) to authenticated, service_role;
