// One ledger per campaign (public.campaign_ledger), which every screen and the
// deposit's Checkout read: Checkout asks what is owed now and never more (the
// rest after a partial payment, nothing after the deposit was paid and partly
// refunded), one Checkout at a time however many clicks, a refund of money
// that paid an invoice makes a numbered credit note (its own gapless series),
// and random sequences of payments, refunds and price changes (which void and
// reissue invoices) leave the ledger balanced to the cent. Runs on PGlite and
// again on a real PostgreSQL, where the requests made at once really race.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { INVOICING } from '../../supabase/functions/_shared/sale-rules';
import type { Database } from '../../src/types/database';
import { newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type AdvertiserAccount } from './helpers';
import { postFunction, stripeControl } from './stripe-helpers';

type Client = SupabaseClient<Database>;
type Ledger = Database['public']['Functions']['campaign_ledger']['Returns'][number];

// A fresh board's $1,100 a cycle, less 5% for 3 cycles: each cycle's invoice $1,045.00 plus $135.85 HST.
const CYCLE = 118_085;
// The same board for 2 cycles (no length rate): $1,100.00 plus $143.00 HST.
const CYCLE_OF_2 = 124_300;

let admin: Client;
let advertiser: AdvertiserAccount;

beforeEach(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  advertiser = await newAdvertiserAccount();
});

async function ledgerOf(campaignId: string, client: Client = admin): Promise<Ledger> {
  const { data, error } = await client.rpc('campaign_ledger', { p_campaign: campaignId });
  if (error) throw new Error(error.message);
  expect(data).toHaveLength(1);
  return data![0]!;
}

async function recordPayment(campaignId: string, cents: number): Promise<void> {
  const { error } = await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: cents, p_method: 'cheque', p_reference: `#${cents}` });
  if (error) throw new Error(error.message);
}

async function recordRefund(campaignId: string, cents: number, client: Client = admin) {
  return client.rpc('record_refund', {
    p_campaign: campaignId,
    p_amount_cents: cents,
    p_method: 'e_transfer',
    p_reference: `R${cents}`,
    p_reason: 'Goodwill',
  });
}

async function askCheckout(campaignId: string): Promise<{ status: number; body: { url?: string; total_cents?: number; error?: string } }> {
  const res = await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);
  return { status: res.status, body: (await res.json()) as { url?: string; total_cents?: number } };
}

/** The stand-in's Checkout Session as Stripe would answer it. */
async function sessionAmount(url: string): Promise<number> {
  const id = url.split('/').pop()!;
  const res = await fetch(url.replace(/\/stripe\/checkout\/.*$/, `/v1/checkout/sessions/${id}`), {
    headers: { authorization: 'Bearer sk_test_local_stand_in_0000000000000000' },
  });
  return ((await res.json()) as { amount_total: number }).amount_total;
}

describe(`the campaign's ledger and Checkout (${inject('databaseKind')})`, () => {
  it('a partial payment: the ledger owes the rest, and Checkout asks exactly the rest; paid in full, no Checkout', async () => {
    const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 });
    const before = await ledgerOf(campaignId);
    expect(before).toMatchObject({ invoiced_cents: 3 * CYCLE, paid_cents: 0, balance_cents: 3 * CYCLE, due_now_cents: CYCLE, due_now_hst_cents: 13_585 });

    await recordPayment(campaignId, 50_000);
    const partly = await ledgerOf(campaignId);
    expect(partly).toMatchObject({ paid_cents: 50_000, balance_cents: 3 * CYCLE - 50_000, due_now_cents: CYCLE - 50_000, next_due_cents: CYCLE - 50_000 });
    const checkout = await askCheckout(campaignId);
    expect(checkout.status).toBe(200);
    expect(checkout.body.total_cents).toBe(CYCLE - 50_000);
    expect(await sessionAmount(checkout.body.url!)).toBe(CYCLE - 50_000);

    await recordPayment(campaignId, CYCLE - 50_000);
    expect((await ledgerOf(campaignId)).due_now_cents).toBe(0);
    const none = await askCheckout(campaignId);
    expect(none.status).toBe(409);
    // The open link for the old amount is closed, so it cannot be paid twice.
    const old = checkout.body.url!;
    expect((await fetch(`${old}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  }, 120_000);

  it('the deposit is owed now whatever its date: a deadline brought forward still asks it', async () => {
    const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 2 });
    const { error } = await serviceClient()
      .from('campaigns')
      .update({ deposit_due_at: new Date(Date.now() + 30 * 3_600_000).toISOString() })
      .eq('id', campaignId);
    expect(error).toBeNull();
    expect(await ledgerOf(campaignId)).toMatchObject({ due_now_cents: CYCLE_OF_2, balance_cents: 2 * CYCLE_OF_2 });
    expect((await askCheckout(campaignId)).body.total_cents).toBe(CYCLE_OF_2);
  }, 60_000);

  it('a card payment partly refunded: a credit note with its HST, nothing owed again, and Checkout refuses', async () => {
    const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 });
    const checkout = await askCheckout(campaignId);
    expect(checkout.body.total_cents).toBe(CYCLE);
    const paid = await stripeControl('pay', { session_id: checkout.body.url!.split('/').pop() });
    const paymentIntent = (paid.session as { payment_intent: string }).payment_intent;
    expect((await stripeControl('refund', { payment_intent: paymentIntent, amount: 29_501 })).webhookStatus).toBe(200);

    const ledger = await ledgerOf(campaignId);
    expect(ledger).toMatchObject({ paid_cents: CYCLE, refunded_cents: 29_501, credited_cents: 29_501, balance_cents: 2 * CYCLE, due_now_cents: 0 });
    const { data: notes } = await admin
      .from('credit_notes')
      .select('number, invoice_id, subtotal_cents, hst_cents, total_cents, reason')
      .eq('campaign_id', campaignId);
    const { data: first } = await admin
      .from('invoice_summaries')
      .select('id, credited_cents, balance_cents, status')
      .eq('campaign_id', campaignId)
      .order('cycle_starts_on')
      .limit(1)
      .single();
    // HST is the invoice's own share: 29,501 × 13,585 / 118,085 = 3,393.9, so $33.94.
    expect(notes).toEqual([
      {
        number: expect.stringMatching(/^CN-\d{4}-0001$/),
        invoice_id: first!.id,
        subtotal_cents: 26_107,
        hst_cents: 3_394,
        total_cents: 29_501,
        reason: 'Refund',
      },
    ]);
    expect(first).toMatchObject({ credited_cents: 29_501, balance_cents: 0, status: 'paid' });
    expect((await askCheckout(campaignId)).status).toBe(409);
    // The advertiser reads the same ledger and credit note.
    expect(await ledgerOf(campaignId, advertiser.user.client as Client)).toEqual(ledger);
    expect((await advertiser.user.client.from('credit_notes').select('total_cents').eq('campaign_id', campaignId)).data).toEqual([{ total_cents: 29_501 }]);
  }, 120_000);

  it('"Pay" clicked several times at once: one open Checkout, so one payment', async () => {
    const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => askCheckout(campaignId)));
    for (const a of answers) expect(a.status).toBe(200);
    const urls = new Set(answers.map((a) => a.body.url));
    expect(urls.size).toBe(1);
    const { data: open } = await serviceClient().from('deposit_checkouts').select('id').eq('campaign_id', campaignId).eq('status', 'open');
    expect(open).toHaveLength(1);
    await stripeControl('pay', { session_id: [...urls][0]!.split('/').pop() });
    const { data: payments } = await serviceClient().from('payments').select('amount_cents').eq('campaign_id', campaignId);
    expect(payments).toEqual([{ amount_cents: CYCLE }]);
    expect((await ledgerOf(campaignId)).due_now_cents).toBe(0);
  }, 120_000);

  it('without online payment the function says so and refuses; with it, it says it is there', async () => {
    const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 1 });
    const available = async () => ((await (await postFunction('deposit-checkout', { available: true })).json()) as { available: boolean }).available;
    expect(await available()).toBe(true);
    await stripeControl('config', { configured: false });
    expect(await available()).toBe(false);
    expect((await askCheckout(campaignId)).status).toBe(503);
  }, 60_000);

  it('twenty refunds at once on twenty campaigns: twenty credit notes numbered without a gap', async () => {
    const campaigns = await Promise.all(
      Array.from({ length: 20 }, async () => (await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 1 })).campaignId),
    );
    for (const id of campaigns) await recordPayment(id, 100_000);
    const refunds = await Promise.all(campaigns.map((id) => recordRefund(id, 1_000)));
    for (const r of refunds) expect(r.error).toBeNull();
    const { data } = await admin.from('credit_notes').select('number, number_year, number_seq');
    expect(data).toHaveLength(20);
    const seqs = data!.map((n) => n.number_seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, k) => k + 1));
    expect(new Set(data!.map((n) => n.number)).size).toBe(20);
  }, 240_000);

  it('due dates: the deposit invoice by the release deadline, each later one a set number of days before its cycle', async () => {
    const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 });
    const { data: campaign } = await admin.from('campaigns').select('deposit_due_at').eq('id', campaignId).single();
    const deadline = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date(campaign!.deposit_due_at!));
    const { data: invoices } = await admin.from('invoices').select('cycle_starts_on, issued_on, due_on').eq('campaign_id', campaignId).order('cycle_starts_on');
    expect(invoices![0]!.due_on).toBe(deadline);
    const day = (d: string, add: number) => new Date(Date.parse(`${d}T00:00:00Z`) + add * 86_400_000).toISOString().slice(0, 10);
    for (const later of invoices!.slice(1)) {
      const rule = [day(later.cycle_starts_on, -INVOICING.dueDaysBeforeCycle), day(later.issued_on, INVOICING.minPaymentDays), deadline].sort().at(-1);
      expect(later.due_on).toBe(rule);
    }
    expect((await ledgerOf(campaignId)).next_due_on).toBe(deadline);
  }, 60_000);
});

/** A small seeded generator (mulberry32), so a failing sequence can be run again. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function rawLedger(campaignId: string) {
  const service = serviceClient() as Client;
  const [invoices, notes, payments, summaries] = await Promise.all([
    service.from('invoices').select('id, total_cents, hst_cents, voided_at').eq('campaign_key', campaignId),
    service.from('credit_notes').select('invoice_id, subtotal_cents, hst_cents, total_cents').eq('campaign_key', campaignId),
    service.from('payments').select('amount_cents').eq('campaign_key', campaignId),
    service.from('invoice_summaries').select('balance_cents, voided_at').eq('campaign_key', campaignId),
  ]);
  const inForce = invoices.data!.filter((i) => i.voided_at === null);
  const live = new Set(inForce.map((i) => i.id));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    invoiced: sum(inForce.map((i) => i.total_cents!)),
    credited: sum(notes.data!.filter((n) => live.has(n.invoice_id)).map((n) => n.total_cents!)),
    paid: sum(payments.data!.filter((p) => p.amount_cents > 0).map((p) => p.amount_cents)),
    refunded: sum(payments.data!.filter((p) => p.amount_cents < 0).map((p) => -p.amount_cents)),
    summariesBalance: sum(summaries.data!.filter((s) => s.voided_at === null).map((s) => s.balance_cents!)),
    notes: notes.data!,
    invoices: invoices.data!,
  };
}

describe(`the ledger under random payments, refunds and price changes (${inject('databaseKind')})`, () => {
  for (const seed of [7, 2026]) {
    it(`balances to the cent after every step (seed ${seed})`, async () => {
      const random = seeded(seed);
      const { campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 3 });
      const { data: bookings } = await admin.from('bookings').select('id').eq('campaign_id', campaignId);
      const bookingId = bookings![0]!.id;
      for (let step = 0; step < 14; step += 1) {
        const before = await ledgerOf(campaignId);
        const kept = before.paid_cents - before.refunded_cents;
        const roll = random();
        let expected: number | null = null;
        if (roll < 0.4) {
          const cents = 1 + Math.floor(random() * Math.max(before.balance_cents, 50_000));
          await recordPayment(campaignId, cents);
          expected = before.balance_cents - cents;
        } else if (roll < 0.75 && kept > 0) {
          const cents = 1 + Math.floor(random() * kept);
          const { error } = await recordRefund(campaignId, cents);
          expect(error).toBeNull();
          // A refund never makes the advertiser owe again: it gives back first what they held beyond the invoices.
          expected = before.balance_cents >= 0 ? before.balance_cents : 0 - Math.max(-before.balance_cents - cents, 0);
        } else {
          // A price set after confirmation: the invoices of cycles to come are voided and issued again.
          const price = 50_000 + Math.floor(random() * 150_000);
          const { error } = await admin.rpc('set_booking_price', { p_booking: bookingId, p_price_per_cycle_cents: price, p_reason: `Step ${step}` });
          expect(error).toBeNull();
        }
        const after = await ledgerOf(campaignId);
        const raw = await rawLedger(campaignId);
        const context = `seed ${seed}, step ${step}`;
        if (expected !== null) expect(after.balance_cents, context).toBe(expected);
        expect(after.invoiced_cents, context).toBe(raw.invoiced);
        expect(after.credited_cents, context).toBe(raw.credited);
        expect(after.paid_cents, context).toBe(raw.paid);
        expect(after.refunded_cents, context).toBe(raw.refunded);
        expect(after.balance_cents, context).toBe(raw.invoiced - raw.credited - raw.paid + raw.refunded);
        if (raw.invoices.some((i) => i.voided_at === null)) expect(raw.summariesBalance, context).toBe(after.balance_cents);
        expect(after.due_now_cents, context).toBeLessThanOrEqual(Math.max(after.balance_cents, 0));
        expect(after.next_due_cents, context).toBeLessThanOrEqual(Math.max(after.balance_cents, 0));
        for (const note of raw.notes) {
          const invoice = raw.invoices.find((i) => i.id === note.invoice_id)!;
          expect(note.subtotal_cents! + note.hst_cents!, context).toBe(note.total_cents);
          expect(note.hst_cents, context).toBe(Math.round((note.total_cents! * invoice.hst_cents!) / invoice.total_cents!));
        }
      }
    }, 300_000);
  }
});
