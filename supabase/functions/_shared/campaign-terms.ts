// The campaign terms a booking request is sent under: shown on the request
// form near its submit button when the request carries dates, and recorded
// with the request by version (contact_inquiries.terms_version, with the time).
// The contact function accepts only the version here, so what is recorded is
// what the form showed. PLACEHOLDER wording until the client's lawyer writes
// it: change the text and the version together, the version to the day of
// the change. The refund's notice is DEPOSIT.refundNoticeDays, the one rule the
// staff's refund screen and the database also follow.

import { DEPOSIT } from './sale-rules.ts';

export const CAMPAIGN_TERMS = {
  // The second version of the day: the first said both that a cancellation
  // exactly the notice before was refunded and that it was not.
  version: '2026-11-27.2',
  heading: 'Campaign terms',
  points: [
    'Your request holds the dates until we confirm or decline it; nothing is charged before we confirm.',
    'Once we confirm, a deposit is due; each 4-week cycle is invoiced with 13% HST, due on its first day.',
    `You may cancel in writing up to ${DEPOSIT.refundNoticeDays} days before your first cycle begins and your deposit is refunded in full.`,
    `Cancelled less than ${DEPOSIT.refundNoticeDays} days before the first cycle, the deposit is no longer refundable; cycles already begun are billed in full.`,
  ],
  acceptance: 'By sending this request you accept these terms',
} as const;

/** A request's terms as the contact function accepts them: none, or the version shown now. */
export function isCurrentTermsVersion(version: string | null | undefined): boolean {
  return version === null || version === undefined || version === CAMPAIGN_TERMS.version;
}
