-- The advertiser's invoices by e-mail, through the outbox. Every cycle's
-- invoice is made when the campaign is confirmed, so an e-mail when each is
-- issued would send them all at once; instead each invoice is e-mailed once
-- when it falls due soon (private.invoice_due_soon_days() before its due day)
-- and once if it becomes overdue unpaid. An hourly job writes those messages
-- (a dedupe key per invoice and kind, so each is written once however often it
-- runs); the delivery job reads the invoice again when it sends and skips one
-- paid or voided since.

-- Days before its due day an unpaid invoice is e-mailed. Fewer than the
-- invoice's least time to pay (private.invoice_min_payment_days()), so no
-- invoice is "due soon" on the day it is issued. INVOICE_EMAILS in
-- sale-rules.ts states the same; the catalog test compares.
create or replace function private.invoice_due_soon_days()
returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;

revoke execute on function private.invoice_due_soon_days() from public, anon, authenticated;

alter table private.outbox drop constraint if exists outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue'
));

-- Writes the invoice e-mails that are due: an unpaid invoice (wholly or in
-- part) due within the days above, and one past its due day. An invoice
-- already overdue when first seen gets the overdue e-mail only. Answers how
-- many messages it wrote.
create or replace function private.enqueue_invoice_messages()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'America/Toronto')::date;
  v_written integer := 0;
  r record;
begin
  for r in
    select i.id, i.campaign_id,
           case when i.status = 'overdue' then 'invoice_overdue' else 'invoice_due_soon' end as kind
      from public.invoice_summaries as i
     where i.campaign_id is not null
       and (i.status = 'overdue'
            or (i.status in ('unpaid', 'partly_paid') and i.due_on <= v_today + private.invoice_due_soon_days()))
     order by i.due_on, i.number_year, i.number_seq
  loop
    if private.enqueue_message(r.kind, r.campaign_id, jsonb_build_object('invoice_id', r.id), r.kind || ':' || r.id::text) is not null then
      v_written := v_written + 1;
    end if;
  end loop;
  return v_written;
end;
$$;

revoke execute on function private.enqueue_invoice_messages() from public, anon, authenticated;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('invoice-emails', '23 * * * *', 'sql', 'select private.enqueue_invoice_messages()',
   'Writes to the outbox the e-mail for each invoice falling due soon, and for each overdue one, once per invoice.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

do $$
begin
  perform private.schedule_jobs();
end;
$$;

-- What an invoice's e-mail says, read when it is sent: the invoice as it
-- stands (its status, so a paid or voided one is skipped) and where to send it.
-- The job's (service role).
create or replace function public.invoice_message_facts(p_invoice uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'number', i.number,
    'campaign_id', i.campaign_id,
    'reference', i.campaign_reference,
    'email', coalesce(a.email, i.bill_to_email),
    'total_cents', i.total_cents,
    'balance_cents', i.balance_cents,
    'due_on', i.due_on,
    'status', i.status
  )
  from public.invoice_summaries as i
  left join public.advertisers as a on a.id = i.advertiser_id
  where i.id = p_invoice;
$$;

revoke execute on function public.invoice_message_facts(uuid) from public, anon, authenticated;
grant execute on function public.invoice_message_facts(uuid) to service_role;
