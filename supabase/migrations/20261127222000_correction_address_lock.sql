-- A correction moves a lead away from its old address and deletes that
-- address's advertiser when nothing else uses it. A request from the old
-- address arriving at the same moment finds that advertiser under the
-- address's lock (private.advertiser_for) and links its new lead to it; the
-- delete, not holding that lock, could remove the advertiser between the two
-- and leave the new lead with none (the link is `on delete set null`). The
-- move now holds both addresses' locks, taken in one order so two moves
-- between the same two addresses cannot wait on each other, and deletes only
-- what no lead or campaign uses once it holds them.
create or replace function private.move_lead_to_email(p_lead uuid, p_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.contact_inquiries%rowtype;
  v_new uuid;
  v_address text;
begin
  select * into v_lead from public.contact_inquiries as l where l.id = p_lead for update;
  if v_lead.email = p_email then
    return;
  end if;
  for v_address in select distinct lower(a) from unnest(array[v_lead.email, p_email]) as a order by 1 loop
    perform pg_advisory_xact_lock(hashtextextended('advertiser-email:' || v_address, 0));
  end loop;
  v_new := private.advertiser_for(p_email, v_lead.name, v_lead.company, v_lead.phone);
  update public.contact_inquiries set email = p_email, advertiser_id = v_new where id = p_lead;
  update public.campaigns set advertiser_id = v_new where lead_id = p_lead;
  if v_lead.advertiser_id is not null and v_lead.advertiser_id <> v_new then
    delete from public.advertisers as a
     where a.id = v_lead.advertiser_id
       and a.user_id is null
       and not exists (select 1 from public.contact_inquiries as l where l.advertiser_id = a.id)
       and not exists (select 1 from public.campaigns as c where c.advertiser_id = a.id);
  end if;
end;
$$;
revoke execute on function private.move_lead_to_email(uuid, text) from public;
