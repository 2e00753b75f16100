// PaymentIntents of Checkout Sessions made with
// payment_intent_data[capture_method]=manual, as Stripe keeps them: paying
// such a session authorises the card (status requires_capture, the amount
// capturable) and sends payment_intent.amount_capturable_updated, then
// checkout.session.completed with payment_status 'unpaid'; a capture charges it
// (payment_intent.succeeded, and a charge the refunds can take back), a
// cancellation releases it (payment_intent.canceled). Calls in the wrong state
// get Stripe's payment_intent_unexpected_state error.
import type { ServerContext } from '../context';
import { deliverEvent, stripeEvent } from './events';
import { stripeId, type StandInSession } from './state';

export type StandInPaymentIntent = Record<string, unknown> & {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  cancellation_reason: string | null;
  canceled_at: number | null;
};

export type IntentOutcome = { ok: true; intent: StandInPaymentIntent; webhookStatus: number } | { ok: false; status: number; code: string; message: string };

/** The statuses Stripe lets a PaymentIntent be cancelled from. */
const CANCELLABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

const now = () => Math.floor(Date.now() / 1000);

/** The Pay button of a manual-capture session: the card authorised, nothing charged. */
export async function authoriseSession(ctx: ServerContext, session: StandInSession): Promise<number> {
  const intent: StandInPaymentIntent = {
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: session.amount_total,
    amount_received: 0,
    capture_method: 'manual',
    created: now(),
    currency: session.currency,
    description: null,
    latest_charge: stripeId('ch'),
    livemode: false,
    metadata: session.payment_intent_metadata,
    payment_method_types: ['card'],
    status: 'requires_capture',
    cancellation_reason: null,
    canceled_at: null,
  };
  ctx.stripe.paymentIntents.set(intent.id, intent);
  session.status = 'complete';
  session.payment_status = 'unpaid';
  session.payment_intent = intent.id;
  session.url = null;
  const { line_items_data: _lines, payment_intent_metadata: _meta, capture_method: _capture, ...shown } = session;
  const first = await deliverEvent(ctx, stripeEvent('payment_intent.amount_capturable_updated', { ...intent }));
  const second = await deliverEvent(ctx, stripeEvent('checkout.session.completed', shown));
  return Math.max(first, second);
}

function unexpectedState(intent: StandInPaymentIntent, verb: 'captured' | 'canceled', allowed: string[]): IntentOutcome {
  return {
    ok: false,
    status: 400,
    code: 'payment_intent_unexpected_state',
    message: `This PaymentIntent could not be ${verb} because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be ${verb}: ${allowed.join(', ')}.`,
  };
}

function missing(id: string): IntentOutcome {
  return { ok: false, status: 404, code: 'resource_missing', message: `No such payment_intent: '${id}'` };
}

/** POST /v1/payment_intents/:id/capture: the whole amount charged. */
export async function capturePaymentIntent(ctx: ServerContext, id: string): Promise<IntentOutcome> {
  const intent = ctx.stripe.paymentIntents.get(id);
  if (!intent) return missing(id);
  if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured', ['requires_capture']);
  intent.status = 'succeeded';
  intent.amount_received = intent.amount_capturable;
  intent.amount_capturable = 0;
  ctx.stripe.charges.set(intent.id, {
    id: String(intent.latest_charge),
    amount: intent.amount_received,
    currency: intent.currency,
    refunded: 0,
    created: now(),
  });
  const webhookStatus = await deliverEvent(ctx, stripeEvent('payment_intent.succeeded', { ...intent }));
  return { ok: true, intent, webhookStatus };
}

/** POST /v1/payment_intents/:id/cancel, and Stripe's own release of a lapsed authorisation (reason 'automatic'). */
export async function cancelPaymentIntent(ctx: ServerContext, id: string, reason: string | null): Promise<IntentOutcome> {
  const intent = ctx.stripe.paymentIntents.get(id);
  if (!intent) return missing(id);
  if (!CANCELLABLE.includes(intent.status)) return unexpectedState(intent, 'canceled', CANCELLABLE);
  intent.status = 'canceled';
  intent.amount_capturable = 0;
  intent.cancellation_reason = reason;
  intent.canceled_at = now();
  const webhookStatus = await deliverEvent(ctx, stripeEvent('payment_intent.canceled', { ...intent }));
  return { ok: true, intent, webhookStatus };
}
