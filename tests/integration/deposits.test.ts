// The deposit, end to end on the local backend and its Stripe stand-in: the
// confirmation e-mail carries a Checkout link, the local checkout page "pays"
// and sends checkout.session.completed signed as Stripe signs it, and the
// webhook records the payment. Then the webhook's guarantees (a replay, a
// wrong signature, an unknown campaign, an expiry after completion, refunds),
// the staff's manual payment, and the schedule's release of unpaid campaigns.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/stripe/keys';
import { OFFLINE_PAYMENT_LINES } from '../../supabase/functions/_shared/offline-payment';
import {
  backendUrl,
  campaignEndsOn,
  newAdvertiserAccount,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
  type SignedIn,
} from './helpers';
import { functionUrl as fn, postFunction, sendEvent, stripeControl, stripeEvent as event } from './stripe-helpers';

// A fresh board has no rate of its own: the company's "from" price, $1,100 a
// cycle; a 3-cycle campaign takes 5% off, so its first cycle is $1,045.
const DEPOSIT = 104_500;
const HST = 13_585;
const TOTAL = DEPOSIT + HST;

const completedSession = (campaignId: string, sessionId = `cs_test_${randomUUID().replaceAll('-', '')}`) => ({
  id: sessionId,
  object: 'checkout.session',
  amount_total: TOTAL,
  currency: 'cad',
  metadata: { campaign_id: campaignId, reference: 'C-TEST' },
  mode: 'payment',
  payment_intent: `pi_test_${randomUUID().replaceAll('-', '')}`,
  payment_status: 'paid',
  status: 'complete',
});

async function payments(campaignId: string) {
  const { data, error } = await serviceClient()
    .from('payments')
    .select('amount_cents, currency, method, reference, stripe_checkout_session_id, stripe_payment_intent_id, paid_at, recorded_by')
    .eq('campaign_id', campaignId)
    .order('created_at');
  expect(error).toBeNull();
  return data!;
}

async function stripeEventRow(id: string) {
  const { data } = await serviceClient().from('stripe_events').select('id, type, outcome, campaign_id').eq('id', id).maybeSingle();
  return data;
}

let admin: SignedIn;
let advertiser: AdvertiserAccount;
let campaignId: string;
let boardIds: string[];
let startsOn: string;

beforeEach(async () => {
  await resetBackend();
  admin = await signInAsAdmin();
  advertiser = await newAdvertiserAccount();
  ({ campaignId, boardIds, startsOn } = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 2, cycles: 3 }));
});

/** The confirmation the phone sale wrote to the outbox, sent by the delivery job; answers the e-mail. */
async function confirmationEmail() {
  expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
  const mail = (await readOutbox()).filter((m) => m.to === advertiser.user.email && m.subject === 'Your billboard booking is confirmed');
  expect(mail).toHaveLength(1);
  return mail[0]!;
}

describe('the deposit on the local Stripe stand-in', () => {
  it('confirmation e-mail → Checkout Session → paid on the local checkout page → webhook → payment recorded', async () => {
    const mail = await confirmationEmail();
    expect(mail.text).toContain('Deposit: $1,180.85 ($1,045.00 plus HST 13% $135.85).');
    const url = /(http:\/\/\S+\/stripe\/checkout\/cs_test_\w+)/.exec(mail.text)?.[1];
    expect(url).toBeDefined();
    expect(mail.html).toContain(`href="${url}"`);

    // The session is stored, and its advertiser sees it under their own sign-in.
    const own = await advertiser.user.client
      .from('deposit_checkouts')
      .select('id, url, status, amount_total_cents, currency, expires_at')
      .eq('campaign_id', campaignId);
    expect(own.data).toEqual([expect.objectContaining({ url, status: 'open', amount_total_cents: TOTAL, currency: 'cad' })]);
    const sessionId = own.data![0]!.id as string;

    // Stripe's own view of it, through the stand-in's API.
    const api = await fetch(`${backendUrl()}/v1/checkout/sessions/${sessionId}`, {
      headers: { authorization: 'Bearer sk_test_local_stand_in_0000000000000000' },
    });
    expect(await api.json()).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      amount_total: TOTAL,
      currency: 'cad',
      metadata: { campaign_id: campaignId },
    });

    const page = await fetch(url!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Deposit for campaign');
    expect(html).toContain('HST 13%');
    const pay = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    // Back to the return page, the session's id in place of Checkout's template.
    expect(pay.headers.get('location')).toBe(`http://127.0.0.1:5173/account/paid?session_id=${sessionId}`);

    const [payment, ...more] = await payments(campaignId);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amount_cents: TOTAL, currency: 'cad', method: 'card', stripe_checkout_session_id: sessionId, recorded_by: null });
    expect(payment!.stripe_payment_intent_id).toMatch(/^pi_/);
    expect(new Date(payment!.paid_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The advertiser reads it as paid; the checkout is complete; no new Checkout is made.
    const status = await advertiser.user.client.from('campaign_payment_status').select('paid_cents').eq('campaign_id', campaignId).single();
    expect(status.data).toEqual({ paid_cents: TOTAL });
    const again = await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ paid: true });
    const checkout = await serviceClient().from('deposit_checkouts').select('status').eq('id', sessionId).single();
    expect(checkout.data).toEqual({ status: 'complete' });
  });

  it('the account page’s "Pay the deposit": the open session for its advertiser, a new one once it expired, nothing for anyone else', async () => {
    const first = await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);
    expect(first.status).toBe(200);
    const { url } = (await first.json()) as { url: string };
    const same = await postFunction('deposit-checkout', { campaign_id: campaignId }, admin.session.access_token);
    expect(((await same.json()) as { url: string }).url).toBe(url);

    const other = await newAdvertiserAccount();
    expect((await postFunction('deposit-checkout', { campaign_id: campaignId }, other.user.session.access_token)).status).toBe(403);
    expect((await postFunction('deposit-checkout', { campaign_id: campaignId })).status).toBe(403);

    const sessionId = url.split('/').pop()!;
    expect(await stripeControl('expire', { session_id: sessionId })).toMatchObject({ webhookStatus: 200 });
    expect((await serviceClient().from('deposit_checkouts').select('status').eq('id', sessionId).single()).data).toEqual({ status: 'expired' });
    const fresh = await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token);
    expect(fresh.status).toBe(200);
    const next = ((await fresh.json()) as { url: string }).url;
    expect(next).not.toBe(url);
    expect((await fetch(url)).status).toBe(200);
    expect(await (await fetch(url)).text()).toContain('This checkout is expired');
  });

  it('a changed deposit closes the open link and makes one for the new amount', async () => {
    const ask = async () =>
      (await (await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token)).json()) as {
        url: string;
        total_cents: number;
      };
    const before = await ask();
    expect(before.total_cents).toBe(TOTAL);
    // Six cycles take 10% off instead of 5%: the first cycle is $990.00, $1,118.70 with HST.
    expect(
      (
        await admin.client.rpc('extend_campaign', {
          p_campaign: campaignId,
          p_ends_on: (await campaignEndsOn(admin.client, campaignId))!,
          p_cycles: 3,
          p_reason: 'Longer run',
        })
      ).error,
    ).toBeNull();
    const after = await ask();
    expect(after.total_cents).toBe(111_870);
    expect(after.url).not.toBe(before.url);
    const old = before.url.split('/').pop()!;
    const api = await fetch(`${backendUrl()}/v1/checkout/sessions/${old}`, { headers: { authorization: 'Bearer sk_test_local_stand_in_0000000000000000' } });
    expect(await api.json()).toMatchObject({ status: 'expired', url: null });
    expect((await serviceClient().from('deposit_checkouts').select('status').eq('id', old).single()).data).toEqual({ status: 'expired' });
    expect((await fetch(`${before.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
  });

  it('without a Stripe key the confirmation says an invoice will follow, and no Checkout is made', async () => {
    await stripeControl('config', { configured: false });
    const mail = await confirmationEmail();
    expect(mail.text).toContain('An invoice will follow.');
    // How to pay without a card, from the one place the account page reads it too.
    for (const line of [OFFLINE_PAYMENT_LINES.intro, OFFLINE_PAYMENT_LINES.eTransfer, OFFLINE_PAYMENT_LINES.cheque]) expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('/stripe/checkout/');
    expect((await serviceClient().from('deposit_checkouts').select('id').eq('campaign_id', campaignId)).data).toEqual([]);
    expect((await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token)).status).toBe(503);
  });
});

describe('stripe-webhook', () => {
  it('stores an event once: a replay records nothing more, nor does a second event for the same session', async () => {
    const session = completedSession(campaignId);
    const evt = event('checkout.session.completed', session);
    const first = await sendEvent(evt);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'payment recorded' });
    const replay = await sendEvent(evt);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await (await sendEvent(event('checkout.session.completed', session))).json()).toMatchObject({ outcome: 'ignored: session already paid' });
    expect(await payments(campaignId)).toHaveLength(1);
  });

  it('a wrong or missing signature is 400 and changes nothing', async () => {
    const evt = event('checkout.session.completed', completedSession(campaignId));
    expect((await sendEvent(evt, 'whsec_someone_else')).status).toBe(400);
    expect((await sendEvent(evt, null)).status).toBe(400);
    // A payload altered after signing.
    const payload = JSON.stringify(evt);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET });
    const altered = payload.replace(String(TOTAL), '1');
    expect((await fetch(fn('stripe-webhook'), { method: 'POST', headers: { 'stripe-signature': signature }, body: altered })).status).toBe(400);
    expect(await stripeEventRow(evt.id as string)).toBeNull();
    expect(await payments(campaignId)).toEqual([]);
  });

  it('an event for an unknown campaign is recorded, ignored and answered 200', async () => {
    const evt = event('checkout.session.completed', completedSession(randomUUID()));
    const res = await sendEvent(evt);
    expect(res.status).toBe(200);
    expect(await stripeEventRow(evt.id as string)).toEqual({
      id: evt.id,
      type: 'checkout.session.completed',
      outcome: 'ignored: unknown campaign',
      campaign_id: null,
    });
    expect((await serviceClient().from('payments').select('id')).data).toEqual([]);
  });

  it('an expiry arriving after the completion changes nothing', async () => {
    const { url } = (await (await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token)).json()) as {
      url: string;
    };
    const sessionId = url.split('/').pop()!;
    const paid = await stripeControl('pay', { session_id: sessionId });
    expect(paid.webhookStatus).toBe(200);
    const late = event('checkout.session.expired', { ...(paid.session as Record<string, unknown>), status: 'expired', payment_status: 'unpaid' });
    expect((await sendEvent(late)).status).toBe(200);
    expect((await serviceClient().from('deposit_checkouts').select('status').eq('id', sessionId).single()).data).toEqual({ status: 'complete' });
    expect(await payments(campaignId)).toHaveLength(1);
    expect((await stripeEventRow(late.id as string))?.outcome).toBe('ignored: checkout not open');
  });

  it('a refund is a negative payment for what it adds, once', async () => {
    const { url } = (await (await postFunction('deposit-checkout', { campaign_id: campaignId }, advertiser.user.session.access_token)).json()) as {
      url: string;
    };
    const paid = await stripeControl('pay', { session_id: url.split('/').pop()! });
    const paymentIntent = (paid.session as { payment_intent: string }).payment_intent;
    const refund = await stripeControl('refund', { payment_intent: paymentIntent, amount: 50_000 });
    expect(refund.webhookStatus).toBe(200);
    expect((await sendEvent(refund.event as Record<string, unknown>)).status).toBe(200);
    await stripeControl('refund', { payment_intent: paymentIntent, amount: 20_000 });
    const rows = await payments(campaignId);
    expect(rows.map((p) => p.amount_cents)).toEqual([TOTAL, -50_000, -20_000]);
    expect(rows.slice(1).every((p) => p.method === 'card' && p.stripe_payment_intent_id === paymentIntent)).toBe(true);
    // An older refund event seen late (cumulative 50,000) adds nothing.
    const older = event('charge.refunded', { ...(refund.event as { data: { object: Record<string, unknown> } }).data.object, amount_refunded: 50_000 });
    expect(await (await sendEvent(older)).json()).toMatchObject({ outcome: 'ignored: refund already recorded' });
    expect(await payments(campaignId)).toHaveLength(3);
  });
});

describe('record_payment (the staff, a payment made another way)', () => {
  it('writes the payment and an event on the campaign; only the admin may', async () => {
    const { data: id, error } = await admin.client.rpc('record_payment', {
      p_campaign: campaignId,
      p_amount_cents: TOTAL,
      p_method: 'cheque',
      p_reference: 'Cheque 1042',
      p_paid_at: '2026-11-20T15:00:00Z',
    });
    expect(error).toBeNull();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [payment] = await payments(campaignId);
    expect(payment).toMatchObject({ amount_cents: TOTAL, method: 'cheque', reference: 'Cheque 1042', recorded_by: admin.user.id });
    expect(new Date(payment!.paid_at).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    const events = await admin.client.from('campaign_events').select('action, details').eq('campaign_id', campaignId).eq('action', 'payment_recorded');
    expect(events.data).toEqual([{ action: 'payment_recorded', details: { amount_cents: TOTAL, method: 'cheque', reference: 'Cheque 1042' } }]);

    const refused = await advertiser.user.client.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: 100, p_method: 'cash', p_reference: null });
    expect(refused.error?.code).toBe('42501');
    const zero = await admin.client.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: 0, p_method: 'cash', p_reference: null });
    expect(zero.error).toMatchObject({ code: 'P0001', details: 'payment_amount' });
  });
});

describe('the unpaid release (scheduled job unpaid-release)', () => {
  it('releases a confirmed campaign with nothing paid by its deadline, frees its slots and tells the advertiser and the staff once; a paid one stays', async () => {
    const paidOne = await newConfirmedCampaign(admin.client, advertiser.advertiserId, { slots: 2, cycles: 1 });
    expect(
      (await admin.client.rpc('record_payment', { p_campaign: paidOne.campaignId, p_amount_cents: 10_000, p_method: 'e_transfer', p_reference: 'ET-1' })).error,
    ).toBeNull();
    // The board's other slot is sold: a third sale for the same cycle is refused while this campaign holds its slot.
    const sale = (advertiserId: string) =>
      admin.client.rpc('create_phone_sale', { p_advertiser: advertiserId, p_location_ids: boardIds, p_starts_on: startsOn, p_cycles: 1 });
    const others = [await newAdvertiserAccount(), await newAdvertiserAccount()];
    expect((await sale(others[0]!.advertiserId)).error).toBeNull();
    expect((await sale(others[1]!.advertiserId)).error?.message).toMatch(/^No free slot left on /);
    const past = new Date(Date.now() - 60_000).toISOString();
    for (const id of [campaignId, paidOne.campaignId]) {
      expect((await serviceClient().from('campaigns').update({ deposit_due_at: past }).eq('id', id)).error).toBeNull();
    }

    const run = await runScheduledJob('unpaid-release');
    expect(run.ok).toBe(true);
    const { data: campaigns } = await serviceClient().from('campaigns').select('id, status').in('id', [campaignId, paidOne.campaignId]);
    expect(Object.fromEntries(campaigns!.map((c) => [c.id, c.status]))).toEqual({ [campaignId]: 'cancelled', [paidOne.campaignId]: 'confirmed' });
    const { data: bookings } = await serviceClient().from('bookings').select('status').eq('campaign_id', campaignId);
    expect(bookings!.map((b) => b.status)).toEqual(['cancelled']);
    const { data: events } = await serviceClient().from('campaign_events').select('action, reason').eq('campaign_id', campaignId).eq('to_status', 'cancelled');
    expect(events).toEqual([{ action: 'released_unpaid', reason: 'Released: no payment within 7 days of confirmation' }]);
    expect((await sale(others[1]!.advertiserId)).error).toBeNull();

    const outbox = await readOutbox();
    expect(outbox.filter((m) => m.to === advertiser.user.email && m.subject === 'Your billboard booking is released')).toHaveLength(1);
    expect(outbox.filter((m) => /^Campaign C-\w+ released: deposit not paid$/.test(m.subject))).toHaveLength(1);

    await runScheduledJob('unpaid-release');
    expect((await readOutbox()).length).toBe(outbox.length);
  });
});
