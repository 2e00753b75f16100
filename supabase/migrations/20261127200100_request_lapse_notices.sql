-- A request whose hold lapsed was released without a word, although its
-- receipt says "We will write to you again". The schedule now writes: once per
-- expired request, to the address of the lead that asked, sent by the
-- scheduled-work function (the e-mail provider) after the lifecycle job has
-- marked the request expired.

alter table public.campaigns add column lapse_notified_at timestamptz;

-- Expired requests whose prospect has not been told yet (recent ones only: a
-- notice weeks late helps nobody), with what the e-mail quotes.
create or replace function public.lapsed_request_notices(p_limit integer)
returns table (campaign_id uuid, email text, boards text[], starts_on date, cycles integer, reference text)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, l.email,
         array(select bl.name from public.bookings as b join public.billboard_locations as bl on bl.id = b.location_id
                where b.campaign_id = c.id order by bl.name),
         l.requested_starts_on, l.requested_cycles, c.reference
  from public.campaigns as c
  join public.contact_inquiries as l on l.id = c.lead_id
  where c.status = 'expired'
    and c.lapse_notified_at is null
    and l.requested_starts_on is not null
    and c.updated_at > now() - interval '7 days'
  order by c.updated_at
  limit p_limit;
$$;

create or replace function public.finish_lapse_notice(p_campaign uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.campaigns set lapse_notified_at = now() where id = p_campaign and lapse_notified_at is null;
$$;

revoke execute on function public.lapsed_request_notices(integer) from public, anon, authenticated;
revoke execute on function public.finish_lapse_notice(uuid) from public, anon, authenticated;
grant execute on function public.lapsed_request_notices(integer) to service_role;
grant execute on function public.finish_lapse_notice(uuid) to service_role;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('request-lapse-notices', '5-59/15 * * * *', 'function', 'scheduled-work',
   'Tells each prospect whose request expired that its dates were released.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

select private.schedule_jobs();
