// Stripe as the integration tests meet it: the local stand-in's test
// controls, and events signed as Stripe signs them (the package's own
// test-header helper) sent to the stripe-webhook function.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from '../../supabase/local/stripe/keys';
import { backendUrl, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, rawFetch } from './helpers';

export const functionUrl = (name: string) => `${backendUrl()}/functions/v1/${name}`;

/** POSTs JSON to a function with the anon key, or a signed-in user's token. */
export function postFunction(name: string, body: unknown, token: string = LOCAL_ANON_KEY): Promise<Response> {
  return fetch(functionUrl(name), {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** One of the stand-in's controls (/__local/stripe/<action>); expects it to answer 200. */
export async function stripeControl(action: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await rawFetch(`/__local/stripe/${action}`, {
    key: LOCAL_SERVICE_ROLE_KEY,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Sends an event to the webhook as Stripe would, signed with `secret` (the local webhook secret unless a test forges one). */
export async function sendEvent(event: Record<string, unknown>, secret: string | null = LOCAL_STRIPE_WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(functionUrl('stripe-webhook'), { method: 'POST', headers, body: payload });
}

/** An Event object around `object`, in Stripe's shape. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${randomUUID().replaceAll('-', '')}`): Record<string, unknown> {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type,
  };
}

/** The advertiser's "Pay the deposit", then the stand-in's Pay button: answers the paid session's id and payment intent. */
export async function payDeposit(campaignId: string, token: string): Promise<{ sessionId: string; paymentIntent: string }> {
  const res = await postFunction('deposit-checkout', { campaign_id: campaignId }, token);
  expect(res.status, await res.clone().text()).toBe(200);
  const sessionId = ((await res.json()) as { url: string }).url.split('/').pop()!;
  const paid = await stripeControl('pay', { session_id: sessionId });
  expect(paid.webhookStatus).toBe(200);
  return { sessionId, paymentIntent: (paid.session as { payment_intent: string }).payment_intent };
}
