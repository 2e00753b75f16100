// The request form's last step where Stripe is configured: POST
// { correction_token } (the token the contact function gave the browser that
// stored the request) answers { url } of a Stripe Checkout that authorises the
// request's deposit on the card without charging it. The request and its
// slots are already stored; without Stripe, or once the request is decided,
// there is nothing to open and the form says an invoice will follow.

import { openCardHold, type CardHoldDeps } from '../_shared/card-holds.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';

export interface RequestCheckoutDeps {
  holds: CardHoldDeps;
  allowedOrigins: string[] | '*';
  logError?: (line: string, err: unknown) => void;
}

export const REQUEST_CHECKOUT_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  invalid: 'Send { "correction_token": <the token of the request> }.',
  unconfigured: 'Online payment is not available: an invoice will follow.',
  notOpen: 'This request can no longer hold a card. We will send an invoice if we confirm it.',
  alreadyHeld: 'The deposit of this request is already held on your card.',
  failed: 'The payment page could not be opened. Your request is kept: we will send an invoice if we confirm it.',
} as const;

export async function handleRequestCheckout(req: Request, deps: RequestCheckoutDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown) => jsonResponse(status, body, cors);
  const logError = deps.logError ?? ((line, err) => console.error(line, err));
  if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
  if (req.method !== 'POST') return jsonResponse(405, { error: REQUEST_CHECKOUT_MESSAGES.methodNotAllowed }, { ...cors, Allow: 'POST, OPTIONS' });
  const body = await readJsonObject(req, 1024);
  if (!body.ok) return reply(body.status, { error: body.error });
  const token = body.value.correction_token;
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return reply(400, { error: REQUEST_CHECKOUT_MESSAGES.invalid });
  try {
    const result = await openCardHold(deps.holds, token);
    if (result.kind === 'ok') return reply(200, { url: result.url, total_cents: result.amount.totalCents });
    if (result.kind === 'unconfigured') return reply(503, { error: REQUEST_CHECKOUT_MESSAGES.unconfigured });
    return reply(409, { error: result.kind === 'already_held' ? REQUEST_CHECKOUT_MESSAGES.alreadyHeld : REQUEST_CHECKOUT_MESSAGES.notOpen });
  } catch (err) {
    logError('request-checkout: the Checkout could not be opened', err);
    return reply(502, { error: REQUEST_CHECKOUT_MESSAGES.failed });
  }
}
