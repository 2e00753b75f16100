// A refund of a charge the stand-in made (a paid session's), as Stripe makes
// it: a Refund object, and the charge.refunded event (amount_refunded
// cumulative) sent to our webhook signed as Stripe signs it, as the checkout
// page sends checkout.session.completed.
import type { ServerContext } from '../context';
import { deliverEvent, stripeEvent } from './events';
import { stripeId } from './state';

export type StandInRefund = Record<string, unknown> & { id: string; amount: number };

export type RefundOutcome =
  | { ok: true; refund: StandInRefund; event: Record<string, unknown>; webhookStatus: number }
  | { ok: false; status: number; code: string; message: string; param?: string };

export async function refundCharge(
  ctx: ServerContext,
  paymentIntent: string,
  amount: number | null,
  metadata: Record<string, string> = {},
): Promise<RefundOutcome> {
  const charge = ctx.stripe.charges.get(paymentIntent);
  if (!charge) return { ok: false, status: 404, code: 'resource_missing', message: `No such payment_intent: '${paymentIntent}'`, param: 'payment_intent' };
  const left = charge.amount - charge.refunded;
  if (left <= 0) return { ok: false, status: 400, code: 'charge_already_refunded', message: `Charge ${charge.id} has already been refunded.` };
  const cents = amount ?? left;
  if (!Number.isSafeInteger(cents) || cents < 1 || cents > left) {
    return {
      ok: false,
      status: 400,
      code: 'amount_too_large',
      message: `Refund amount (${cents}) is greater than unrefunded amount on charge (${left})`,
      param: 'amount',
    };
  }
  charge.refunded += cents;
  const refund: StandInRefund = {
    id: stripeId('re'),
    object: 'refund',
    amount: cents,
    balance_transaction: null,
    charge: charge.id,
    created: Math.floor(Date.now() / 1000),
    currency: charge.currency,
    destination_details: null,
    metadata,
    payment_intent: paymentIntent,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
  const event = stripeEvent('charge.refunded', {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.amount,
    amount_refunded: charge.refunded,
    captured: true,
    created: charge.created,
    currency: charge.currency,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: paymentIntent,
    refunded: charge.refunded === charge.amount,
    status: 'succeeded',
    refunds: { object: 'list', data: [refund], has_more: false },
  });
  return { ok: true, refund, event, webhookStatus: await deliverEvent(ctx, event) };
}
