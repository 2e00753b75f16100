// The prospect's e-mails about the deposit held on their card: held when they
// authorised it with their request, released when the request was declined,
// cancelled or expired (or Stripe let the authorisation lapse). The charge
// itself is told by the payment's receipt, and the confirmation says it is
// being made (CARD_HOLD_LINES.capturing). Amounts and our reference only.

import { paragraphsPage } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';
import { formatCents } from './money.ts';

export const CARD_HOLD_LINES = {
  heldSubject: (reference: string) => `Your card is held for the deposit, not charged (${reference})`,
  held: (amountCents: number) =>
    `We hold ${formatCents(amountCents)} on your card for the deposit of your booking request. Nothing is charged unless we confirm the booking; if we do not, the hold is released.`,
  releasedSubject: (reference: string) => `The hold on your card is released (${reference})`,
  released: (amountCents: number) => `The hold of ${formatCents(amountCents)} on your card for the deposit is released: you were not charged.`,
  capturing: (amountCents: number) => `The deposit of ${formatCents(amountCents)} held on your card is being charged; a receipt follows.`,
  reference: (reference: string) => `Reference: ${reference}`,
} as const;

export function buildCardHoldEmail(kind: 'card_held' | 'card_released', to: string, reference: string, amountCents: number): OutgoingEmail {
  const subject = kind === 'card_held' ? CARD_HOLD_LINES.heldSubject(reference) : CARD_HOLD_LINES.releasedSubject(reference);
  const line = kind === 'card_held' ? CARD_HOLD_LINES.held(amountCents) : CARD_HOLD_LINES.released(amountCents);
  return { to, subject, ...paragraphsPage(subject, [line, CARD_HOLD_LINES.reference(reference)]) };
}
