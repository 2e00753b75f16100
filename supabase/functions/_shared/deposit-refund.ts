// "Refund the deposit" on a cancelled campaign paid by card: Stripe is asked
// to refund what is left of each card charge. Nothing is recorded here: the
// refund becomes a negative payment when Stripe's charge.refunded event
// arrives (public.apply_stripe_event), as any refund made in Stripe's
// dashboard does. Payments made another way are refunded by the staff and
// recorded by hand (public.record_refund).

import type { DepositRefundContext } from './stripe-deposit-store.ts';
import type { RefundSummary, StripeGateway } from './stripe-gateway.ts';

export interface DepositRefundDeps {
  /** Null while no Stripe key is configured. */
  gateway: StripeGateway | null;
  refundContext(campaignId: string): Promise<DepositRefundContext | null>;
}

export interface AskedRefund extends RefundSummary {
  paymentIntent: string;
}

export type DepositRefundResult = { kind: 'asked'; refunds: AskedRefund[] } | { kind: 'missing' | 'not_cancelled' | 'nothing_to_refund' | 'unconfigured' };

/**
 * The same key for the same state of a charge: asked twice before Stripe's
 * event is recorded (a double click, a retry), Stripe refunds once.
 */
export const refundIdempotencyKey = (paymentIntent: string, refundedCents: number): string => `deposit-refund-${paymentIntent}-after-${refundedCents}`;

export async function refundDeposit(deps: DepositRefundDeps, campaignId: string): Promise<DepositRefundResult> {
  if (!deps.gateway) return { kind: 'unconfigured' };
  const context = await deps.refundContext(campaignId);
  if (!context) return { kind: 'missing' };
  if (context.status !== 'cancelled') return { kind: 'not_cancelled' };
  const due = context.charges.filter((c) => c.paid_cents > c.refunded_cents);
  if (due.length === 0) return { kind: 'nothing_to_refund' };
  const refunds: AskedRefund[] = [];
  for (const charge of due) {
    const refund = await deps.gateway.refundPayment({
      paymentIntent: charge.payment_intent,
      amountCents: charge.paid_cents - charge.refunded_cents,
      campaignId,
      idempotencyKey: refundIdempotencyKey(charge.payment_intent, charge.refunded_cents),
    });
    refunds.push({ ...refund, paymentIntent: charge.payment_intent });
  }
  return { kind: 'asked', refunds };
}
