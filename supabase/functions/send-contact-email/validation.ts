// Server-side validation of a contact inquiry. Plain TypeScript on purpose:
// it runs unchanged in Deno (deployed), in Node (local backend, tests) and
// could be imported by the browser form, with no import map to keep in sync.
//
// The browser's checks are a courtesy; these are the ones that count. They
// also protect the notification e-mail: single-line fields end up in the
// subject and Reply-To, where a line break would let a sender inject headers.

import type { ContactInquiry, Submission } from './types.ts';

export type InquiryField = keyof ContactInquiry;
/** Fields of a submission besides the inquiry's own. */
export type SubmissionField = InquiryField | 'location_ids' | 'idempotency_key';
export type FieldErrors = Partial<Record<SubmissionField, string>>;

export type ValidationResult = { ok: true; value: ContactInquiry } | { ok: false; fields: FieldErrors };
export type SubmissionResult = { ok: true; value: Submission } | { ok: false; fields: FieldErrors };

export const CONTACT_SOURCES = ['contact-page', 'home-page', 'billboard-costs', 'industry-page', 'campaign-plan'] as const;

/** Boards a campaign plan may name. */
export const MAX_PLAN_LOCATIONS = 50;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Bots fill every input they find; people never see this one. */
export const HONEYPOT_FIELD = 'website';

export const INQUIRY_MAX_LENGTHS: Record<InquiryField, number> = {
  name: 100,
  email: 254,
  company: 150,
  phone: 40,
  message: 5000,
  source: 50,
};

export const INQUIRY_FIELD_LABELS: Record<InquiryField, string> = {
  name: 'Full name',
  email: 'E-mail address',
  company: 'Company name',
  phone: 'Phone number',
  message: 'Project details',
  source: 'Source',
};

const FIELDS = Object.keys(INQUIRY_MAX_LENGTHS) as InquiryField[];
const SINGLE_LINE_FIELDS: ReadonlySet<InquiryField> = new Set(['name', 'email', 'company', 'phone', 'source']);

// Line breaks as any mail client or header parser may read them, including
// NEL and the Unicode line/paragraph separators.
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;
// Other control characters: Postgres text cannot hold NUL at all, and the rest
// have no business in a name or a message. Tab, CR and LF are allowed in the
// multi-line message only.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;

// Characters that change how text is shown without being seen: bidirectional
// overrides and isolates (which can make a name or an address read as
// something else in the inbox) and zero-width characters and the BOM.
const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

// Deliberately simpler than RFC 5322: one @, no spaces, quotes, commas or
// angle brackets (each could turn one Reply-To address into several or into a
// display name), and a dotted domain ending in a letters-only TLD.
const EMAIL = /^[^\s@"(),:;<>[\]\\]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

// Digits with the usual separators, optionally followed by an extension
// ("ext. 12", "ext 12", "x12").
const PHONE = /^\+?[0-9 ().-]+(?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;
const MIN_PHONE_DIGITS = 7;

function characterCount(value: string): number {
  // Code points, as Postgres char_length counts them, not UTF-16 units.
  return Array.from(value).length;
}

function checkField(field: InquiryField, raw: unknown): { value: string } | { error: string } {
  const label = INQUIRY_FIELD_LABELS[field];
  if (raw === undefined || raw === null) return { error: `${label} is required.` };
  if (typeof raw !== 'string') return { error: `${label} must be text.` };

  const value = raw.trim();
  if (value.length === 0) return { error: `${label} is required.` };

  const max = INQUIRY_MAX_LENGTHS[field];
  if (characterCount(value) > max) return { error: `${label} must be at most ${max} characters.` };

  if (SINGLE_LINE_FIELDS.has(field)) {
    if (LINE_BREAK.test(value)) return { error: `${label} must be a single line without line breaks.` };
    if (CONTROL_SINGLE_LINE.test(value)) return { error: `${label} contains characters that are not allowed.` };
    if (INVISIBLE_FORMATTING.test(value)) return { error: `${label} contains invisible formatting characters; please retype it.` };
  } else if (CONTROL_MULTI_LINE.test(value)) {
    return { error: `${label} contains characters that are not allowed.` };
  }

  switch (field) {
    case 'email':
      if (!EMAIL.test(value)) return { error: 'Enter a valid e-mail address, such as name@example.com.' };
      break;
    case 'phone': {
      const digits = value.replace(/\D/g, '').length;
      if (!PHONE.test(value) || digits < MIN_PHONE_DIGITS) {
        return { error: 'Enter a valid phone number: digits, spaces and + ( ) - . only, optionally with an extension.' };
      }
      break;
    }
    case 'source':
      if (!(CONTACT_SOURCES as readonly string[]).includes(value)) {
        return { error: `Source must be one of: ${CONTACT_SOURCES.join(', ')}.` };
      }
      break;
    default:
      break;
  }
  return { value };
}

/**
 * Validates and normalises (trims) an inquiry. Keys other than the six fields
 * are ignored: the result is built from the known fields only, so nothing
 * unexpected reaches the database or the e-mail.
 */
export function validateInquiry(input: unknown): ValidationResult {
  const source: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};

  const fields: FieldErrors = {};
  const value: Partial<ContactInquiry> = {};
  for (const field of FIELDS) {
    const result = checkField(field, Object.hasOwn(source, field) ? source[field] : undefined);
    if ('error' in result) fields[field] = result.error;
    else value[field] = result.value;
  }

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: value as ContactInquiry };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An inquiry plus the optional campaign plan (location ids) and idempotency key. */
export function validateSubmission(input: unknown): SubmissionResult {
  const source: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const inquiry = validateInquiry(source);
  const fields: FieldErrors = inquiry.ok ? {} : { ...inquiry.fields };

  let locationIds: string[] = [];
  const rawIds = source.location_ids;
  if (rawIds !== undefined && rawIds !== null) {
    if (!Array.isArray(rawIds) || !rawIds.every((id) => typeof id === 'string' && UUID.test(id))) {
      fields.location_ids = 'Location ids must be a list of billboard location ids.';
    } else if (rawIds.length > MAX_PLAN_LOCATIONS) {
      fields.location_ids = `A plan may name at most ${MAX_PLAN_LOCATIONS} billboard locations.`;
    } else {
      locationIds = [...new Set(rawIds.map((id: string) => id.toLowerCase()))];
    }
  }

  let idempotencyKey: string | null = null;
  const rawKey = source.idempotency_key;
  if (rawKey !== undefined && rawKey !== null) {
    if (typeof rawKey !== 'string' || !UUID.test(rawKey)) fields.idempotency_key = 'The idempotency key must be a UUID.';
    else idempotencyKey = rawKey.toLowerCase();
  }

  if (!inquiry.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { inquiry: inquiry.value, locationIds, idempotencyKey } };
}

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
