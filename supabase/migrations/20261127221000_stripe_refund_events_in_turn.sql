-- Two charge.refunded events of one charge applied at the same moment each
-- read the refunds recorded so far before the other's was written, and both
-- recorded theirs: the refunds came to more than Stripe refunded. The
-- charge's payment row is now locked first, so they apply in turn. The rest
-- of public.apply_stripe_event is as 20261127213000_deposits.sql wrote it.

create or replace function public.apply_stripe_event(p_id text, p_type text, p_object jsonb, p_created timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_campaign uuid;
  v_status public.campaign_status;
  v_outcome text;
  v_key text;
  v_refunded integer;
  v_already integer;
  v_session text;
begin
  insert into public.stripe_events (id, type, outcome, object)
  values (p_id, p_type, 'received', coalesce(p_object, '{}'::jsonb))
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  if p_type in ('checkout.session.completed', 'checkout.session.expired') then
    v_key := p_object #>> '{metadata,campaign_id}';
    if v_key ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      select c.id, c.status into v_campaign, v_status from public.campaigns as c where c.id = v_key::uuid;
    end if;
  elsif p_type = 'charge.refunded' then
    -- The charge's payment row is locked until this transaction ends, so two
    -- refund events of one charge are applied one after the other: the second
    -- reads the refunds the first recorded (amount_refunded is cumulative).
    select p.campaign_id, p.stripe_checkout_session_id into v_campaign, v_session
    from public.payments as p
    where p.stripe_payment_intent_id = p_object ->> 'payment_intent' and p.amount_cents > 0
    order by p.created_at, p.id
    limit 1
    for update;
  else
    update public.stripe_events set outcome = 'ignored: type' where id = p_id;
    return jsonb_build_object('outcome', 'ignored: type');
  end if;

  if v_campaign is null then
    update public.stripe_events set outcome = 'ignored: unknown campaign' where id = p_id;
    return jsonb_build_object('outcome', 'ignored: unknown campaign');
  end if;

  if p_type = 'checkout.session.completed' then
    if p_object ->> 'payment_status' is distinct from 'paid' then
      v_outcome := 'ignored: not paid';
    else
      insert into public.payments (campaign_id, amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at)
      values (v_campaign, (p_object ->> 'amount_total')::integer, lower(p_object ->> 'currency'), 'card',
              p_object ->> 'payment_intent', p_object ->> 'id', p_object ->> 'payment_intent', coalesce(p_created, now()))
      on conflict (stripe_checkout_session_id) where stripe_checkout_session_id is not null and amount_cents > 0 do nothing;
      if found then
        perform private.record_campaign_event(v_campaign, 'deposit_paid', v_status, v_status, null,
          jsonb_build_object('amount_cents', (p_object ->> 'amount_total')::integer, 'method', 'card', 'session', p_object ->> 'id'));
        v_outcome := 'payment recorded';
      else
        v_outcome := 'ignored: session already paid';
      end if;
      update public.deposit_checkouts set status = 'complete' where id = p_object ->> 'id';
    end if;
  elsif p_type = 'checkout.session.expired' then
    update public.deposit_checkouts set status = 'expired' where id = p_object ->> 'id' and status = 'open';
    v_outcome := case when found then 'checkout expired' else 'ignored: checkout not open' end;
  else
    v_refunded := coalesce((p_object ->> 'amount_refunded')::integer, 0);
    select coalesce(-sum(p.amount_cents), 0)::integer into v_already
    from public.payments as p
    where p.stripe_payment_intent_id = p_object ->> 'payment_intent' and p.amount_cents < 0;
    if v_refunded > v_already then
      insert into public.payments (campaign_id, amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at)
      values (v_campaign, -(v_refunded - v_already), lower(p_object ->> 'currency'), 'card', p_object ->> 'id', v_session,
              p_object ->> 'payment_intent', coalesce(p_created, now()));
      select c.status into v_status from public.campaigns as c where c.id = v_campaign;
      perform private.record_campaign_event(v_campaign, 'refunded', v_status, v_status, null,
        jsonb_build_object('amount_cents', v_refunded - v_already, 'charge', p_object ->> 'id'));
      v_outcome := 'refund recorded';
    else
      v_outcome := 'ignored: refund already recorded';
    end if;
  end if;

  update public.stripe_events set outcome = v_outcome, campaign_id = v_campaign where id = p_id;
  return jsonb_build_object('outcome', v_outcome, 'campaign_id', v_campaign);
end;
$$;

revoke execute on function public.apply_stripe_event(text, text, jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.apply_stripe_event(text, text, jsonb, timestamptz) to service_role;
