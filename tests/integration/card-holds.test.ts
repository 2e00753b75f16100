// Book and pay in one go, on the local backend and its Stripe stand-in: the
// request is stored (its slots held) before the form opens a Checkout that
// authorises the deposit on the card without charging it; the staff's Confirm
// has the card-holds job capture it once (a replayed webhook, a second run or a
// second staff member changes nothing), a decline or the hold's expiry has it
// release the authorisation, and a confirmation after the authorisation lapsed
// sends the deposit link instead. Each step is on the campaign's timeline and
// told to the prospect through the outbox.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { CARD_HOLD_LINES } from '../../supabase/functions/_shared/card-hold-emails';
import { DEPOSIT_EMAIL_LINES } from '../../supabase/functions/_shared/stripe-deposit';
import { LOCAL_STRIPE_SECRET_KEY } from '../../supabase/local/stripe/keys';
import {
  backendUrl,
  newBoard,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signIn,
  signInAsAdmin,
  LOCAL_ADMIN_EMAIL,
  LOCAL_ADMIN_PASSWORD,
} from './helpers';
import { postFunction, sendEvent, stripeControl, stripeEvent } from './stripe-helpers';

const PROSPECT = 'giulia@bottega-card.ca';

let admin: SupabaseClient;
let board: string;

beforeEach(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
  board = (await newBoard(2)).id;
});

/** The request form's submission: the request stored, then its card Checkout opened with the token the answer carried. */
async function requestWithCard(): Promise<{ campaignId: string; reference: string; sessionId: string; url: string }> {
  const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  const sent = await postFunction('send-contact-email', {
    name: 'Giulia Bianchi',
    email: PROSPECT,
    company: 'Bottega Card',
    phone: '519-555-0133',
    message: 'Our autumn sale.',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    location_ids: [board],
    booking: { starts_on: starts[2], cycles: 2 },
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const answer = (await sent.json()) as { booking: { reference: string; correction_token: string } };
  const campaign = await serviceClient().from('campaigns').select('id, status').eq('reference', answer.booking.reference).single();
  expect(campaign.data?.status).toBe('requested');
  const opened = await postFunction('request-checkout', { correction_token: answer.booking.correction_token });
  expect(opened.status, await opened.clone().text()).toBe(200);
  const { url } = (await opened.json()) as { url: string };
  return { campaignId: campaign.data!.id as string, reference: answer.booking.reference, sessionId: url.split('/').pop()!, url };
}

/** The stand-in's Pay button on the hold's Checkout: the card authorised. Answers the PaymentIntent. */
async function authorise(sessionId: string): Promise<string> {
  const paid = await stripeControl('pay', { session_id: sessionId });
  expect(paid.webhookStatus).toBe(200);
  return (paid.session as { payment_intent: string }).payment_intent;
}

async function hold(campaignId: string) {
  const { data, error } = await serviceClient()
    .from('card_holds')
    .select('id, status, amount_cents, payment_intent, authorised_at, authorisation_ends_at')
    .eq('campaign_id', campaignId)
    .single();
  expect(error).toBeNull();
  return data!;
}

async function timeline(campaignId: string): Promise<string[]> {
  const { data } = await serviceClient().from('campaign_events').select('action').eq('campaign_id', campaignId).order('id');
  return data!.map((e) => e.action as string);
}

async function payments(campaignId: string) {
  return (await serviceClient().from('payments').select('amount_cents, method, stripe_payment_intent_id').eq('campaign_id', campaignId)).data!;
}

async function intent(id: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${backendUrl()}/v1/payment_intents/${id}`, { headers: { authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

interface CardCapture {
  id: string;
  campaign_id: string;
  reference: string;
  amount_cents: number;
  reason: 'capture_failed' | 'lapsed' | 'released';
  last_error: string | null;
  since: string;
}

/** The staff worklist's "Card deposits not captured", as the admin reads it. */
async function capturesToFollow(): Promise<{ count: number; items: CardCapture[] }> {
  const { data, error } = await admin.rpc('staff_worklist');
  expect(error).toBeNull();
  return (data as { card_captures: { count: number; items: CardCapture[] } }).card_captures;
}

async function mailTo(subjectStart: string) {
  expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
  return (await readOutbox()).filter((m) => m.to === PROSPECT && m.subject.startsWith(subjectStart));
}

describe('a request with the deposit held on the card', () => {
  it('authorised with the request; the staff confirm and it is captured once, however often the webhook and the job come', async () => {
    const { campaignId, reference, sessionId } = await requestWithCard();
    const pi = await authorise(sessionId);
    const held = await hold(campaignId);
    expect(held).toMatchObject({ id: sessionId, status: 'authorised', payment_intent: pi });
    expect(held.amount_cents).toBeGreaterThan(0);
    // Stripe's 7 days from the authorisation.
    expect(new Date(held.authorisation_ends_at!).getTime() - new Date(held.authorised_at!).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(await intent(pi)).toMatchObject({ status: 'requires_capture', amount_capturable: held.amount_cents, capture_method: 'manual' });
    const heldMail = await mailTo('Your card is held');
    expect(heldMail).toHaveLength(1);
    expect(heldMail[0]!.text).toContain(CARD_HOLD_LINES.held(held.amount_cents));
    expect(heldMail[0]!.text).toContain(reference);

    expect((await admin.rpc('confirm_campaign', { p_campaign: campaignId, p_reason: null })).error).toBeNull();
    expect((await hold(campaignId)).status).toBe('capture_requested');
    // Decided in the database; nothing charged until the job calls Stripe.
    expect(await payments(campaignId)).toEqual([]);
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect((await hold(campaignId)).status).toBe('captured');
    expect(await intent(pi)).toMatchObject({ status: 'succeeded', amount_received: held.amount_cents });

    // Stripe sends its event again, under its id and under a new one; the job runs again: still one payment.
    const { data: events } = await serviceClient().from('stripe_events').select('id, object').eq('type', 'payment_intent.succeeded');
    expect(events).toHaveLength(1);
    const object = events![0]!.object as Record<string, unknown>;
    const replay = await sendEvent(stripeEvent('payment_intent.succeeded', object, events![0]!.id as string));
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    const again = await sendEvent(stripeEvent('payment_intent.succeeded', object));
    expect(await again.json()).toMatchObject({ outcome: 'ignored: card hold already captured' });
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect(await payments(campaignId)).toEqual([{ amount_cents: held.amount_cents, method: 'card', stripe_payment_intent_id: pi }]);

    const actions = await timeline(campaignId);
    expect(actions.filter((a) => a === 'card_authorised')).toHaveLength(1);
    expect(actions.filter((a) => a === 'card_capture_requested')).toHaveLength(1);
    expect(actions.filter((a) => a === 'deposit_paid')).toHaveLength(1);
    // The confirmation says the held deposit is charged, with no link that could take it twice; the receipt follows.
    const confirmation = await mailTo('Your billboard booking is confirmed');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(CARD_HOLD_LINES.capturing(held.amount_cents));
    expect(confirmation[0]!.text).not.toContain('/stripe/checkout/');
    expect((await readOutbox()).filter((m) => m.to === PROSPECT && /receipt/i.test(m.subject))).toHaveLength(1);
  });

  it('declined: the authorisation is cancelled at Stripe and the prospect told, never charged', async () => {
    const { campaignId, sessionId } = await requestWithCard();
    const pi = await authorise(sessionId);
    expect((await admin.rpc('decline_campaign', { p_campaign: campaignId, p_reason: 'Fully booked' })).error).toBeNull();
    expect((await hold(campaignId)).status).toBe('cancel_requested');
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect((await hold(campaignId)).status).toBe('cancelled');
    expect(await intent(pi)).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(await payments(campaignId)).toEqual([]);
    expect(await timeline(campaignId)).toEqual(expect.arrayContaining(['card_release_requested', 'card_released']));
    const released = await mailTo('The hold on your card is released');
    expect(released).toHaveLength(1);
    expect(released[0]!.text).toContain(CARD_HOLD_LINES.released((await hold(campaignId)).amount_cents));
  });

  it('the hold expires unconfirmed: the authorisation is cancelled', async () => {
    const { campaignId, sessionId } = await requestWithCard();
    const pi = await authorise(sessionId);
    expect(
      (
        await serviceClient()
          .from('bookings')
          .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
          .eq('campaign_id', campaignId)
      ).error,
    ).toBeNull();
    expect(await runScheduledJob('campaign-lifecycle')).toMatchObject({ ok: true });
    expect((await serviceClient().from('campaigns').select('status').eq('id', campaignId).single()).data).toEqual({ status: 'expired' });
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect((await hold(campaignId)).status).toBe('cancelled');
    expect(await intent(pi)).toMatchObject({ status: 'canceled' });
  });

  it('confirmed after the authorisation lapsed: nothing is captured and the confirmation carries the deposit link', async () => {
    const { campaignId, sessionId } = await requestWithCard();
    const pi = await authorise(sessionId);
    // Eight days on: the authorisation Stripe keeps for seven has lapsed.
    const lapsed = {
      authorised_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      authorisation_ends_at: new Date(Date.now() - 86_400_000).toISOString(),
    };
    expect((await serviceClient().from('card_holds').update(lapsed).eq('id', sessionId)).error).toBeNull();
    expect((await admin.rpc('confirm_campaign', { p_campaign: campaignId, p_reason: null })).error).toBeNull();
    expect((await hold(campaignId)).status).toBe('lapsed');
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect(await intent(pi)).toMatchObject({ status: 'requires_capture', amount_received: 0 });
    expect(await timeline(campaignId)).toContain('card_authorisation_lapsed');
    const confirmation = await mailTo('Your billboard booking is confirmed');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(DEPOSIT_EMAIL_LINES.payOnline);
    expect(confirmation[0]!.text).toMatch(/\/stripe\/checkout\/cs_test_\w+/);
    // The staff follow it up until the deposit is paid.
    expect((await capturesToFollow()).items).toEqual([expect.objectContaining({ id: sessionId, campaign_id: campaignId, reason: 'lapsed' })]);
    // Stripe releases it on its own: recorded, and the prospect told they were not charged.
    expect(await stripeControl('lapse', { payment_intent: pi })).toMatchObject({ webhookStatus: 200 });
    expect((await hold(campaignId)).status).toBe('cancelled');
    expect(await payments(campaignId)).toEqual([]);
    expect((await capturesToFollow()).items).toEqual([expect.objectContaining({ id: sessionId, reason: 'lapsed' })]);
    const amount = (await hold(campaignId)).amount_cents;
    expect(
      (await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: amount, p_method: 'e_transfer', p_reference: 'ET-1' })).error,
    ).toBeNull();
    expect(await capturesToFollow()).toEqual({ count: 0, items: [] });
  });

  it('the capture fails at Stripe: on the staff worklist with its error until a later try captures it', async () => {
    const { campaignId, reference, sessionId } = await requestWithCard();
    await authorise(sessionId);
    expect(await capturesToFollow()).toEqual({ count: 0, items: [] });
    await stripeControl('fail', { status: 402, type: 'card_error', message: 'Your card was declined.' });
    expect((await admin.rpc('confirm_campaign', { p_campaign: campaignId, p_reason: null })).error).toBeNull();
    // Asked for, not yet tried: nothing failed.
    expect((await capturesToFollow()).count).toBe(0);
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect((await hold(campaignId)).status).toBe('capture_requested');
    const listed = await capturesToFollow();
    expect(listed.count).toBe(1);
    expect(listed.items[0]).toMatchObject({ id: sessionId, campaign_id: campaignId, reference, reason: 'capture_failed' });
    expect(listed.items[0]!.last_error).toContain('402');

    // Stripe answers again; the job's next try (its backoff passed) captures it and the entry goes.
    await stripeControl('fail', { mode: null });
    expect((await serviceClient().from('card_holds').update({ next_call_at: new Date().toISOString() }).eq('id', sessionId)).error).toBeNull();
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    expect((await hold(campaignId)).status).toBe('captured');
    expect(await capturesToFollow()).toEqual({ count: 0, items: [] });
  });

  it('the capture refused and then the authorisation released by Stripe: still on the worklist, as released, until paid', async () => {
    const { campaignId, sessionId } = await requestWithCard();
    const pi = await authorise(sessionId);
    await stripeControl('fail', { status: 402, type: 'card_error', message: 'Your card was declined.' });
    expect((await admin.rpc('confirm_campaign', { p_campaign: campaignId, p_reason: null })).error).toBeNull();
    expect(await runScheduledJob('card-holds')).toMatchObject({ ok: true });
    await stripeControl('fail', { mode: null });
    expect(await stripeControl('lapse', { payment_intent: pi })).toMatchObject({ webhookStatus: 200 });
    expect((await hold(campaignId)).status).toBe('cancelled');
    expect((await capturesToFollow()).items).toEqual([expect.objectContaining({ id: sessionId, reason: 'released' })]);
    const amount = (await hold(campaignId)).amount_cents;
    expect((await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: amount, p_method: 'cheque', p_reference: 'CHQ-1' })).error).toBeNull();
    expect(await capturesToFollow()).toEqual({ count: 0, items: [] });
  });

  it('two staff confirming at once: one confirmation, one capture', async () => {
    const { campaignId, sessionId } = await requestWithCard();
    const pi = await authorise(sessionId);
    const second = (await signIn(LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD)).client;
    const results = await Promise.all([admin, second].map((c) => c.rpc('confirm_campaign', { p_campaign: campaignId, p_reason: null })));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const runs = await Promise.all([runScheduledJob('card-holds'), runScheduledJob('card-holds')]);
    expect(runs).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    expect((await timeline(campaignId)).filter((a) => a === 'card_capture_requested')).toHaveLength(1);
    expect(await intent(pi)).toMatchObject({ status: 'succeeded' });
    expect(await payments(campaignId)).toHaveLength(1);
    expect((await timeline(campaignId)).filter((a) => a === 'deposit_paid')).toHaveLength(1);
  });
});

describe('the request form without a card', () => {
  it('a prospect who leaves Checkout keeps the request; its session expiring changes nothing else', async () => {
    const { campaignId, sessionId } = await requestWithCard();
    expect(await stripeControl('expire', { session_id: sessionId })).toMatchObject({ webhookStatus: 200 });
    expect((await hold(campaignId)).status).toBe('expired');
    expect((await serviceClient().from('campaigns').select('status').eq('id', campaignId).single()).data).toEqual({ status: 'requested' });
  });

  it('without Stripe, no Checkout: the request stands and an invoice follows', async () => {
    await stripeControl('config', { configured: false });
    const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
    const sent = await postFunction('send-contact-email', {
      name: 'Giulia Bianchi',
      email: PROSPECT,
      company: 'Bottega Card',
      phone: '519-555-0133',
      message: 'Our autumn sale.',
      source: 'campaign-plan',
      idempotency_key: randomUUID(),
      location_ids: [board],
      booking: { starts_on: starts[2], cycles: 2 },
    });
    const answer = (await sent.json()) as { booking: { correction_token: string } };
    const opened = await postFunction('request-checkout', { correction_token: answer.booking.correction_token });
    expect(opened.status).toBe(503);
    expect(await opened.json()).toEqual({ error: 'Online payment is not available: an invoice will follow.' });
    expect((await serviceClient().from('card_holds').select('id')).data).toEqual([]);
  });
});
