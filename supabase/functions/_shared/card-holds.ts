// A booking request's deposit held on the prospect's card: the Checkout that
// authorises it (the request stored and its slots held first; a prospect who
// leaves Checkout keeps the request), and the card-holds job, which makes the
// captures and releases the database decided (public.claim_card_hold_calls)
// at Stripe, each with one idempotency key so a retry never charges twice.
// Stripe's payment_intent events then record what was done (the webhook).

import { cardHoldReturnUrls } from './card-hold-return.ts';
import type { CardHoldStore } from './card-hold-store.ts';
import { depositAmount } from './deposit.ts';
import type { DepositStore } from './stripe-deposit-store.ts';
import type { StripeGateway } from './stripe-gateway.ts';
import type { TaxedAmount } from './tax.ts';

export interface CardHoldDeps {
  holds: CardHoldStore;
  deposits: Pick<DepositStore, 'context'>;
  /** Null while no Stripe key is configured: the request stands alone and an invoice follows. */
  gateway: StripeGateway | null;
  siteUrl: string;
}

export type CardHoldCheckoutResult = { kind: 'ok'; url: string; amount: TaxedAmount } | { kind: 'unconfigured' | 'not_open' | 'nothing_due' | 'already_held' };

/** A Checkout for the request the token names, its deposit authorised on the card and not charged. */
export async function openCardHold(deps: CardHoldDeps, token: string): Promise<CardHoldCheckoutResult> {
  if (!deps.gateway) return { kind: 'unconfigured' };
  const campaignId = await deps.holds.requestOf(token);
  const context = campaignId ? await deps.deposits.context(campaignId) : null;
  if (!campaignId || !context || context.status !== 'requested') return { kind: 'not_open' };
  const amount = depositAmount(context.bookings);
  if (amount.totalCents <= 0) return { kind: 'nothing_due' };
  const session = await deps.gateway.createCardHoldCheckout({
    campaignId,
    reference: context.reference,
    email: context.email,
    amount,
    ...cardHoldReturnUrls(deps.siteUrl),
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  const kept = await deps.holds.save({
    campaignId,
    id: session.id,
    url: session.url,
    amountTotalCents: session.amountTotalCents ?? amount.totalCents,
    currency: session.currency ?? 'cad',
    expiresAt: session.expiresAt,
  });
  if (kept?.id === session.id) return { kind: 'ok', url: session.url, amount };
  // Decided meanwhile, or another Checkout for it already in play: this one must not take the card too.
  await deps.gateway.expireSession(session.id).catch(() => undefined);
  if (kept && kept.status === 'open' && kept.url) return { kind: 'ok', url: kept.url, amount };
  return { kind: kept ? 'already_held' : 'not_open' };
}

/** Calls one run makes: bounded so a run stays well inside a function's time limit. */
export const CARD_HOLD_CALLS_PER_RUN = 50;
/** How long a claimed call is the run's alone; longer than any call takes. */
export const CARD_HOLD_LEASE_SECONDS = 300;

/** The key of one hold's capture or release: the same at every retry, so Stripe acts once. */
export function cardHoldCallKey(call: { id: string; action: 'capture' | 'cancel' }): string {
  return `card_hold_${call.action}_${call.id}`;
}

/** The scheduled job: each due capture or release made at Stripe; a failure is recorded and tried again after its backoff. */
export async function runCardHoldCalls(
  deps: { holds: CardHoldStore; gateway: StripeGateway | null },
  logError: (line: string, err: unknown) => void,
): Promise<Record<string, number>> {
  if (!deps.gateway) return { claimed: 0, done: 0, failed: 0 };
  const calls = await deps.holds.claimCalls(CARD_HOLD_CALLS_PER_RUN, CARD_HOLD_LEASE_SECONDS);
  let done = 0;
  let failed = 0;
  for (const call of calls) {
    const request = { paymentIntent: call.payment_intent, idempotencyKey: cardHoldCallKey(call) };
    try {
      await (call.action === 'capture' ? deps.gateway.capturePayment(request) : deps.gateway.cancelPayment(request));
    } catch (err) {
      logError(`card-holds: ${call.action} of ${call.payment_intent} failed`, err);
      await deps.holds.finishCall(call.id, (err instanceof Error ? err.message : String(err)).slice(0, 2000));
      failed += 1;
      continue;
    }
    await deps.holds.finishCall(call.id, null);
    done += 1;
  }
  return { claimed: calls.length, done, failed };
}
