-- The morning digest warns the staff of the confirmed campaigns whose deposit
-- is still unpaid and which the schedule releases within a day, so a phone
-- call can still save them.

create or replace function private.payment_reminders(p_now timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'unpaid_releasing', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.campaign_id, 'reference', r.reference, 'name', r.name,
        'advertiser', coalesce(a.company, a.contact_name), 'deposit_due_at', r.deposit_due_at) order by r.deposit_due_at, r.reference)
      from private.campaigns_releasing_unpaid_within(interval '1 day') as r
      join public.campaigns as c on c.id = r.campaign_id
      join public.advertisers as a on a.id = c.advertiser_id
      where r.deposit_due_at > p_now
    ), '[]'::jsonb)
  );
$$;

revoke execute on function private.payment_reminders(timestamptz) from public, anon, authenticated;

-- As before, with the unpaid deposits added.
create or replace function public.staff_digest()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.campaign_reminders(now()) || private.artwork_reminders(now()) || private.payment_reminders(now());
$$;

revoke execute on function public.staff_digest() from public, anon, authenticated;
grant execute on function public.staff_digest() to service_role;

update private.scheduled_jobs
   set description = 'E-mails the staff the holds expiring within 48 hours, the campaigns starting within 7 days and those ending within two cycles, the artwork waiting for approval, the campaigns starting within 7 days without approved artwork and the unpaid campaigns released within a day; nothing when there is none.'
 where name = 'staff-digest';
