-- A lead's status follows its campaigns, decided in the database in the same
-- transaction as each change of a campaign's status (every one writes a
-- campaign_events row with its from and to status, the creation included):
--   a campaign sold (confirmed, live, completed, or cancelled after it ran) -> won;
--   otherwise a request still waiting for an answer -> in_progress;
--   otherwise (declined, expired, cancelled before the start) -> lost, with the reason.

create or replace function private.follow_lead_campaigns(p_lead uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.lead_status;
  v_reason text;
begin
  if p_lead is null then
    return;
  end if;
  -- The lead's row first: two campaigns of one lead changing at once then
  -- decide one after the other, the second seeing the first's status.
  perform 1 from public.contact_inquiries as l where l.id = p_lead for update;
  if not found then
    return;
  end if;

  select (case
      when bool_or(
        c.status in ('confirmed', 'live', 'completed')
        or (c.status = 'cancelled' and exists (
          select 1 from public.campaign_events as e where e.campaign_id = c.id and e.to_status = 'live'
        ))
      ) then 'won'
      when bool_or(c.status = 'requested') then 'in_progress'
      else 'lost'
    end)::public.lead_status
    into v_status
  from public.campaigns as c
  where c.lead_id = p_lead
  having count(*) > 0;
  if v_status is null then
    return;
  end if;

  if v_status = 'lost' then
    select case e.to_status
        when 'declined' then 'Declined' || coalesce(': ' || e.reason, '')
        when 'expired' then 'Expired: the hold on its dates ran out before it was confirmed'
        else 'Cancelled before the start' || coalesce(': ' || e.reason, '')
      end
      into v_reason
    from public.campaign_events as e
    join public.campaigns as c on c.id = e.campaign_id
    where c.lead_id = p_lead and e.to_status in ('declined', 'expired', 'cancelled')
    order by e.occurred_at desc, e.id desc
    limit 1;
  end if;

  update public.contact_inquiries as l
     set status = v_status,
         status_reason = left(v_reason, 2000)
   where l.id = p_lead
     and (l.status is distinct from v_status or l.status_reason is distinct from left(v_reason, 2000));
end;
$$;

revoke execute on function private.follow_lead_campaigns(uuid) from public;

create or replace function private.campaign_event_moves_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.follow_lead_campaigns((select c.lead_id from public.campaigns as c where c.id = new.campaign_id));
  return null;
end;
$$;

revoke execute on function private.campaign_event_moves_lead() from public;

drop trigger if exists campaign_events_move_lead on public.campaign_events;
create trigger campaign_events_move_lead
  after insert on public.campaign_events
  for each row
  when (new.to_status is not null and new.from_status is distinct from new.to_status)
  execute function private.campaign_event_moves_lead();

-- A status the staff choose by hand drops the database's reason for the old one.
create or replace function private.lead_status_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and new.status_reason is not distinct from old.status_reason then
    new.status_reason := null;
  end if;
  return new;
end;
$$;

revoke execute on function private.lead_status_reason() from public;

drop trigger if exists contact_inquiries_status_reason on public.contact_inquiries;
create trigger contact_inquiries_status_reason
  before update of status on public.contact_inquiries
  for each row execute function private.lead_status_reason();

-- Leads whose campaigns changed before this rule existed.
select private.follow_lead_campaigns(l.id)
from public.contact_inquiries as l
where exists (select 1 from public.campaigns as c where c.lead_id = l.id);
