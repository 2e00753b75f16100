// The contact inquiry's words and limits: its fields and their labels, the
// lengths, the lead sources and their labels. Every message a refusal shows
// is in contact-inquiry-messages.ts (the form needs them only once the rules
// have loaded). The rules that use them are in contact-inquiry-schema.ts; the
// form and the contact function both read them, so a visitor reads the same
// words whichever side refuses.
//
// No schema library here: the form renders its labels on the home page
// before any check is needed, and the schema (zod) loads only when the
// visitor sends.

import type { InquiryField } from './contact-inquiry-fields.ts';
import { SLUG_PATTERN } from './slug-pattern.ts';

export { CONTACT_FORM_CONSENT, INQUIRY_FIELDS, INQUIRY_LABELS, type InquiryField } from './contact-inquiry-fields.ts';

export const INQUIRY_MAX_LENGTHS: Record<InquiryField | 'source', number> = {
  name: 100,
  email: 254,
  company: 150,
  phone: 40,
  message: 5000,
  source: 50,
};

/** Bots fill every input they find; people never see this one. */
export const HONEYPOT_FIELD = 'website';

// Lead sources: where the visitor was when they wrote. A page with the form
// names itself; the contact page also names the page whose link brought the
// visitor there (an industry page with its industry, the costs page), and a
// campaign plan from the map names the plan.
export const LEAD_PAGES = ['home-page', 'contact-page', 'billboard-costs', 'campaign-plan'] as const;
export type LeadPage = (typeof LEAD_PAGES)[number];
export const INDUSTRY_PREFIX = 'industry-page:';
export type LeadSource = LeadPage | `${typeof INDUSTRY_PREFIX}${string}`;

const LEAD_PAGE_LABELS: Record<LeadPage, string> = {
  'home-page': 'Home page',
  'contact-page': 'Contact page',
  'billboard-costs': 'Billboard costs page',
  'campaign-plan': 'Campaign plan on the billboard map',
};

/** The source of an inquiry sent after an industry page, e.g. `industry-page:real-estate`. */
export function industrySource(slug: string): LeadSource {
  return `${INDUSTRY_PREFIX}${slug}`;
}

export function isLeadSource(value: string): value is LeadSource {
  if ((LEAD_PAGES as readonly string[]).includes(value)) return true;
  return value.startsWith(INDUSTRY_PREFIX) && SLUG_PATTERN.test(value.slice(INDUSTRY_PREFIX.length)) && value.length <= INQUIRY_MAX_LENGTHS.source;
}

/** What the inbox, the CSV and the notification e-mail call a source; a value sent before the list was settled shows as stored. */
export function leadSourceLabel(source: string): string {
  if (source.startsWith(INDUSTRY_PREFIX) && isLeadSource(source)) return `Industry page (${source.slice(INDUSTRY_PREFIX.length).replace(/-/g, ' ')})`;
  return (LEAD_PAGE_LABELS as Record<string, string>)[source] ?? source;
}

// A type only: a list of them would ride along on every page that shows the form.
export type SubmissionField = InquiryField | 'source' | 'location_ids' | 'idempotency_key' | 'booking' | 'artwork_path' | 'newsletter' | 'terms_version';
export type FieldErrors = Partial<Record<SubmissionField, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * True when the hidden honeypot input was filled in. Absent, null or blank
 * means a person; anything else (including a non-string) means a bot.
 */
export function isHoneypotFilled(input: Record<string, unknown>): boolean {
  if (!Object.hasOwn(input, HONEYPOT_FIELD)) return false;
  const bait = input[HONEYPOT_FIELD];
  if (bait === undefined || bait === null) return false;
  if (typeof bait === 'string') return bait.trim().length > 0;
  return true;
}
