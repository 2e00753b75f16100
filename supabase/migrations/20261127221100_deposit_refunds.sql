-- The deposit after a cancellation. The terms: cancelled in writing up to
-- DEPOSIT.refundNoticeDays days before the first cycle, the deposit is
-- refunded in full; later, it is no longer refundable. The staff see the
-- terms' verdict on a cancelled campaign (public.campaign_deposit_refund_terms)
-- and refund: a card payment through Stripe (the deposit-refund function reads
-- public.deposit_refund_context; the payment is recorded when Stripe's
-- charge.refunded event arrives), a payment made another way by recording it
-- (public.record_refund: a negative payment with its reason).

-- ---------------------------------------------------------------- the rule

-- Days before the first cycle a cancellation still gets the deposit back:
-- DEPOSIT.refundNoticeDays in supabase/functions/_shared/sale-rules.ts (the
-- catalog test compares them).
create or replace function private.deposit_refund_notice_days()
returns integer
language sql
immutable
set search_path = ''
as $$ select 14 $$;

revoke execute on function private.deposit_refund_notice_days() from public, anon;
grant execute on function private.deposit_refund_notice_days() to authenticated, service_role;

-- ---------------------------------------------------------------- the terms' verdict

-- A cancelled campaign: when it was cancelled, its first cycle's first day
-- (of every booking it sold, cancelled ones included), how many days before
-- that the cancellation came (its day in Toronto), and whether the terms give
-- the deposit back: at least deposit_refund_notice_days() days before.
-- Under the caller's own row-level security (the admin reads every campaign).
create view public.campaign_deposit_refund_terms with (security_invoker = true) as
select c.id as campaign_id,
       x.cancelled_at,
       f.first_cycle_on,
       f.first_cycle_on - (x.cancelled_at at time zone 'America/Toronto')::date as days_before,
       f.first_cycle_on - (x.cancelled_at at time zone 'America/Toronto')::date >= private.deposit_refund_notice_days() as refundable
from public.campaigns as c
cross join lateral (
  select max(e.occurred_at) as cancelled_at from public.campaign_events as e where e.campaign_id = c.id and e.to_status = 'cancelled'
) as x
cross join lateral (select min(b.starts_on) as first_cycle_on from public.bookings as b where b.campaign_id = c.id) as f
where c.status = 'cancelled' and x.cancelled_at is not null and f.first_cycle_on is not null;

revoke all on public.campaign_deposit_refund_terms from anon, authenticated;
grant select on public.campaign_deposit_refund_terms to authenticated, service_role;

-- ---------------------------------------------------------------- card refunds (the deposit-refund function)

-- The campaign's card charges, each with what was paid and what Stripe has
-- refunded of it so far (the charge.refunded events recorded).
create or replace function public.deposit_refund_context(p_campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'status', c.status,
    'charges', coalesce((
      select jsonb_agg(jsonb_build_object(
        'payment_intent', p.stripe_payment_intent_id,
        'paid_cents', p.amount_cents,
        'refunded_cents', coalesce((
          select -sum(r.amount_cents) from public.payments as r
          where r.stripe_payment_intent_id = p.stripe_payment_intent_id and r.amount_cents < 0), 0)
      ) order by p.paid_at, p.id)
      from public.payments as p
      where p.campaign_id = c.id and p.amount_cents > 0 and p.stripe_payment_intent_id is not null), '[]'::jsonb)
  )
  from public.campaigns as c
  where c.id = p_campaign;
$$;

revoke execute on function public.deposit_refund_context(uuid) from public, anon, authenticated;
grant execute on function public.deposit_refund_context(uuid) to service_role;

-- ---------------------------------------------------------------- refunds the staff record

-- Money given back another way (a cheque, an e-transfer): a negative payment,
-- at most what the campaign has paid net of refunds, with the reason kept in
-- the campaign's timeline. record_payment takes positive amounts only.
create or replace function public.record_refund(
  p_campaign uuid, p_amount_cents integer, p_method public.payment_method, p_reference text, p_reason text, p_refunded_at timestamptz default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_payment uuid;
  v_net integer;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can record a refund.';
  end if;
  -- Locked, so two refunds recorded at once cannot together give back more than was paid.
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception using errcode = 'P0001', message = 'A refund is an amount above zero.', detail = 'refund_amount';
  end if;
  v_net := private.campaign_paid_cents(p_campaign);
  if p_amount_cents > v_net then
    raise exception using errcode = 'P0001', message = 'A refund cannot be more than what was paid and not yet refunded.', detail = 'refund_too_large';
  end if;
  if p_method is null then
    raise exception using errcode = 'P0001', message = 'Say how it was refunded.', detail = 'payment_method';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) not between 1 and 500 then
    raise exception using errcode = 'P0001', message = 'Give the reason for the refund.', detail = 'refund_reason';
  end if;
  if p_refunded_at is not null and p_refunded_at > now() + interval '1 day' then
    raise exception using errcode = 'P0001', message = 'A refund cannot be dated in the future.', detail = 'payment_date';
  end if;
  insert into public.payments (campaign_id, amount_cents, method, reference, paid_at, recorded_by)
  values (p_campaign, -p_amount_cents, p_method, nullif(btrim(p_reference), ''), coalesce(p_refunded_at, now()), (select auth.uid()))
  returning id into v_payment;
  perform private.record_campaign_event(p_campaign, 'refund_recorded', v_status, v_status, p_reason,
    jsonb_build_object('amount_cents', p_amount_cents, 'method', p_method, 'reference', nullif(btrim(p_reference), '')));
  return v_payment;
end;
$$;

revoke execute on function public.record_refund(uuid, integer, public.payment_method, text, text, timestamptz) from public, anon;
grant execute on function public.record_refund(uuid, integer, public.payment_method, text, text, timestamptz) to authenticated, service_role;
