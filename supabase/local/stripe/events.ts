// Events the stand-in sends to our webhook, as Stripe does: an Event object
// around the Checkout Session or Charge, signed with the webhook secret by
// the package's own helper (stripe.webhooks.generateTestHeaderString), and
// POSTed to the stripe-webhook function with no Supabase token.
import Stripe from 'stripe';
import type { ServerContext } from '../context';
import { callLocalFunction } from '../functions/handler';
import { LOCAL_STRIPE_WEBHOOK_SECRET } from './keys';
import { stripeId } from './state';

export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)): Record<string, unknown> {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The Stripe-Signature header for a payload, made by the package. */
export function signPayload(payload: string, secret = LOCAL_STRIPE_WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** Delivers an event to the local stripe-webhook function; answers its status. */
export async function deliverEvent(ctx: ServerContext, event: Record<string, unknown>): Promise<number> {
  const payload = JSON.stringify(event);
  const request = new Request(`${ctx.baseUrl}/functions/v1/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload) },
    body: payload,
  });
  const response = await callLocalFunction(ctx, 'stripe-webhook', request);
  await response.arrayBuffer();
  return response.status;
}
