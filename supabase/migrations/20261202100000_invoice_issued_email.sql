-- Each invoice is e-mailed when it is issued: the insert of the invoice
-- writes its outbox message (kind 'invoice_issued', once per invoice by its
-- dedupe key) in the transaction that issues it, so a rolled-back issue writes
-- none; none for a campaign sold with the staff's choice not to e-mail the
-- customer. The e-mail, like the due-soon and overdue reminders, carries a pay
-- link: a random token kept per invoice here, which lets whoever holds it,
-- signed in or not, read that one invoice's number, amounts and due day
-- (public.invoice_pay_link) and open a Checkout for its balance, never more
-- (the deposit-checkout function resolves the token here and asks
-- public.invoice_checkout_context for the amount). Nothing else is reachable
-- with it.
--
-- Restated: public.invoice_message_facts (20261130500100_invoice_emails.sql),
-- public.deposit_checkout_receipt (20261201200000_campaign_ledger.sql), the
-- outbox's kinds (20261201100100_proof_ready_outbox.sql).

alter table private.outbox drop constraint if exists outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue', 'proof_ready', 'invoice_issued'
));

-- ---------------------------------------------------------------- the pay link's token

-- 64 hex digits from two random UUIDs: far too many to guess. Kept in the
-- clear because every e-mail of the invoice (issued, due soon, overdue) puts
-- the same link in; only the server reads this table.
create table private.invoice_pay_links (
  invoice_id uuid primary key references public.invoices (id),
  token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

revoke all on table private.invoice_pay_links from public, anon, authenticated;

comment on table private.invoice_pay_links is
  'The token of each invoice''s pay link in its e-mails: whoever holds it may read that invoice and pay its balance online, nothing more.';

-- Invoices issued before this migration get theirs, so their reminders carry a link too.
insert into private.invoice_pay_links (invoice_id)
select i.id from public.invoices as i
on conflict (invoice_id) do nothing;

-- ---------------------------------------------------------------- issued: its token and its e-mail

create or replace function private.invoices_issued_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.invoice_pay_links (invoice_id) values (new.id) on conflict (invoice_id) do nothing;
  -- A campaign sold without e-mailing the customer (the staff's reason is on
  -- its timeline: paper mail only, say) has its invoices sent another way.
  if new.campaign_id is not null and not exists (
    select 1 from public.campaign_events as e
     where e.campaign_id = new.campaign_id and e.action = 'confirmed' and e.details ->> 'notify' = 'false'
  ) then
    perform private.enqueue_message('invoice_issued', new.campaign_id, jsonb_build_object('invoice_id', new.id), 'invoice_issued:' || new.id::text);
  end if;
  return null;
end;
$$;

revoke execute on function private.invoices_issued_outbox() from public, anon, authenticated;

drop trigger if exists invoices_issued_outbox on public.invoices;
create trigger invoices_issued_outbox after insert on public.invoices
  for each row execute function private.invoices_issued_outbox();

-- ---------------------------------------------------------------- what the e-mails say

-- As 20261130500100_invoice_emails.sql, with the invoice's id and its pay
-- link's token, for the e-mail's links.
create or replace function public.invoice_message_facts(p_invoice uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'invoice_id', i.id,
    'number', i.number,
    'campaign_id', i.campaign_id,
    'reference', i.campaign_reference,
    'email', coalesce(a.email, i.bill_to_email),
    'total_cents', i.total_cents,
    'balance_cents', i.balance_cents,
    'due_on', i.due_on,
    'status', i.status,
    'pay_token', (select l.token from private.invoice_pay_links as l where l.invoice_id = i.id)
  )
  from public.invoice_summaries as i
  left join public.advertisers as a on a.id = i.advertiser_id
  where i.id = p_invoice;
$$;

revoke execute on function public.invoice_message_facts(uuid) from public, anon, authenticated;
grant execute on function public.invoice_message_facts(uuid) to service_role;

-- ---------------------------------------------------------------- the pay link, signed out

-- The one invoice a pay link's token names, as its pay page shows it: its
-- number, campaign reference, total, what is left to pay, due day and status.
-- Null for a token that is not one. Anyone may ask (the token is the proof);
-- the deposit-checkout function reads invoice_id from it to open Checkout.
create or replace function public.invoice_pay_link(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'invoice_id', s.id,
    'number', s.number,
    'reference', s.campaign_reference,
    'total_cents', s.total_cents,
    'balance_cents', greatest(s.balance_cents, 0),
    'currency', s.currency,
    'due_on', s.due_on,
    'status', s.status
  )
  from private.invoice_pay_links as l
  join public.invoice_summaries as s on s.id = l.invoice_id
  where p_token ~ '^[0-9a-f]{64}$' and l.token = p_token;
$$;

revoke execute on function public.invoice_pay_link(text) from public;
grant execute on function public.invoice_pay_link(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- the return page knows an invoice's Checkout

-- As 20261201200000_campaign_ledger.sql, with an invoice's Checkout Sessions
-- (public.invoice_checkouts) found as the deposit's are, and the invoice's
-- number said, so a pay link's Checkout returns to the same thank-you page.
create or replace function public.deposit_checkout_receipt(p_session text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with session as (
    select d.id, d.campaign_id, d.status, d.amount_total_cents, d.currency, null::uuid as invoice_id
      from public.deposit_checkouts as d
     where d.id = p_session
    union all
    select k.id, k.campaign_id, k.status, k.amount_total_cents, k.currency, k.invoice_id
      from public.invoice_checkouts as k
     where k.id = p_session
  )
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'invoice_number', (select i.number from public.invoices as i where i.id = d.invoice_id),
    'state', case when p.id is not null then 'paid' when d.status = 'expired' then 'expired' else 'confirming' end,
    'amount_cents', coalesce(p.amount_cents, d.amount_total_cents),
    'currency', coalesce(p.currency, d.currency),
    'method', p.method,
    'paid_at', p.paid_at,
    'refunded_cents', case when p.id is null then null else coalesce((
      select -sum(r.amount_cents) from public.payments as r
      where r.stripe_checkout_session_id = d.id and r.amount_cents < 0), 0) end,
    'balance_cents', case when p.id is null then null else (
      select greatest(l.balance_cents, 0)
      from private.campaign_ledger(c.id) as l
      where exists (select 1 from public.invoices as i where i.campaign_key = c.id and i.voided_at is null)) end
  )
  from session as d
  join public.campaigns as c on c.id = d.campaign_id
  left join public.payments as p on p.stripe_checkout_session_id = d.id and p.amount_cents > 0
  where p_session ~ '^cs_[A-Za-z0-9_]{1,200}$'
  limit 1;
$$;

revoke execute on function public.deposit_checkout_receipt(text) from public;
grant execute on function public.deposit_checkout_receipt(text) to anon, authenticated, service_role;
