-- The outbox also tells the advertiser of money and of the go-live time: a
-- receipt for each payment (by card through Stripe's event, or recorded by
-- the staff), an e-mail for each refund (Stripe's or recorded by hand), and the
-- go-live time the staff set. Each is written in the transaction that records
-- it, once (its payment, or its event).

alter table private.outbox drop constraint if exists outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set'
));

-- Every row of public.payments is money in (positive) or back (negative), whichever function wrote it.
create or replace function private.payments_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case when new.amount_cents > 0 then 'payment_receipt' else 'refund' end;
begin
  if new.campaign_id is not null then
    perform private.enqueue_message(v_kind, new.campaign_id, jsonb_build_object('payment_id', new.id), v_kind || ':' || new.id::text);
  end if;
  return null;
end;
$$;

revoke execute on function private.payments_outbox() from public, anon, authenticated;

drop trigger if exists payments_outbox on public.payments;
create trigger payments_outbox after insert on public.payments
  for each row execute function private.payments_outbox();

-- As in 20261130100000_outbox.sql, and the go-live time the staff set.
create or replace function private.campaign_events_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.action in ('confirmed', 'declined', 'cancelled') and new.to_status::text = new.action then
    if new.action = 'confirmed' and new.details ->> 'notify' = 'false' then
      return null;
    end if;
    perform private.enqueue_message(new.action, new.campaign_id, jsonb_build_object('event_id', new.id), new.action || ':' || new.campaign_id::text);
  elsif new.action in ('artwork_approved', 'artwork_rejected') and new.details ->> 'version_id' is not null then
    perform private.enqueue_message(new.action, new.campaign_id, jsonb_build_object('version_id', new.details ->> 'version_id'),
      new.action || ':' || (new.details ->> 'version_id'));
  elsif new.action = 'go_live_set' and new.details ->> 'go_live_at' is not null then
    perform private.enqueue_message('go_live_set', new.campaign_id, jsonb_build_object('go_live_at', new.details ->> 'go_live_at'),
      'go_live_set:' || new.id::text);
  end if;
  return null;
end;
$$;

-- What a receipt or a refund's e-mail says: the payment, and the campaign's
-- money as it stood once it was recorded (payments up to and including it).
-- The job's (service role).
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
      from public.bookings as b where b.campaign_id = c.id), '[]'::jsonb)
  )
  from public.payments as p
  join public.campaigns as c on c.id = p.campaign_id
  left join public.advertisers as a on a.id = c.advertiser_id
  where p.id = p_payment;
$$;

revoke execute on function public.payment_message_facts(uuid) from public, anon, authenticated;
grant execute on function public.payment_message_facts(uuid) to service_role;
