// The sentences the outbox's messages add to a notice: what becomes of the
// deposit when a campaign is cancelled, under the campaign terms
// (campaign-terms.ts: a full refund with DEPOSIT.refundNoticeDays' notice
// before the first cycle, none with less).

import { formatCents } from './money.ts';
import type { CampaignMessageFacts } from './outbox-store.ts';

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
