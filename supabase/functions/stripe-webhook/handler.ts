// Stripe's events about our Checkout Sessions and charges. The signature is
// checked with the package's own scheme (stripe-gateway.ts) before anything
// is read: a wrong or missing one is 400 and changes nothing. A verified
// event is stored once by its id and applied in the same transaction
// (public.apply_stripe_event), so a replay changes nothing; an event for no
// campaign of ours is stored, ignored and answered 200, so Stripe stops
// sending it. Once a payment is recorded, the campaign's other open sessions
// for an amount no longer owed are closed at Stripe (the deposit's and an
// invoice's link for the same money), best effort: the Checkout functions
// check the amount again whenever a link is asked for. Called by Stripe, with
// no Supabase token (verify_jwt = false).

import { BODY_LIMITS, jsonResponse } from '../_shared/json-response.ts';
import type { StripeGateway } from '../_shared/stripe-gateway.ts';
import type { DepositStore } from '../_shared/stripe-deposit-store.ts';

export interface StripeWebhookDeps {
  /** Null while Stripe is not configured. */
  gateway: StripeGateway | null;
  store: DepositStore;
  logError?: (line: string, err: unknown) => void;
}

export const STRIPE_WEBHOOK_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unconfigured: 'Online payment is not configured.',
  tooLarge: 'Request body is too large.',
  badSignature: 'The Stripe-Signature header does not match this payload.',
  failed: 'The event could not be stored; Stripe will send it again.',
} as const;

export async function handleStripeWebhook(req: Request, deps: StripeWebhookDeps): Promise<Response> {
  const logError = deps.logError ?? ((line, err) => console.error(line, err));
  if (req.method !== 'POST') return jsonResponse(405, { error: STRIPE_WEBHOOK_MESSAGES.methodNotAllowed }, { Allow: 'POST' });
  if (!deps.gateway) return jsonResponse(503, { error: STRIPE_WEBHOOK_MESSAGES.unconfigured });
  const payload = await req.text();
  if (new TextEncoder().encode(payload).byteLength > BODY_LIMITS.webhook) return jsonResponse(413, { error: STRIPE_WEBHOOK_MESSAGES.tooLarge });
  let event;
  try {
    event = await deps.gateway.verifyEvent(payload, req.headers.get('stripe-signature'));
  } catch {
    return jsonResponse(400, { error: STRIPE_WEBHOOK_MESSAGES.badSignature });
  }
  try {
    const applied = await deps.store.applyEvent({ id: event.id, type: event.type, object: event.data.object, created: new Date(event.created * 1000) });
    const gateway = deps.gateway;
    await Promise.all(
      applied.close.map((id) => gateway.expireSession(id).catch((err: unknown) => logError(`stripe-webhook: could not close Checkout Session ${id}`, err))),
    );
    return jsonResponse(200, { received: true, outcome: applied.outcome });
  } catch (err) {
    logError(`stripe-webhook: event ${event.id} (${event.type}) failed`, err);
    return jsonResponse(500, { error: STRIPE_WEBHOOK_MESSAGES.failed });
  }
}
