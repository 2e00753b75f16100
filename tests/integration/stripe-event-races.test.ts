// Stripe delivers an event at least once, and may deliver it twice at the
// same moment (a retry while the first delivery is still running), or send
// two events about the same charge close together. The database decides
// (public.apply_stripe_event), so one payment is recorded whatever the
// interleaving. On PGlite (one connection) these pass trivially; the pass on a
// real PostgreSQL is where a check-then-act would record twice.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type AdvertiserAccount } from './helpers';
import { payDeposit, sendEvent, stripeEvent } from './stripe-helpers';

// A fresh board's $1,100 a cycle, less 5% for 3 cycles, plus HST.
const TOTAL = 118_085;
const AT_ONCE = 8;

let advertiser: AdvertiserAccount;
let campaignId: string;

beforeEach(async () => {
  await resetBackend();
  const admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 1, cycles: 3 }));
});

async function amounts(): Promise<number[]> {
  const { data, error } = await serviceClient()
    .from('payments')
    .select('amount_cents')
    .eq('campaign_id', campaignId)
    .order('amount_cents', { ascending: false });
  expect(error).toBeNull();
  return data!.map((p) => p.amount_cents as number);
}

async function eventRows(ids: string[]): Promise<number> {
  const { count, error } = await serviceClient().from('stripe_events').select('id', { count: 'exact', head: true }).in('id', ids);
  expect(error).toBeNull();
  return count ?? 0;
}

const completed = (sessionId: string) => ({
  id: sessionId,
  object: 'checkout.session',
  amount_total: TOTAL,
  currency: 'cad',
  metadata: { campaign_id: campaignId },
  mode: 'payment',
  payment_intent: `pi_test_${randomUUID().replaceAll('-', '')}`,
  payment_status: 'paid',
  status: 'complete',
});

async function outcomes(events: Record<string, unknown>[]): Promise<string[]> {
  const answers = await Promise.all(events.map((e) => sendEvent(e)));
  for (const a of answers) expect(a.status).toBe(200);
  return Promise.all(answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome));
}

describe(`Stripe's events delivered at the same moment (${inject('databaseKind')})`, () => {
  it('one signed checkout.session.completed delivered several times at once: one payment, one event', async () => {
    const evt = stripeEvent('checkout.session.completed', completed(`cs_test_${randomUUID().replaceAll('-', '')}`));
    const seen = await outcomes(Array.from({ length: AT_ONCE }, () => evt));
    expect(seen.filter((o) => o === 'payment recorded')).toHaveLength(1);
    expect(seen.filter((o) => o === 'duplicate')).toHaveLength(AT_ONCE - 1);
    expect(await amounts()).toEqual([TOTAL]);
    expect(await eventRows([evt.id as string])).toBe(1);
  });

  it('different events for one session at once: one payment, each event stored once', async () => {
    const session = completed(`cs_test_${randomUUID().replaceAll('-', '')}`);
    const events = Array.from({ length: AT_ONCE }, () => stripeEvent('checkout.session.completed', session));
    const seen = await outcomes(events);
    expect(seen.filter((o) => o === 'payment recorded')).toHaveLength(1);
    expect(seen.filter((o) => o === 'ignored: session already paid')).toHaveLength(AT_ONCE - 1);
    expect(await amounts()).toEqual([TOTAL]);
    expect(await eventRows(events.map((e) => e.id as string))).toBe(AT_ONCE);
  });

  it('charge.refunded events of one charge at once (amount_refunded adds up): the refunds recorded come to what Stripe refunded', async () => {
    const { paymentIntent } = await payDeposit(campaignId, advertiser.user.session.access_token);
    // Refunds of 100.00 each, their events carrying the cumulative amount refunded.
    const events = Array.from({ length: AT_ONCE }, (_, i) =>
      stripeEvent('charge.refunded', {
        id: `ch_test_${paymentIntent.slice(3)}`,
        object: 'charge',
        amount: TOTAL,
        amount_refunded: 10_000 * (i + 1),
        currency: 'cad',
        payment_intent: paymentIntent,
        refunded: false,
        status: 'succeeded',
      }),
    );
    await outcomes(events);
    const rows = await amounts();
    expect(rows[0]).toBe(TOTAL);
    expect(rows.slice(1).reduce((sum, cents) => sum + cents, 0)).toBe(-10_000 * AT_ONCE);
  });
});
