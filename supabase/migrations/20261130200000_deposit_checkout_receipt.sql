-- The page Stripe Checkout sends the payer back to. Its success URL carries
-- the Checkout Session's id, which only the payer's browser and Stripe know
-- (long and random, as Stripe makes it): holding it is the proof that shows
-- that one payment's facts, whether or not the payer is signed in. Nothing
-- else is answered: no name, no address, no other payment of the campaign.

-- The payment a Checkout Session made, for the return page (anon may call):
--   null                                  no session of ours has this id
--   state 'paid'                          the webhook has recorded the payment: its amount, method, date,
--                                         what was refunded of it since, and the campaign's balance left
--                                         (its invoices in force less all it paid; null while it has none)
--   state 'confirming'                    Stripe has not told us yet (the webhook is on its way): the amount asked
--   state 'expired'                       the session ended unpaid
create or replace function public.deposit_checkout_receipt(p_session text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'state', case when p.id is not null then 'paid' when d.status = 'expired' then 'expired' else 'confirming' end,
    'amount_cents', coalesce(p.amount_cents, d.amount_total_cents),
    'currency', coalesce(p.currency, d.currency),
    'method', p.method,
    'paid_at', p.paid_at,
    'refunded_cents', case when p.id is null then null else coalesce((
      select -sum(r.amount_cents) from public.payments as r
      where r.stripe_checkout_session_id = d.id and r.amount_cents < 0), 0) end,
    'balance_cents', case when p.id is null then null else (
      select greatest(sum(i.total_cents) - coalesce((
               select sum(q.amount_cents) from public.payments as q where q.campaign_key = c.id), 0), 0)::bigint
      from public.invoices as i
      where i.campaign_key = c.id and i.voided_at is null
      having count(*) > 0) end
  )
  from public.deposit_checkouts as d
  join public.campaigns as c on c.id = d.campaign_id
  left join public.payments as p on p.stripe_checkout_session_id = d.id and p.amount_cents > 0
  where p_session ~ '^cs_[A-Za-z0-9_]{1,200}$' and d.id = p_session;
$$;

comment on function public.deposit_checkout_receipt(text) is
  'The return page from Stripe Checkout: one Checkout Session''s payment (reference, state, amount, method, date, refunded, balance left), to whoever holds the session id. Null for an unknown id.';

revoke execute on function public.deposit_checkout_receipt(text) from public;
grant execute on function public.deposit_checkout_receipt(text) to anon, authenticated, service_role;
