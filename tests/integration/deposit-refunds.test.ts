// The deposit after a cancellation: the terms' verdict the staff read
// (campaign_deposit_refund_terms), "Refund the deposit" for a card payment
// (the deposit-refund function asks the Stripe stand-in, whose charge.refunded
// event records the refund), and a refund recorded by hand (record_refund).
import { beforeEach, describe, expect, it } from 'vitest';
import { DEPOSIT_REFUND_MESSAGES } from '../../supabase/functions/deposit-refund/handler';
import { refundIdempotencyKey } from '../../supabase/functions/_shared/deposit-refund';
import { DEPOSIT } from '../../supabase/functions/_shared/sale-rules';
import { createStripeGateway } from '../../supabase/functions/_shared/stripe-gateway';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/stripe/keys';
import {
  backendUrl,
  newAdvertiserAccount,
  newConfirmedCampaign,
  resetBackend,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
  type SignedIn,
} from './helpers';
import { payDeposit, postFunction, stripeControl } from './stripe-helpers';

// A fresh board's $1,100 a cycle, less 5% for 3 cycles, plus HST.
const TOTAL = 118_085;

let admin: SignedIn;
let advertiser: AdvertiserAccount;
let campaignId: string;
let startsOn: string;

beforeEach(async () => {
  await resetBackend();
  admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId, startsOn } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 1, cycles: 3 }));
});

async function cancel() {
  expect((await admin.client.rpc('cancel_campaign', { p_campaign: campaignId, p_reason: 'Cancelled in writing' })).error).toBeNull();
}

async function amounts(): Promise<number[]> {
  const { data, error } = await serviceClient().from('payments').select('amount_cents').eq('campaign_id', campaignId).order('created_at');
  expect(error).toBeNull();
  return data!.map((p) => p.amount_cents as number);
}

const askRefund = (token = admin.session.access_token) => postFunction('deposit-refund', { campaign_id: campaignId }, token);

const torontoDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(instant);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

describe('the terms’ verdict on a cancelled campaign', () => {
  it('counts the days from the cancellation (its day in Toronto) to the first cycle: refundable from DEPOSIT.refundNoticeDays days before', async () => {
    const terms = () => admin.client.from('campaign_deposit_refund_terms').select('first_cycle_on, days_before, refundable').eq('campaign_id', campaignId);
    expect((await terms()).data).toEqual([]);
    await cancel();
    const now = await terms();
    expect(now.error).toBeNull();
    const days = daysBetween(torontoDay(new Date()), startsOn);
    expect(now.data).toEqual([{ first_cycle_on: startsOn, days_before: days, refundable: days >= DEPOSIT.refundNoticeDays }]);

    // The cancellation dated on either side of the notice: noon in Toronto, N days before the first cycle.
    for (const [before, refundable] of [
      [DEPOSIT.refundNoticeDays, true],
      [DEPOSIT.refundNoticeDays - 1, false],
    ] as const) {
      const day = new Date(Date.parse(`${startsOn}T17:00:00Z`) - before * 86_400_000).toISOString();
      const moved = await serviceClient().from('campaign_events').update({ occurred_at: day }).eq('campaign_id', campaignId).eq('to_status', 'cancelled');
      expect(moved.error).toBeNull();
      expect((await terms()).data).toEqual([{ first_cycle_on: startsOn, days_before: before, refundable }]);
    }
    // Row-level security: another advertiser reads nothing of it.
    const other = await newAdvertiserAccount();
    expect((await other.user.client.from('campaign_deposit_refund_terms').select('campaign_id').eq('campaign_id', campaignId)).data).toEqual([]);
  });
});

describe('"Refund the deposit": a card payment, through Stripe', () => {
  it('asks the stand-in for the refund; its charge.refunded event records it; asked again, nothing more', async () => {
    const { paymentIntent } = await payDeposit(campaignId, advertiser.user.session.access_token);
    expect(await amounts()).toEqual([TOTAL]);

    const early = await askRefund();
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: DEPOSIT_REFUND_MESSAGES.notCancelled });

    await cancel();
    expect((await askRefund(advertiser.user.session.access_token)).status).toBe(403);
    const res = await askRefund();
    expect(res.status).toBe(202);
    const { refunds } = (await res.json()) as { refunds: { id: string; payment_intent: string; amount_cents: number; status: string }[] };
    expect(refunds).toEqual([{ id: expect.stringMatching(/^re_/), payment_intent: paymentIntent, amount_cents: TOTAL, status: 'succeeded' }]);

    expect(await amounts()).toEqual([TOTAL, -TOTAL]);
    const status = await admin.client.from('campaign_payment_status').select('paid_cents').eq('campaign_id', campaignId).single();
    expect(status.data).toEqual({ paid_cents: 0 });
    const events = await admin.client.from('campaign_events').select('action, details').eq('campaign_id', campaignId).eq('action', 'refunded');
    expect(events.data).toEqual([{ action: 'refunded', details: expect.objectContaining({ amount_cents: TOTAL }) }]);

    const again = await askRefund();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: DEPOSIT_REFUND_MESSAGES.nothingToRefund });
  });

  it('one refund for one key: the same request twice (before the event is recorded) refunds once', async () => {
    const { paymentIntent } = await payDeposit(campaignId, advertiser.user.session.access_token);
    const gateway = createStripeGateway({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiBase: backendUrl() });
    const request = { paymentIntent, amountCents: 50_000, campaignId, idempotencyKey: refundIdempotencyKey(paymentIntent, 0) };
    const first = await gateway.refundPayment(request);
    const second = await gateway.refundPayment(request);
    expect(second.id).toBe(first.id);
    expect(await amounts()).toEqual([TOTAL, -50_000]);
  });

  it('Stripe failing: a clear error, nothing recorded; a refund larger than the charge is Stripe’s refusal, not a refund', async () => {
    const { paymentIntent } = await payDeposit(campaignId, advertiser.user.session.access_token);
    await cancel();
    await stripeControl('fail', { status: 500, type: 'api_error', message: 'An unknown error occurred' });
    const res = await askRefund();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: DEPOSIT_REFUND_MESSAGES.failed });
    expect(await amounts()).toEqual([TOTAL]);
    await stripeControl('fail', { mode: null });

    const gateway = createStripeGateway({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiBase: backendUrl() });
    const tooMuch = await gateway
      .refundPayment({ paymentIntent, amountCents: TOTAL + 1, campaignId, idempotencyKey: 'too-much' })
      .catch((e: unknown) => e as Error);
    expect((tooMuch as Error).message).toBe('Stripe refunds.create failed (StripeInvalidRequestError 400)');
    expect(await amounts()).toEqual([TOTAL]);
  });
});

describe('record_refund: a payment made another way, refunded by hand', () => {
  it('records a negative payment with its reason in the timeline; no more than what is paid; the admin only', async () => {
    const pay = await admin.client.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: TOTAL, p_method: 'cheque', p_reference: 'Cheque 1042' });
    expect(pay.error).toBeNull();
    await cancel();
    const refund = (amount: number, reason: string, client = admin.client) =>
      client.rpc('record_refund', {
        p_campaign: campaignId,
        p_amount_cents: amount,
        p_method: 'e_transfer',
        p_reference: 'ET-REFUND-1',
        p_reason: reason,
      });
    expect((await refund(TOTAL + 1, 'Cancelled 20 days ahead')).error).toMatchObject({ code: 'P0001', details: 'refund_too_large' });
    expect((await refund(TOTAL, '  ')).error).toMatchObject({ code: 'P0001', details: 'refund_reason' });
    expect((await refund(TOTAL, 'Cancelled 20 days ahead', advertiser.user.client)).error?.code).toBe('42501');
    expect((await refund(TOTAL, 'Cancelled 20 days ahead')).error).toBeNull();
    expect(await amounts()).toEqual([TOTAL, -TOTAL]);
    const events = await admin.client.from('campaign_events').select('action, reason, details').eq('campaign_id', campaignId).eq('action', 'refund_recorded');
    expect(events.data).toEqual([
      { action: 'refund_recorded', reason: 'Cancelled 20 days ahead', details: { amount_cents: TOTAL, method: 'e_transfer', reference: 'ET-REFUND-1' } },
    ]);
    expect((await refund(1, 'Again')).error).toMatchObject({ details: 'refund_too_large' });
  });
});
