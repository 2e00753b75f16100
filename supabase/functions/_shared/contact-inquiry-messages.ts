// Every message a refused inquiry shows, and the artwork path the rules check.
// Apart from contact-inquiry.ts because the form shows its labels with the
// page, while these words load with the rules (zod), when the visitor sends.

import { ARTWORK, CAMPAIGN, PLAN } from './business-rules.ts';
import { INDUSTRY_PREFIX, LEAD_PAGES, type InquiryField } from './contact-inquiry.ts';

export const INQUIRY_MESSAGES = {
  required: {
    name: 'Please enter your full name.',
    email: 'Please enter your email address.',
    company: 'Please enter your company name.',
    phone: 'Please enter your phone number.',
    message: 'Please tell us about your project.',
  } satisfies Record<InquiryField, string>,
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number: digits, spaces and + ( ) - . only, optionally with an extension.',
  notText: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  lineBreak: (label: string) => `${label} must be a single line without line breaks.`,
  notAllowed: (label: string) => `${label} contains characters that are not allowed.`,
  invisible: (label: string) => `${label} contains invisible formatting characters; please retype it.`,
  source: `Source must be one of: ${LEAD_PAGES.join(', ')}, ${INDUSTRY_PREFIX}<industry>.`,
  locationIds: 'Location ids must be a list of billboard location ids.',
  tooManyLocations: `A plan may name at most ${PLAN.maxBoards} billboard locations.`,
  idempotencyKey: 'The idempotency key must be a UUID.',
  booking: `Booking dates must be a cycle start (YYYY-MM-DD) and ${CAMPAIGN.minCycles} to ${CAMPAIGN.maxCycles} cycles.`,
  bookingWithoutBoards: 'Booking dates need at least one billboard location in the plan.',
  artworkPath: 'The artwork reference is not one this site issued. Please upload the artwork again.',
  boardsTaken: 'Some boards are no longer free for these dates.',
  termsVersion: 'The campaign terms have changed since this page was opened. Please reload the page to read them, then send your request again.',
} as const;

/** Where the artwork function puts an upload: requests/<yyyy-mm>/<uuid>.<jpg|png>. */
export const ARTWORK_PATH = new RegExp(
  `^requests/\\d{4}-\\d{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.values(ARTWORK.types).join('|')})$`,
);
