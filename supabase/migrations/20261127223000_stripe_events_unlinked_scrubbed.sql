-- Stripe's events are kept as the record of a payment (like the payments
-- and invoices, which tax law asks us to keep), but the objects Stripe sends
-- name the payer (customer_details: e-mail, name, address, phone). When the
-- campaign an event belongs to is deleted (a privacy erasure; the link is
-- `on delete set null`), the event keeps what records the payment and loses
-- the rest of Stripe's object.
create or replace function private.stripe_event_payment_record(p_object jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
    from jsonb_each(p_object)
   where key in ('id', 'object', 'amount', 'amount_total', 'amount_subtotal', 'amount_refunded', 'currency',
                 'payment_intent', 'payment_status', 'status', 'refunded', 'created', 'livemode');
$$;

revoke execute on function private.stripe_event_payment_record(jsonb) from public, anon, authenticated;

create or replace function private.stripe_events_scrub_on_unlink()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.object := private.stripe_event_payment_record(new.object);
  return new;
end;
$$;

revoke execute on function private.stripe_events_scrub_on_unlink() from public, anon, authenticated;

create trigger stripe_events_scrub_on_unlink
  before update of campaign_id on public.stripe_events
  for each row
  when (old.campaign_id is not null and new.campaign_id is null)
  execute function private.stripe_events_scrub_on_unlink();

-- Events of campaigns already deleted.
update public.stripe_events
   set object = private.stripe_event_payment_record(object)
 where campaign_id is null
   and object ? 'customer_details';
