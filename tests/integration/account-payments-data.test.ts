// What the advertiser's deposit section reads of a campaign that was paid,
// cancelled and refunded (src/features/payments/api/payment-selects.ts), run
// as the advertiser over HTTP: the payment and every refund (by card through
// Stripe, and one recorded by hand), whatever the campaign's state; another
// advertiser and a visitor read none of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_DUE_SELECT, PAYMENT_BOOKINGS_SELECT, PAYMENT_STATUS_SELECT, PAYMENTS_SELECT } from '../../src/features/payments/api/payment-selects';
import { anonClient, newAdvertiserAccount, newConfirmedCampaign, resetBackend, signInAsAdmin, type AdvertiserAccount } from './helpers';
import { payDeposit, stripeControl } from './stripe-helpers';

// A fresh board's $1,100 a cycle, less 5% for 3 cycles: a first cycle of $1,045.00 plus HST.
const TOTAL = 118_085;

let advertiser: AdvertiserAccount;
let campaignId: string;

beforeAll(async () => {
  await resetBackend();
  const admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 1, cycles: 3 }));
  const { paymentIntent } = await payDeposit(campaignId, advertiser.user.session.access_token);
  expect((await admin.client.rpc('cancel_campaign', { p_campaign: campaignId, p_reason: 'Cancelled in writing' })).error).toBeNull();
  expect((await stripeControl('refund', { payment_intent: paymentIntent, amount: 100_000 })).webhookStatus).toBe(200);
  const byHand = await admin.client.rpc('record_refund', {
    p_campaign: campaignId,
    p_amount_cents: 18_085,
    p_method: 'e_transfer',
    p_reference: 'ET-R1',
    p_reason: 'The rest of the deposit, by e-transfer',
  });
  expect(byHand.error).toBeNull();
}, 120_000);

describe('a cancelled campaign’s payments, as its advertiser reads them', () => {
  it('the payment and both refunds, with amount, method and date, and nothing left paid', async () => {
    const payments = await advertiser.user.client.from('payments').select(PAYMENTS_SELECT).eq('campaign_id', campaignId).order('paid_at');
    expect(payments.error).toBeNull();
    expect(payments.data!.map((p) => [p.amount_cents, p.method])).toEqual([
      [TOTAL, 'card'],
      [-100_000, 'card'],
      [-18_085, 'e_transfer'],
    ]);
    expect(payments.data!.every((p) => typeof p.paid_at === 'string' && !Number.isNaN(Date.parse(p.paid_at)))).toBe(true);

    const status = await advertiser.user.client.from('campaign_payment_status').select(PAYMENT_STATUS_SELECT).eq('campaign_id', campaignId).single();
    expect(status.data).toMatchObject({ status: 'cancelled', paid_cents: 0 });
    // The cancellation freed the bookings, so no deposit is asked: the payments are what the page has to show.
    const bookings = await advertiser.user.client.from('bookings').select(PAYMENT_BOOKINGS_SELECT).eq('campaign_id', campaignId);
    expect(bookings.data!.map((b) => b.status)).toEqual(['cancelled']);
    // Its invoices, read as the staff's "Record a payment" reads them: all void, nothing due, so no payment is offered.
    const invoices = await advertiser.user.client.from('invoice_summaries').select(INVOICE_DUE_SELECT).eq('campaign_id', campaignId).order('cycle_starts_on');
    expect(invoices.error).toBeNull();
    expect(invoices.data!.length).toBeGreaterThan(0);
    expect(invoices.data!.every((i) => i.status === 'void' && i.balance_cents === 0)).toBe(true);
  });

  it('another advertiser and a visitor read none of it', async () => {
    const other = await newAdvertiserAccount();
    expect((await other.user.client.from('payments').select(PAYMENTS_SELECT).eq('campaign_id', campaignId)).data).toEqual([]);
    const anon = await anonClient().from('payments').select(PAYMENTS_SELECT).eq('campaign_id', campaignId);
    expect(anon.data ?? []).toEqual([]);
  }, 30_000);
});
