-- A receipt states the balance still owed on the campaign as its ledger says
-- (private.campaign_ledger: invoices in force less credit notes, less what was
-- paid net of refunds), not a sum the e-mail makes of the bookings.
--
-- Restated: public.payment_message_facts (20261130100100_outbox_payments.sql).

-- As 20261130100100_outbox_payments.sql, with the ledger's balance and what
-- its invoices in force ask (null balance while the campaign has none).
create or replace function public.payment_message_facts(p_payment uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'amount_cents', p.amount_cents,
    'method', p.method,
    'paid_at', p.paid_at,
    'campaign_id', c.id,
    'reference', c.reference,
    'email', a.email,
    'paid_cents', (
      select coalesce(sum(q.amount_cents), 0)
        from public.payments as q
       where q.campaign_id = c.id and (q.created_at, q.id::text) <= (p.created_at, p.id::text)),
    'bookings', coalesce((
      select jsonb_agg(jsonb_build_object(
        'price_per_cycle_cents', b.price_per_cycle_cents, 'discount_bp', b.discount_bp, 'cycles', b.cycles, 'status', b.status
      ) order by b.starts_on, b.id)
      from public.bookings as b where b.campaign_id = c.id), '[]'::jsonb),
    'balance_cents', (
      select l.balance_cents from private.campaign_ledger(c.id) as l where l.invoiced_cents > 0)
  )
  from public.payments as p
  join public.campaigns as c on c.id = p.campaign_id
  left join public.advertisers as a on a.id = c.advertiser_id
  where p.id = p_payment;
$$;

revoke execute on function public.payment_message_facts(uuid) from public, anon, authenticated;
grant execute on function public.payment_message_facts(uuid) to service_role;
