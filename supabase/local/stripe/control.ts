// Test controls of the Stripe stand-in, under /__local/stripe/ (service role only, as the others):
//   POST config  { configured?: boolean, siteUrl?: string }  Stripe on or off for the functions (a reset turns it on again)
//   POST fail    { mode: 'down' } | { status, type, message } | { mode: null }
//                                                             the API unreachable, or answering Stripe's error; null answers again
//   POST expire  { session_id }                              an open session expires now; checkout.session.expired is sent
//   POST pay     { session_id }                              as the checkout page's Pay button
//   POST refund  { payment_intent, amount }                  a refund of the charge; charge.refunded is sent (amount_refunded cumulative)
//   POST lapse   { payment_intent }                          an authorisation lapsed at Stripe: cancelled with reason 'automatic', payment_intent.canceled is sent
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { parseJson, readBody, sendJson } from '../http-utils';
import { publicSession } from './api';
import { deliverEvent, stripeEvent } from './events';
import { paySession } from './page';
import { refundCharge } from './refunds';
import { cancelPaymentIntent } from './payment-intents';
import type { StandInFailure } from './state';

async function fields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = parseJson(await readBody(req, 4096));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function standInFailure(body: Record<string, unknown>): StandInFailure | null | undefined {
  if (body.mode === null) return null;
  if (body.mode === 'down') return 'down';
  const { status, type, message } = body;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) return undefined;
  if (typeof type !== 'string' || typeof message !== 'string') return undefined;
  return { status, type, message };
}

export async function handleStripeControl(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    return sendJson(res, 405, { message: 'Use POST' });
  }
  const body = await fields(req);
  if (action === 'config') {
    if (body.configured !== undefined) ctx.stripe.configured = body.configured === true;
    if (typeof body.siteUrl === 'string') ctx.stripe.siteUrl = body.siteUrl;
    return sendJson(res, 200, { configured: ctx.stripe.configured, siteUrl: ctx.stripe.siteUrl });
  }
  if (action === 'fail') {
    const failure = standInFailure(body);
    if (failure === undefined) return sendJson(res, 400, { message: "Send { mode: 'down' | null } or { status, type, message }" });
    ctx.stripe.failure = failure;
    return sendJson(res, 200, { failure });
  }
  if (action === 'expire' || action === 'pay') {
    const session = typeof body.session_id === 'string' ? ctx.stripe.sessions.get(body.session_id) : undefined;
    if (!session) return sendJson(res, 404, { message: 'No such session' });
    if (session.status !== 'open') return sendJson(res, 409, { message: `The session is ${session.status}` });
    if (action === 'pay') return sendJson(res, 200, { webhookStatus: await paySession(ctx, session), session: publicSession(session) });
    session.status = 'expired';
    session.url = null;
    const webhookStatus = await deliverEvent(ctx, stripeEvent('checkout.session.expired', publicSession(session)));
    return sendJson(res, 200, { webhookStatus, session: publicSession(session) });
  }
  if (action === 'refund') {
    const amount = body.amount;
    if (typeof body.payment_intent !== 'string') return sendJson(res, 404, { message: 'No charge for this payment intent' });
    if (typeof amount !== 'number') return sendJson(res, 400, { message: 'amount must be whole cents, at most what is left to refund' });
    const outcome = await refundCharge(ctx, body.payment_intent, amount);
    if (!outcome.ok) return sendJson(res, outcome.status, { message: outcome.message });
    return sendJson(res, 200, { webhookStatus: outcome.webhookStatus, event: outcome.event });
  }
  if (action === 'lapse') {
    if (typeof body.payment_intent !== 'string') return sendJson(res, 400, { message: 'Send { payment_intent }' });
    const outcome = await cancelPaymentIntent(ctx, body.payment_intent, 'automatic');
    if (!outcome.ok) return sendJson(res, outcome.status, { message: outcome.message });
    return sendJson(res, 200, { webhookStatus: outcome.webhookStatus, intent: outcome.intent });
  }
  return sendJson(res, 404, { message: `Unknown control /__local/stripe/${action}` });
}
