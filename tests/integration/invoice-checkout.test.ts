// Each invoice payable online: "Pay this invoice" (the deposit-checkout
// function with an invoice_id) opens a Checkout for that invoice's balance,
// never more; the webhook records the payment against that invoice
// (payments.invoice_id) and its summary counts it there first. Clicks at once
// keep one open session per invoice and amount, so the invoice is paid once.
// Runs on PGlite and again on a real PostgreSQL, where the clicks really race.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/types/database';
import {
  LOCAL_SERVICE_ROLE_KEY,
  newAdvertiserAccount,
  newConfirmedCampaign,
  resetBackend,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
} from './helpers';
import { payDeposit, postFunction, stripeControl } from './stripe-helpers';

type Client = SupabaseClient<Database>;

// A fresh board's $1,100 a cycle, less 5% for 3 cycles: each cycle's invoice $1,045.00 plus $135.85 HST.
const CYCLE = 118_085;
const AT_ONCE = 6;

let admin: Client;
let advertiser: AdvertiserAccount;
let campaignId: string;

beforeEach(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 }));
}, 60_000);

interface Summary {
  id: string;
  number: string;
  paid_cents: number;
  balance_cents: number;
  status: string;
}

/** The campaign's invoices in force, oldest cycle first, as the screens read them. */
async function invoices(): Promise<Summary[]> {
  const { data, error } = await serviceClient()
    .from('invoice_summaries')
    .select('id, number, paid_cents, balance_cents, status')
    .eq('campaign_id', campaignId)
    .is('voided_at', null)
    .order('cycle_starts_on');
  expect(error).toBeNull();
  return data as Summary[];
}

async function payments(): Promise<{ amount_cents: number; invoice_id: string | null }[]> {
  const { data, error } = await serviceClient().from('payments').select('amount_cents, invoice_id').eq('campaign_id', campaignId).order('created_at');
  expect(error).toBeNull();
  return data as { amount_cents: number; invoice_id: string | null }[];
}

async function payThisInvoice(invoiceId: string): Promise<{ status: number; body: { url?: string; total_cents?: number; error?: string } }> {
  const res = await postFunction('deposit-checkout', { campaign_id: campaignId, invoice_id: invoiceId }, advertiser.user.session.access_token);
  return { status: res.status, body: (await res.json()) as { url?: string; total_cents?: number; error?: string } };
}

/** The stand-in's Pay button on the session behind a Checkout URL; the webhook records it. */
async function payOnCheckout(url: string): Promise<string> {
  const paid = await stripeControl('pay', { session_id: url.split('/').pop()! });
  expect(paid.webhookStatus).toBe(200);
  return (paid.session as { payment_intent: string }).payment_intent;
}

async function ledgerBalance(): Promise<number> {
  const { data, error } = await admin.rpc('campaign_ledger', { p_campaign: campaignId });
  expect(error).toBeNull();
  return data![0]!.balance_cents;
}

describe(`each invoice paid online (${inject('databaseKind')})`, () => {
  it('"Pay this invoice" asks that invoice’s balance, and the webhook records one payment against it', async () => {
    const [deposit, second, third] = await invoices();
    const checkout = await payThisInvoice(second!.id);
    expect(checkout.status, checkout.body.error).toBe(200);
    expect(checkout.body.total_cents).toBe(CYCLE);

    await payOnCheckout(checkout.body.url!);
    expect(await payments()).toEqual([{ amount_cents: CYCLE, invoice_id: second!.id }]);
    const after = await invoices();
    // The second cycle's invoice is paid, not the deposit's (the oldest), which a payment of the campaign would have paid.
    expect(after.map((i) => [i.id, i.paid_cents, i.balance_cents])).toEqual([
      [deposit!.id, 0, CYCLE],
      [second!.id, CYCLE, 0],
      [third!.id, 0, CYCLE],
    ]);
    expect(after[1]!.status).toBe('paid');
    expect(await ledgerBalance()).toBe(2 * CYCLE);

    // Paid, it has nothing left to ask; another campaign's invoice is not this campaign's to pay.
    expect((await payThisInvoice(second!.id)).status).toBe(409);
    const other = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 1 });
    const { data: foreign } = await serviceClient().from('invoices').select('id').eq('campaign_id', other.campaignId).single();
    expect((await payThisInvoice(foreign!.id)).status).toBe(404);
  }, 120_000);

  it('the same invoice paid from several clicks at once: one open Checkout, so one payment', async () => {
    const [, second] = await invoices();
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => payThisInvoice(second!.id)));
    for (const a of answers) expect(a.status, a.body.error).toBe(200);
    expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    const { data: open } = await serviceClient().from('invoice_checkouts').select('id').eq('invoice_id', second!.id).eq('status', 'open');
    expect(open).toHaveLength(1);

    await payOnCheckout(answers[0]!.body.url!);
    expect(await payments()).toEqual([{ amount_cents: CYCLE, invoice_id: second!.id }]);
    // The webhook again (Stripe delivers at least once) and the function again: still one payment, nothing more asked.
    expect((await payThisInvoice(second!.id)).status).toBe(409);
    expect(await payments()).toHaveLength(1);
  }, 180_000);

  it('an invoice paid online after a refund: recorded against it, each invoice’s balance adding up to the ledger’s', async () => {
    // The deposit paid by card, then half of it given back by hand: a credit note takes that off the deposit's invoice.
    await payDeposit(campaignId, advertiser.user.session.access_token);
    const { error } = await admin.rpc('record_refund', {
      p_campaign: campaignId,
      p_amount_cents: 50_000,
      p_method: 'e_transfer',
      p_reference: 'R1',
      p_reason: 'Goodwill',
    });
    expect(error).toBeNull();
    const [deposit, second, third] = await invoices();
    expect(deposit!.balance_cents).toBe(0);

    const checkout = await payThisInvoice(second!.id);
    expect(checkout.body.total_cents).toBe(CYCLE);
    const paymentIntent = await payOnCheckout(checkout.body.url!);
    expect((await payments()).filter((p) => p.invoice_id === second!.id).map((p) => p.amount_cents)).toEqual([CYCLE]);
    let after = await invoices();
    expect(after.map((i) => i.balance_cents)).toEqual([0, 0, CYCLE]);
    expect(await ledgerBalance()).toBe(CYCLE);

    // That payment partly refunded by Stripe (charge.refunded): the invoices still add up to the ledger.
    await stripeControl('refund', { payment_intent: paymentIntent, amount: 20_000 });
    after = await invoices();
    expect(after.reduce((sum, i) => sum + i.balance_cents, 0)).toBe(await ledgerBalance());
    expect(after.find((i) => i.id === third!.id)!.balance_cents).toBe(CYCLE);
  }, 180_000);

  it('the deposit’s Checkout and the same invoice’s both open: once one is paid, the other is closed and cannot take the money again', async () => {
    const [deposit] = await invoices();
    const depositCheckout = await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);
    expect(depositCheckout.status).toBe(200);
    const depositUrl = ((await depositCheckout.json()) as { url: string }).url;
    const invoiceCheckout = await payThisInvoice(deposit!.id);
    expect(invoiceCheckout.body.total_cents).toBe(CYCLE);

    await payOnCheckout(invoiceCheckout.body.url!);
    const res = await fetch(`${new URL(depositUrl).origin}/__local/stripe/pay`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: depositUrl.split('/').pop() }),
    });
    expect(res.status).toBe(409);
    expect(await payments()).toEqual([{ amount_cents: CYCLE, invoice_id: deposit!.id }]);
  }, 180_000);
});
