// The calls of Stripe's API this site makes, answered as Stripe answers them:
//   POST /v1/checkout/sessions      (form-encoded, as stripe-node sends it)
//   GET  /v1/checkout/sessions/:id
//   POST /v1/checkout/sessions/:id/expire   (sends checkout.session.expired, as Stripe does)
//   POST /v1/refunds                (a paid session's charge; sends charge.refunded; Idempotency-Key honoured)
//   GET  /v1/payment_intents/:id
//   POST /v1/payment_intents/:id/capture   (an authorised card charged; sends payment_intent.succeeded)
//   POST /v1/payment_intents/:id/cancel    (an authorisation released; sends payment_intent.canceled)
//   (the last two answer a repeated Idempotency-Key as the first time, as Stripe does)
// A test can make it fail (/__local/stripe/fail): unreachable, or Stripe's
// error answer. The secret key is checked as Stripe checks it (401 with an
// invalid_request_error otherwise); errors have Stripe's { error: { type,
// code, message, param } } body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { bearerToken, header, readBody, sendJson } from '../http-utils';
import { deliverEvent, stripeEvent } from './events';
import { parseStripeForm } from './form';
import { refundCharge } from './refunds';
import { cancelPaymentIntent, capturePaymentIntent } from './payment-intents';
import { LOCAL_STRIPE_SECRET_KEY } from './keys';
import { stripeId, type StandInSession } from './state';

/** Checkout's own default: a session is open for 24 hours. */
const SESSION_SECONDS = 24 * 60 * 60;

const stripeError = (res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}) =>
  sendJson(res, status, { error: { type: 'invalid_request_error', message, ...extra } });

type Form = ReturnType<typeof parseStripeForm>;
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function lineItems(form: Form): { description: string; amount_total: number; currency: string }[] | string {
  const items = form.line_items;
  if (!Array.isArray(items) || items.length === 0) return 'line_items';
  const lines = [];
  for (const [i, raw] of items.entries()) {
    const item = raw as Record<string, Record<string, unknown>>;
    const price = item.price_data as Record<string, unknown> | undefined;
    const amount = Number(text(price?.unit_amount));
    const quantity = Number(text(item.quantity as unknown) ?? '1');
    const name = text((price?.product_data as Record<string, unknown> | undefined)?.name);
    const currency = text(price?.currency);
    if (!price || !Number.isSafeInteger(amount) || amount < 0 || !name || !currency || !Number.isSafeInteger(quantity) || quantity < 1)
      return `line_items[${i}][price_data]`;
    lines.push({ description: name, amount_total: amount * quantity, currency });
  }
  return lines;
}

function createSession(ctx: ServerContext, form: Form): StandInSession | string {
  if (form.mode !== 'payment') return 'mode';
  const lines = lineItems(form);
  if (typeof lines === 'string') return lines;
  const currency = text(form.currency) ?? lines[0]!.currency;
  const id = stripeId('cs_test', 58);
  const now = Math.floor(Date.now() / 1000);
  const amount = lines.reduce((sum, l) => sum + l.amount_total, 0);
  const metadata = (form.metadata && typeof form.metadata === 'object' && !Array.isArray(form.metadata) ? form.metadata : {}) as Record<string, string>;
  const intentData = (
    form.payment_intent_data && typeof form.payment_intent_data === 'object' && !Array.isArray(form.payment_intent_data) ? form.payment_intent_data : {}
  ) as Record<string, unknown>;
  const captureMethod = intentData.capture_method ?? 'automatic';
  if (captureMethod !== 'automatic' && captureMethod !== 'manual' && captureMethod !== 'automatic_async') return 'payment_intent_data[capture_method]';
  const intentMetadata = (
    intentData.metadata && typeof intentData.metadata === 'object' && !Array.isArray(intentData.metadata) ? intentData.metadata : {}
  ) as Record<string, string>;
  return {
    id,
    object: 'checkout.session',
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: text(form.cancel_url),
    client_reference_id: text(form.client_reference_id),
    client_secret: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_creation: 'if_required',
    customer_details: null,
    customer_email: text(form.customer_email),
    expires_at: Number(text(form.expires_at)) || now + SESSION_SECONDS,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata,
    mode: 'payment',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: text(form.success_url),
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    url: `${ctx.baseUrl}/stripe/checkout/${id}`,
    line_items_data: lines,
    capture_method: captureMethod === 'manual' ? 'manual' : 'automatic',
    payment_intent_metadata: intentMetadata,
  };
}

/** Stripe's view of a session: without the stand-in's own bookkeeping. */
export function publicSession(session: StandInSession): Record<string, unknown> {
  const { line_items_data: _lines, capture_method: _capture, payment_intent_metadata: _meta, ...shown } = session;
  return shown;
}

/** The secret key as Stripe takes it: a bearer token (stripe-node), or HTTP Basic's user name (curl -u sk_...:). */
function secretKey(req: IncomingMessage): string | undefined {
  const basic = /^Basic\s+(\S+)$/i.exec(header(req, 'authorization') ?? '')?.[1];
  return basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : bearerToken(req);
}

/** /v1/...: the calls above, or Stripe's 404 for any other. */
export async function handleStripeApi(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const failure = ctx.stripe.failure;
  if (failure === 'down') {
    req.resume();
    req.socket.destroy();
    return;
  }
  if (failure) {
    req.resume();
    return sendJson(res, failure.status, { error: { type: failure.type, message: failure.message } });
  }
  const key = secretKey(req);
  if (key !== LOCAL_STRIPE_SECRET_KEY) {
    req.resume();
    return stripeError(res, 401, `Invalid API Key provided: ${key ? `${key.slice(0, 8)}***` : '(none)'}`);
  }
  const one = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(pathname);
  if (req.method === 'GET' && one) {
    req.resume();
    const session = ctx.stripe.sessions.get(one[1]!);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${one[1]}'`, { code: 'resource_missing', param: 'session' });
    expireIfDue(session);
    return sendJson(res, 200, publicSession(session));
  }
  const expire = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)\/expire$/.exec(pathname);
  if (req.method === 'POST' && expire) {
    req.resume();
    const session = ctx.stripe.sessions.get(expire[1]!);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${expire[1]}'`, { code: 'resource_missing', param: 'session' });
    expireIfDue(session);
    if (session.status !== 'open') return stripeError(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    session.url = null;
    await deliverEvent(ctx, stripeEvent('checkout.session.expired', publicSession(session)));
    return sendJson(res, 200, publicSession(session));
  }
  if (req.method === 'POST' && pathname === '/v1/checkout/sessions') {
    const form = parseStripeForm((await readBody(req, 64 * 1024)).toString('utf8'));
    const session = createSession(ctx, form);
    if (typeof session === 'string') return stripeError(res, 400, `Invalid or missing parameter: ${session}`, { code: 'parameter_invalid', param: session });
    ctx.stripe.sessions.set(session.id, session);
    return sendJson(res, 200, publicSession(session));
  }
  if (req.method === 'POST' && pathname === '/v1/refunds') return createRefund(ctx, req, res);
  const intent = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(?:\/(capture|cancel))?$/.exec(pathname);
  if (intent && req.method === 'GET' && !intent[2]) {
    req.resume();
    const found = ctx.stripe.paymentIntents.get(intent[1]!);
    if (!found) return stripeError(res, 404, `No such payment_intent: '${intent[1]}'`, { code: 'resource_missing', param: 'intent' });
    return sendJson(res, 200, found);
  }
  if (intent && req.method === 'POST' && intent[2]) return intentCall(ctx, req, res, intent[1]!, intent[2] as 'capture' | 'cancel');
  req.resume();
  return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${pathname}). The local stand-in answers only the calls this site makes.`);
}

/** POST /v1/refunds: the same Idempotency-Key answers the first refund again, as Stripe does, without refunding twice. */
async function createRefund(ctx: ServerContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = parseStripeForm((await readBody(req, 16 * 1024)).toString('utf8'));
  const key = header(req, 'idempotency-key');
  const earlier = key ? ctx.stripe.refunds.get(key) : undefined;
  if (earlier) return sendJson(res, 200, earlier);
  const paymentIntent = text(form.payment_intent);
  if (!paymentIntent)
    return stripeError(res, 400, 'One of the following params should be provided for this request: payment_intent or charge.', { param: 'payment_intent' });
  const amount = form.amount === undefined ? null : Number(text(form.amount));
  const metadata = (form.metadata && typeof form.metadata === 'object' && !Array.isArray(form.metadata) ? form.metadata : {}) as Record<string, string>;
  const outcome = await refundCharge(ctx, paymentIntent, amount, metadata);
  if (!outcome.ok) {
    return stripeError(res, outcome.status, outcome.message, { code: outcome.code, ...(outcome.param ? { param: outcome.param } : {}) });
  }
  const refund = { ...outcome.refund, reason: text(form.reason) };
  if (key) ctx.stripe.refunds.set(key, refund);
  return sendJson(res, 200, refund);
}

/** A capture or a cancellation; the same Idempotency-Key answers the first call's answer again without acting twice. */
async function intentCall(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, id: string, action: 'capture' | 'cancel'): Promise<void> {
  const form = parseStripeForm((await readBody(req, 16 * 1024)).toString('utf8'));
  const key = header(req, 'idempotency-key');
  const earlier = key ? ctx.stripe.intentCalls.get(key) : undefined;
  if (earlier) return sendJson(res, earlier.status, earlier.body);
  const outcome = action === 'capture' ? await capturePaymentIntent(ctx, id) : await cancelPaymentIntent(ctx, id, text(form.cancellation_reason));
  const answer = outcome.ok
    ? { status: 200, body: outcome.intent }
    : { status: outcome.status, body: { error: { type: 'invalid_request_error', code: outcome.code, message: outcome.message } } };
  if (key) ctx.stripe.intentCalls.set(key, answer);
  return sendJson(res, answer.status, answer.body);
}

/** A session past its expires_at reads as expired, as Stripe's does. */
export function expireIfDue(session: StandInSession): boolean {
  if (session.status === 'open' && session.expires_at * 1000 <= Date.now()) {
    session.status = 'expired';
    session.url = null;
    return true;
  }
  return false;
}
