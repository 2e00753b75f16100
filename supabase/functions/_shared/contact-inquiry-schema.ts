// The contact inquiry's rules, as one zod schema: the form checks a
// submission with it before sending and the contact function checks it again
// on arrival. The words and limits are in contact-inquiry.ts.
//
// zod/mini rather than zod: it bundles only the checks used here, and the
// form loads this module when the visitor sends, not with the page.
//
// The server's check is the one that counts. It also protects the
// notification e-mail: single-line fields end up in its subject and Reply-To,
// where a line break would let a sender inject headers.

import * as z from 'zod/mini';
import {
  INQUIRY_LABELS,
  INQUIRY_MAX_LENGTHS,
  isLeadSource,
  type Checked,
  type FieldErrors,
  type InquiryField,
  type LeadSource,
  type SubmissionField,
} from './contact-inquiry.ts';
import { BIDI_CONTROLS, CAMPAIGN, PLAN, ZERO_WIDTH } from './business-rules.ts';
import { UUID_PATTERN } from './uuid.ts';
import { ARTWORK_PATH, INQUIRY_MESSAGES } from './contact-inquiry-messages.ts';
import { isEmail } from './is-email.ts';

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
// Digits with the usual separators, optionally followed by an extension
// ("ext. 12", "ext 12", "x12").
const PHONE = /^\+?[0-9 ().-]+(?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i;
const MIN_PHONE_DIGITS = 7;

/** Code points, as Postgres char_length counts them, not UTF-16 units. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * A trimmed, required text field. Each check stops the ones after it, so a
 * field gets one message: the first thing wrong with it.
 */
function textField(label: string, required: string, max: number, singleLine: boolean, ...rules: z.core.$ZodCheck<string>[]) {
  const lineRules = singleLine
    ? [
        z.refine<string>((v) => !LINE_BREAK.test(v), { error: INQUIRY_MESSAGES.lineBreak(label), abort: true }),
        z.refine<string>((v) => !CONTROL_SINGLE_LINE.test(v), { error: INQUIRY_MESSAGES.notAllowed(label), abort: true }),
        z.refine<string>((v) => !ZERO_WIDTH.test(v), { error: INQUIRY_MESSAGES.invisible(label), abort: true }),
      ]
    : [z.refine<string>((v) => !CONTROL_MULTI_LINE.test(v), { error: INQUIRY_MESSAGES.notAllowed(label), abort: true })];
  // Every field, the message too: the text shows as sent in the inbox and the e-mail (BIDI_CONTROLS).
  const bidiRule = z.refine<string>((v) => !BIDI_CONTROLS.test(v), { error: INQUIRY_MESSAGES.invisible(label), abort: true });
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : INQUIRY_MESSAGES.notText(label)) }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.refine<string>((v) => characterCount(v) <= max, { error: INQUIRY_MESSAGES.tooLong(label, max), abort: true }),
    ...lineRules,
    bidiRule,
    ...rules,
  );
}

function inquiryField(field: InquiryField, ...rules: z.core.$ZodCheck<string>[]) {
  return textField(INQUIRY_LABELS[field], INQUIRY_MESSAGES.required[field], INQUIRY_MAX_LENGTHS[field], field !== 'message', ...rules);
}

const phoneRule = z.refine<string>((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, { error: INQUIRY_MESSAGES.invalidPhone });

/** What a visitor types: the five fields of the form. */
export const inquiryFieldsSchema = z.object({
  name: inquiryField('name'),
  email: inquiryField('email', z.refine<string>(isEmail, { error: INQUIRY_MESSAGES.invalidEmail })),
  company: inquiryField('company'),
  phone: inquiryField('phone', phoneRule),
  message: inquiryField('message'),
});

const sourceSchema = textField(
  'Source',
  INQUIRY_MESSAGES.source,
  INQUIRY_MAX_LENGTHS.source,
  true,
  z.refine<string>(isLeadSource, { error: INQUIRY_MESSAGES.source }),
);

/** An inquiry as stored: the five fields and where it was sent from. */
export const contactInquirySchema = z.extend(inquiryFieldsSchema, { source: sourceSchema });
export type ContactInquiry = Omit<z.infer<typeof contactInquirySchema>, 'source'> & { source: LeadSource };

/** Dates asked for the plan's boards: the first cycle's start (YYYY-MM-DD) and how many cycles. */
export interface BookingDates {
  startsOn: string;
  cycles: number;
}

export interface Submission {
  inquiry: ContactInquiry;
  locationIds: string[];
  /** Made by the form when it was filled and kept across retries; null from callers that send none. */
  idempotencyKey: string | null;
  /** Dates to hold on every board of the plan; null for an inquiry without dates. Whether they are a cycle start the database decides. */
  booking: BookingDates | null;
  /** The uploaded artwork's path in the private bucket, as the artwork function issued it. */
  artworkPath: string | null;
  /** The visitor ticked "Also send me the newsletter": start its double opt-in. */
  newsletter: boolean;
  /** The correction token this browser was given for its open request, if any: sending again updates that request. */
  correctionToken: string | null;
  /** The version of the campaign terms the form showed with the dates (the contact function accepts only the current one); null without dates or from callers that send none. */
  termsVersion?: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Here rather than with the other messages: the form never shows it (its box can only send true or nothing).
const NEWSLETTER_CHOICE = 'The newsletter choice must be yes or no.';

/** A real day of the calendar (no February 30th). */
function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const uuid = (message: string) => z.string({ error: message }).check(z.regex(UUID_PATTERN, { error: message }), z.toLowerCase());

/**
 * What the function receives besides the inquiry: the boards of a campaign
 * plan (deduplicated) and the form's key for this submission (null from
 * callers that send none).
 */
/** The shape of a request's correction token (two random UUIDs' hex digits). */
export const CORRECTION_TOKEN = /^[0-9a-f]{64}$/;

const extrasSchema = z.object({
  location_ids: z.pipe(
    z.nullish(
      z
        .array(uuid(INQUIRY_MESSAGES.locationIds), { error: INQUIRY_MESSAGES.locationIds })
        .check(z.maxLength(PLAN.maxBoards, { error: INQUIRY_MESSAGES.tooManyLocations })),
    ),
    z.transform((ids) => [...new Set(ids ?? [])]),
  ),
  idempotency_key: z.pipe(
    z.nullish(uuid(INQUIRY_MESSAGES.idempotencyKey)),
    z.transform((key) => key ?? null),
  ),
  booking: z.pipe(
    z.nullish(
      z.object(
        {
          starts_on: z.string({ error: INQUIRY_MESSAGES.booking }).check(
            z.regex(ISO_DATE, { error: INQUIRY_MESSAGES.booking }),
            z.refine((v) => isCalendarDate(v), { error: INQUIRY_MESSAGES.booking }),
          ),
          cycles: z
            .number({ error: INQUIRY_MESSAGES.booking })
            .check(z.refine((n) => Number.isInteger(n) && n >= CAMPAIGN.minCycles && n <= CAMPAIGN.maxCycles, { error: INQUIRY_MESSAGES.booking })),
        },
        { error: INQUIRY_MESSAGES.booking },
      ),
    ),
    z.transform((b): BookingDates | null => (b ? { startsOn: b.starts_on, cycles: b.cycles } : null)),
  ),
  artwork_path: z.pipe(
    z.nullish(z.string({ error: INQUIRY_MESSAGES.artworkPath }).check(z.regex(ARTWORK_PATH, { error: INQUIRY_MESSAGES.artworkPath }))),
    z.transform((path) => path ?? null),
  ),
  // A token the function issued is 64 hex digits; anything else is not one and is ignored.
  correction_token: z.pipe(
    z.optional(z.unknown()),
    z.transform((token) => (typeof token === 'string' && CORRECTION_TOKEN.test(token) ? token : null)),
  ),
  // The version of the terms the form showed. Whether it is the current one
  // the contact function decides (isCurrentTermsVersion): the form, which
  // loads these rules too, need not carry the terms' module for it.
  terms_version: z.pipe(
    z.nullish(z.string({ error: INQUIRY_MESSAGES.termsVersion }).check(z.maxLength(40, { error: INQUIRY_MESSAGES.termsVersion }))),
    z.transform((version) => version ?? null),
  ),
  // Express consent is a yes, never a default: only `true` asks for the newsletter.
  newsletter: z.pipe(
    z.nullish(z.boolean({ error: NEWSLETTER_CHOICE })),
    z.transform((value) => value === true),
  ),
});

/**
 * A JSON body's own keys only: a non-object counts as an empty one, and
 * nothing inherited (a prototype's `name`, say) is ever read as a field.
 */
function ownFields(input: unknown): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return {};
  return Object.fromEntries(Object.entries(input));
}

function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as SubmissionField | undefined;
    if (field !== undefined && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

function check<T>(schema: z.ZodMiniType<T>, input: unknown): Checked<T> {
  const result = schema.safeParse(ownFields(input));
  return result.success ? { ok: true, value: result.data } : { ok: false, fields: fieldErrors(result.error) };
}

/** The form's five fields, trimmed; other keys are dropped. */
export function checkInquiryFields(input: unknown): Checked<z.infer<typeof inquiryFieldsSchema>> {
  return check(inquiryFieldsSchema, input);
}

/** An inquiry (the five fields and its source), trimmed; other keys are dropped. */
export function checkInquiry(input: unknown): Checked<ContactInquiry> {
  return check(contactInquirySchema, input) as Checked<ContactInquiry>;
}

/** A corrected address: the form's e-mail field, by the same rules. */
export function checkEmailField(input: unknown): Checked<{ email: string }> {
  return check(z.pick(inquiryFieldsSchema, { email: true }), input);
}

/** A request body: the inquiry, the campaign plan's boards and the idempotency key. */
export function checkSubmission(input: unknown): Checked<Submission> {
  const inquiry = checkInquiry(input);
  const extras = check(extrasSchema, input);
  if (!inquiry.ok || !extras.ok) return { ok: false, fields: { ...(inquiry.ok ? {} : inquiry.fields), ...(extras.ok ? {} : extras.fields) } };
  const {
    location_ids: locationIds,
    idempotency_key: idempotencyKey,
    booking,
    artwork_path: artworkPath,
    newsletter,
    correction_token: correctionToken,
    terms_version: termsVersion,
  } = extras.value;
  if (booking && locationIds.length === 0) return { ok: false, fields: { booking: INQUIRY_MESSAGES.bookingWithoutBoards } };
  return {
    ok: true,
    value: {
      inquiry: inquiry.value,
      locationIds,
      idempotencyKey,
      booking,
      artworkPath,
      newsletter,
      correctionToken,
      termsVersion: booking ? termsVersion : null,
    },
  };
}
