import type { CampaignPayments, PaymentRow } from '../api/campaign-payments';

/** Where a campaign's money stands, as its ledger says: nothing owed now after paying, something owed now, released, or nothing asked. */
export type PaymentState = 'paid' | 'partly-paid' | 'not-paid' | 'released' | 'nothing-due';

/** Campaigns an advertiser may pay online. */
export const PAYABLE_STATUSES: ReadonlySet<string> = new Set(['confirmed', 'live']);

export function paymentState(p: Pick<CampaignPayments, 'ledger' | 'releasedAt'>): PaymentState {
  const { ledger } = p;
  const kept = ledger.paidCents - ledger.refundedCents;
  if (ledger.dueNowCents <= 0 && kept > 0 && ledger.invoicedCents - ledger.creditedCents > 0) return 'paid';
  if (p.releasedAt) return 'released';
  if (ledger.dueNowCents <= 0) return 'nothing-due';
  return kept > 0 ? 'partly-paid' : 'not-paid';
}

const DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'America/Toronto' });
const DATE_TIME = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });

/** 'Dec 4, 2026' for a day ('2026-12-04'). */
export const formatDueDay = (day: string): string => DATE.format(new Date(`${day}T12:00:00-05:00`));
/** 'Nov 27, 2026' in Toronto. */
export const formatPaidOn = (instant: string): string => DATE.format(new Date(instant));
/** 'Dec 4, 2026, 6:41 a.m. (Toronto time)' */
export const formatDeadline = (instant: string): string => `${DATE_TIME.format(new Date(instant))} (Toronto time)`;

// The staff's amounts are read one way on every screen (a make-good's credit too).
export { parseDollars } from '@/lib/parse-dollars';

/** What is left to refund, net of refunds: of the card payments through Stripe, and of those made another way. */
export function refundableCents(payments: readonly Pick<PaymentRow, 'amount_cents' | 'stripe_payment_intent_id'>[]): { card: number; other: number } {
  let card = 0;
  let other = 0;
  for (const p of payments) {
    if (p.stripe_payment_intent_id) card += p.amount_cents;
    else other += p.amount_cents;
  }
  return { card: Math.max(card, 0), other: Math.max(other, 0) };
}

/** '1180.85' for a prefilled amount field. */
export const centsToDollarsField = (cents: number): string => (cents / 100).toFixed(2);
