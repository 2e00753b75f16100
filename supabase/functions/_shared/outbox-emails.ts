// The outbox's own e-mails and sentences: what becomes of the deposit when a
// campaign is cancelled, under the campaign terms (campaign-terms.ts: a full
// refund with DEPOSIT.refundNoticeDays' notice before the first cycle, none
// with less), the receipt for a payment, the e-mail for a refund, the
// go-live time the staff set and the proof of play of a cycle being ready. Like the other customer e-mails they quote
// nothing the customer typed: amounts, methods, dates and our reference.

import { ACCOUNT_LINK_TEXT } from './account-link.ts';
import { accountCampaignUrl } from './artwork-emails.ts';
import { formatDay } from './booking-cycles.ts';
import { torontoMoment } from './campaign-reminders.ts';
import { depositAmount, type DepositBooking } from './deposit.ts';
import { paragraphsPage } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';
import { formatCents } from './money.ts';
import type { CampaignMessageFacts } from './outbox-store.ts';
import { paymentMethodLabel } from './payment-methods.ts';
import { TAX } from './sale-rules.ts';
import type { TaxedAmount } from './tax.ts';

export const CANCELLATION_DEPOSIT_LINES = {
  nothingPaid: 'No deposit was paid, so there is nothing to refund.',
  refunded: (paidCents: number, daysBefore: number, noticeDays: number) =>
    `Your deposit of ${formatCents(paidCents)} is refunded in full under our terms: the campaign was cancelled ${daysBefore} days before its first cycle, at least the ${noticeDays} days' notice they ask. We refund it the way you paid it, and we will e-mail you once the refund is made.`,
  kept: (paidCents: number, daysBefore: number, noticeDays: number) =>
    `Under our terms your deposit of ${formatCents(paidCents)} is not refundable: the campaign was cancelled ${Math.max(daysBefore, 0)} days before its first cycle, less than the ${noticeDays} days' notice they ask.`,
} as const;

/** The deposit's verdict for a cancelled campaign, or null when the database has none (not cancelled, no cycle). */
export function cancellationDepositLine(facts: CampaignMessageFacts): string | null {
  if (facts.paid_cents <= 0) return CANCELLATION_DEPOSIT_LINES.nothingPaid;
  if (facts.refundable === null || facts.days_before === null) return null;
  return facts.refundable
    ? CANCELLATION_DEPOSIT_LINES.refunded(facts.paid_cents, facts.days_before, facts.refund_notice_days)
    : CANCELLATION_DEPOSIT_LINES.kept(facts.paid_cents, facts.days_before, facts.refund_notice_days);
}

/** public.payment_message_facts: a payment and the campaign's money once it was recorded. */
export interface PaymentMessageFacts {
  /** Positive for money received, negative for a refund. */
  amount_cents: number;
  method: string;
  paid_at: string;
  campaign_id: string;
  reference: string;
  email: string | null;
  /** Everything paid less refunded, up to and including this payment. */
  paid_cents: number;
  bookings: DepositBooking[];
  /** The campaign ledger's balance as the e-mail is sent (below zero: a credit); null while it has no invoice. */
  balance_cents: number | null;
}

const PAID_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

export const PAYMENT_EMAIL_LINES = {
  receiptSubject: (amountCents: number, reference: string) => `Receipt: ${formatCents(amountCents)} for campaign ${reference}`,
  received: (amountCents: number, method: string, paidAt: string) =>
    `We received your payment of ${formatCents(amountCents)} (${paymentMethodLabel(method).toLowerCase()}) on ${PAID_FORMAT.format(new Date(paidAt))}. Thank you.`,
  paysDeposit: (deposit: TaxedAmount) => `It pays your deposit of ${formatCents(deposit.totalCents)}, which is now paid in full.`,
  paysPartOfDeposit: (deposit: TaxedAmount, leftCents: number) =>
    `It pays towards your deposit of ${formatCents(deposit.totalCents)}: ${formatCents(leftCents)} of the deposit is left to pay.`,
  paysCampaign: 'It pays towards your campaign’s cycles.',
  balance: (balanceCents: number) => `Balance still owed on your campaign, ${TAX.label} included: ${formatCents(Math.max(balanceCents, 0))}.`,
  refundSubject: (amountCents: number, reference: string) => `Refund of ${formatCents(amountCents)} for campaign ${reference}`,
  refunded: (amountCents: number, method: string, paidAt: string) =>
    `We refunded ${formatCents(amountCents)} to you (${paymentMethodLabel(method).toLowerCase()}) on ${PAID_FORMAT.format(new Date(paidAt))}.`,
  paidAfterRefund: (paidCents: number) => `What you have paid for this campaign, after the refund: ${formatCents(paidCents)}.`,
  reference: (reference: string) => `Reference: ${reference}`,
  goLiveSubject: (reference: string) => `Your ad’s go-live time (${reference})`,
  goLive: (at: string) => `Your ad goes live ${torontoMoment(at)}.`,
} as const;

/** The receipt for money received, with what it paid and the balance still owed (the campaign's ledger's); null without an address. */
export function buildPaymentReceipt(facts: PaymentMessageFacts): { email: OutgoingEmail; note: string } | null {
  if (!facts.email || facts.amount_cents <= 0) return null;
  const deposit = depositAmount(facts.bookings);
  const before = facts.paid_cents - facts.amount_cents;
  const paysDeposit = deposit.totalCents > 0 && before < deposit.totalCents;
  const what = !paysDeposit
    ? PAYMENT_EMAIL_LINES.paysCampaign
    : facts.paid_cents >= deposit.totalCents
      ? PAYMENT_EMAIL_LINES.paysDeposit(deposit)
      : PAYMENT_EMAIL_LINES.paysPartOfDeposit(deposit, deposit.totalCents - facts.paid_cents);
  const subject = PAYMENT_EMAIL_LINES.receiptSubject(facts.amount_cents, facts.reference);
  const body = paragraphsPage(subject, [
    PAYMENT_EMAIL_LINES.received(facts.amount_cents, facts.method, facts.paid_at),
    what,
    ...(facts.balance_cents !== null ? [PAYMENT_EMAIL_LINES.balance(facts.balance_cents)] : []),
    PAYMENT_EMAIL_LINES.reference(facts.reference),
  ]);
  return { email: { to: facts.email, subject, ...body }, note: paysDeposit ? 'deposit' : 'campaign' };
}

/** The e-mail for a refund: the amount and how; null without an address. */
export function buildRefundEmail(facts: PaymentMessageFacts): OutgoingEmail | null {
  if (!facts.email || facts.amount_cents >= 0) return null;
  const amount = -facts.amount_cents;
  const subject = PAYMENT_EMAIL_LINES.refundSubject(amount, facts.reference);
  const body = paragraphsPage(subject, [
    PAYMENT_EMAIL_LINES.refunded(amount, facts.method, facts.paid_at),
    PAYMENT_EMAIL_LINES.paidAfterRefund(Math.max(facts.paid_cents, 0)),
    PAYMENT_EMAIL_LINES.reference(facts.reference),
  ]);
  return { to: facts.email, subject, ...body };
}

/** The go-live time the staff set, with the advertiser's campaign page. */
export function buildGoLiveEmail(to: string, reference: string, campaignId: string, at: string): OutgoingEmail {
  const subject = PAYMENT_EMAIL_LINES.goLiveSubject(reference);
  const body = paragraphsPage(subject, [
    PAYMENT_EMAIL_LINES.goLive(at),
    `${ACCOUNT_LINK_TEXT}: ${accountCampaignUrl(campaignId)}`,
    PAYMENT_EMAIL_LINES.reference(reference),
  ]);
  return { to, subject, ...body };
}

export const PROOF_READY_LINES = {
  subject: (reference: string) => `Your proof of play is ready (${reference})`,
  ready: (cycleStart: string) => `Your proof of play for the cycle starting ${formatDay(cycleStart)} is ready.`,
  where: (url: string) => `See the plays on each board, and any photos of your ad, on your campaign’s page: ${url}`,
} as const;

/** The first proof of play of one of the campaign's cycles, with the advertiser's campaign page. */
export function buildProofReadyEmail(to: string, reference: string, campaignId: string, cycleStart: string): OutgoingEmail {
  const subject = PROOF_READY_LINES.subject(reference);
  const body = paragraphsPage(subject, [
    PROOF_READY_LINES.ready(cycleStart),
    PROOF_READY_LINES.where(accountCampaignUrl(campaignId)),
    PAYMENT_EMAIL_LINES.reference(reference),
  ]);
  return { to, subject, ...body };
}
