-- Money received for a campaign: a deposit paid online, or a payment the
-- staff record by hand (cheque, e-transfer). Amounts are integer cents; a
-- refund is a negative amount, so a campaign's paid total is a plain sum and
-- nothing is ever stored twice. Rows are written only by the server (the
-- payment webhook, the staff's recording function), never straight from a
-- browser.

create type public.payment_method as enum ('card', 'cheque', 'e_transfer', 'cash', 'other');

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  -- Set null when an erasure request removes the campaign: the payment
  -- itself is an accounting record the company must keep.
  campaign_id uuid references public.campaigns (id) on delete set null,
  amount_cents integer not null check (amount_cents <> 0),
  currency text not null default 'cad' check (currency ~ '^[a-z]{3}$'),
  method public.payment_method not null,
  -- The cheque number, the e-transfer's reference, or Stripe's payment id.
  reference text check (char_length(btrim(reference)) between 1 and 200),
  stripe_checkout_session_id text,
  stripe_payment_intent_id text,
  paid_at timestamptz not null default now(),
  -- The staff member who recorded it; null for a payment Stripe reported.
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index payments_campaign_idx on public.payments (campaign_id, paid_at);
-- One completed Checkout Session pays once, however often Stripe reports it.
create unique index payments_checkout_session_key on public.payments (stripe_checkout_session_id)
  where stripe_checkout_session_id is not null and amount_cents > 0;

comment on table public.payments is
  'Money received (positive) or refunded (negative) for a campaign, in integer cents. Admin reads all; an advertiser reads their own; only the server writes.';

alter table public.payments enable row level security;
revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;

create policy "Admin reads payments" on public.payments for select to authenticated using ((select private.is_admin()));
create policy "Advertiser reads own payments" on public.payments for select to authenticated
  using ((select private.caller_advertiser_id()) is not null and private.caller_owns_campaign(campaign_id));
