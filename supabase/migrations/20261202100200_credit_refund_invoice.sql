-- A refund of a payment made for one invoice (payments.invoice_id: its own
-- Checkout, then refunded at Stripe, the refund sharing its payment intent)
-- credits that invoice first, up to what was paid for it, rather than the
-- latest invoice the campaign's money would have paid oldest cycle first; any
-- rest is credited as before.
--
-- Restated: private.payments_credit_refund (20261201200000_campaign_ledger.sql).

-- As 20261201200000_campaign_ledger.sql, with the refunded payment's invoice
-- credited first.
create or replace function private.payments_credit_refund()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := private.booking_today();
  v_year integer := extract(year from v_today)::integer;
  v_refund bigint := -new.amount_cents;
  v_net_before bigint;
  v_owed bigint;
  v_credit bigint;
  v_left bigint;
  v_take bigint;
  v_hst bigint;
  v_seq integer;
  v_paid bigint[] := '{}';
  v_ids uuid[] := '{}';
  v_tax bigint[] := '{}';
  v_tot bigint[] := '{}';
  v_remaining bigint;
  v_target uuid;
  v_own bigint;
  v_target_owed bigint;
  r record;
  i integer;
begin
  if new.amount_cents >= 0 or new.campaign_key is null then
    return null;
  end if;
  -- The campaign's money moves one change at a time (record_payment and
  -- record_refund lock it too), so two refunds at once credit in turn.
  perform 1 from public.campaigns as c where c.id = new.campaign_key for update;

  select coalesce(sum(p.amount_cents), 0) + v_refund into v_net_before
    from public.payments as p where p.campaign_key = new.campaign_key;
  -- What invoices in force ask, less their credit notes, each paid oldest cycle first.
  v_remaining := v_net_before;
  v_owed := 0;
  for r in
    select i.id, i.hst_cents, i.total_cents,
           i.total_cents - coalesce((select sum(n.total_cents) from public.credit_notes as n where n.invoice_id = i.id), 0) as owed
      from public.invoices as i
     where i.campaign_key = new.campaign_key and i.voided_at is null
     order by i.cycle_starts_on, i.number_year, i.number_seq
  loop
    v_owed := v_owed + r.owed;
    v_ids := v_ids || r.id;
    v_tax := v_tax || r.hst_cents;
    v_tot := v_tot || r.total_cents;
    v_paid := v_paid || least(r.owed, greatest(v_remaining, 0));
    v_remaining := v_remaining - least(r.owed, greatest(v_remaining, 0));
  end loop;

  -- What the advertiser had paid beyond the invoices is given back first.
  v_credit := least(v_refund, greatest(0, v_refund - greatest(0, v_net_before - v_owed)));
  v_left := v_credit;

  -- The refund of a payment made for one invoice (its own Checkout: the
  -- refund's payment intent is that payment's) gives back money that paid
  -- that invoice: it is credited first, up to what was paid for it.
  v_target := new.invoice_id;
  if v_target is null and new.stripe_payment_intent_id is not null then
    select p.invoice_id into v_target
      from public.payments as p
     where p.stripe_payment_intent_id = new.stripe_payment_intent_id and p.amount_cents > 0 and p.invoice_id is not null
     order by p.created_at, p.id
     limit 1;
  end if;
  i := coalesce(array_position(v_ids, v_target), 0);
  if i >= 1 and v_left > 0 then
    select coalesce(sum(p.amount_cents), 0) into v_own
      from public.payments as p where p.invoice_id = v_target and p.amount_cents > 0;
    select v_own - coalesce(sum(n.total_cents), 0) into v_own
      from public.credit_notes as n where n.invoice_id = v_target and n.payment_id is distinct from new.id;
    select i2.total_cents - coalesce((select sum(n.total_cents) from public.credit_notes as n where n.invoice_id = i2.id), 0) into v_target_owed
      from public.invoices as i2 where i2.id = v_target;
    v_take := least(v_left, greatest(v_own, 0), greatest(v_target_owed, 0));
    if v_take > 0 then
      v_hst := case when v_tot[i] > 0 then (v_take * v_tax[i] * 2 + v_tot[i]) / (2 * v_tot[i]) else 0 end;
      v_seq := private.next_credit_note_number(v_year);
      insert into public.credit_notes (number, number_year, number_seq, invoice_id, campaign_id, campaign_key, payment_id, issued_on, reason,
                                       subtotal_cents, hst_cents, currency)
      values (format('CN-%s-%s', v_year, lpad(v_seq::text, greatest(4, length(v_seq::text)), '0')), v_year, v_seq, v_ids[i],
              new.campaign_id, new.campaign_key, new.id, v_today, 'Refund',
              v_take - v_hst, v_hst, new.currency);
      v_left := v_left - v_take;
      -- What is left of the refund does not credit this invoice again beyond what paid it.
      v_paid[i] := greatest(v_paid[i] - v_take, 0);
    end if;
  end if;

  i := coalesce(array_length(v_ids, 1), 0);
  while v_left > 0 and i >= 1 loop
    v_take := least(v_left, v_paid[i]);
    if v_take > 0 then
      v_hst := case when v_tot[i] > 0 then (v_take * v_tax[i] * 2 + v_tot[i]) / (2 * v_tot[i]) else 0 end;
      v_seq := private.next_credit_note_number(v_year);
      insert into public.credit_notes (number, number_year, number_seq, invoice_id, campaign_id, campaign_key, payment_id, issued_on, reason,
                                       subtotal_cents, hst_cents, currency)
      values (format('CN-%s-%s', v_year, lpad(v_seq::text, greatest(4, length(v_seq::text)), '0')), v_year, v_seq, v_ids[i],
              new.campaign_id, new.campaign_key, new.id, v_today, 'Refund',
              v_take - v_hst, v_hst, new.currency);
      v_left := v_left - v_take;
    end if;
    i := i - 1;
  end loop;
  return null;
end;
$$;

revoke execute on function private.payments_credit_refund() from public;
