// The return page from Checkout reads one payment by its Checkout Session's
// id (public.deposit_checkout_receipt), signed in or not: nothing for an id
// that is not ours, the amount asked while the webhook is on its way, then
// the payment's facts and no more (no name, no address), refunds included.
import { beforeEach, describe, expect, it } from 'vitest';
import { anonClient, newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type AdvertiserAccount } from './helpers';
import { postFunction, stripeControl } from './stripe-helpers';

// A fresh board's $1,100 a cycle, less 5% for 3 cycles: a first cycle of $1,045.00 plus HST.
const TOTAL = 118_085;

let advertiser: AdvertiserAccount;
let campaignId: string;
let reference: string;

beforeEach(async () => {
  await resetBackend();
  const admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 1, cycles: 3 }));
  const { data } = await serviceClient().from('campaigns').select('reference').eq('id', campaignId).single();
  reference = data!.reference as string;
}, 60_000);

/** The advertiser's "Pay the deposit": answers the new Checkout Session's id. */
async function openCheckout(): Promise<string> {
  const res = await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { url: string }).url.split('/').pop()!;
}

async function receipt(sessionId: string, client = anonClient()) {
  const { data, error } = await client.rpc('deposit_checkout_receipt', { p_session: sessionId });
  expect(error).toBeNull();
  return data as Record<string, unknown> | null;
}

/** What the campaign's invoices in force add up to. */
async function invoicedCents(): Promise<number> {
  const { data, error } = await serviceClient().from('invoices').select('total_cents').eq('campaign_key', campaignId).is('voided_at', null);
  expect(error).toBeNull();
  return data!.reduce((sum, i) => sum + Number(i.total_cents), 0);
}

describe('deposit_checkout_receipt: the payment a Checkout Session made, to whoever holds its id', () => {
  it('answers nothing for an id that is not one of our sessions, or is no session id at all', async () => {
    await openCheckout();
    expect(await receipt('cs_test_not_one_of_ours_0000000000')).toBeNull();
    expect(await receipt("cs_x' or true --")).toBeNull();
    expect(await receipt('')).toBeNull();
  }, 60_000);

  it('says the payment is being confirmed until the webhook records it, then its facts and nothing more, signed out', async () => {
    const sessionId = await openCheckout();
    expect(await receipt(sessionId)).toEqual({
      campaign_id: campaignId,
      reference,
      // The deposit's Checkout pays the campaign, no one invoice.
      invoice_number: null,
      state: 'confirming',
      amount_cents: TOTAL,
      currency: 'cad',
      method: null,
      paid_at: null,
      refunded_cents: null,
      balance_cents: null,
    });

    const paid = await stripeControl('pay', { session_id: sessionId });
    expect(paid.webhookStatus).toBe(200);
    const invoiced = await invoicedCents();
    expect(invoiced).toBeGreaterThan(TOTAL);
    const answer = await receipt(sessionId);
    expect(answer).toEqual({
      campaign_id: campaignId,
      reference,
      invoice_number: null,
      state: 'paid',
      amount_cents: TOTAL,
      currency: 'cad',
      method: 'card',
      paid_at: expect.any(String),
      refunded_cents: 0,
      balance_cents: invoiced - TOTAL,
    });
    expect(Date.parse(answer!.paid_at as string)).toBeGreaterThan(Date.now() - 60_000);
    // The advertiser signed in reads the same.
    expect(await receipt(sessionId, advertiser.user.client)).toEqual(answer);

    // A refund of part of it shows; a credit note takes it off the invoice it paid, so the balance left (the ledger's) is not owed again.
    const intent = (paid.session as { payment_intent: string }).payment_intent;
    expect((await stripeControl('refund', { payment_intent: intent, amount: 10_000 })).webhookStatus).toBe(200);
    expect(await receipt(sessionId)).toMatchObject({ state: 'paid', amount_cents: TOTAL, refunded_cents: 10_000, balance_cents: invoiced - TOTAL });
  }, 90_000);

  it('says a session that ended unpaid expired', async () => {
    const sessionId = await openCheckout();
    expect((await stripeControl('expire', { session_id: sessionId })).webhookStatus).toBe(200);
    expect(await receipt(sessionId)).toMatchObject({ state: 'expired', amount_cents: TOTAL, method: null, paid_at: null });
  }, 60_000);
});
