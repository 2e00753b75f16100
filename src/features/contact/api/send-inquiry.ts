import { DataError, kindOfStatus, type DataErrorKind } from '@/lib/data-error';
import { dataError, getSupabase, getSupabaseJs } from '@/lib/supabase-lazy';
import type { LeadSource } from '@shared/contact-inquiry';
import { INQUIRY_FIELDS, type InquiryField } from '@shared/contact-inquiry-fields';

export const CONTACT_FUNCTION = 'send-contact-email';

export interface InquiryInput {
  name: string;
  email: string;
  company: string;
  phone: string;
  message: string;
  /** Honeypot: empty for people; sent only when a bot filled it, so the function can quietly drop it. */
  website?: string;
}

export interface InquirySubmission extends InquiryInput {
  /** Where the visitor wrote it (the page, the page that led to the contact page, or a campaign plan). */
  source: LeadSource;
  /**
   * Made when the visitor first sends this text and kept for every retry of
   * it: the function stores one lead per key, so a double click or a retry
   * after a lost answer never makes a second lead.
   */
  idempotencyKey: string;
  /** Billboard locations of the visitor's campaign plan, if they came from one. */
  locationIds?: string[];
  /** The visitor ticked "Also send me the newsletter" (its double opt-in starts). */
  newsletter?: boolean;
  /** More of the request body (a booking's dates, the artwork's path). */
  extra?: Record<string, unknown>;
}

export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

/** A refused inquiry, with the server's per-field messages when it sent any (400). */
export class InquiryError extends DataError {
  readonly fields: InquiryFieldErrors;

  constructor(message: string, status: number | null = null, fields: InquiryFieldErrors = {}, kind: DataErrorKind = kindOfStatus(status)) {
    super({ kind, message, status });
    this.name = 'InquiryError';
    this.fields = fields;
  }
}

function readFields(value: unknown): InquiryFieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const fields: InquiryFieldErrors = {};
  for (const name of INQUIRY_FIELDS) {
    const message = (value as Record<string, unknown>)[name];
    if (typeof message === 'string' && message) fields[name] = message;
  }
  return fields;
}

async function toInquiryError(error: unknown): Promise<InquiryError> {
  const { FunctionsHttpError } = await getSupabaseJs();
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // Not JSON (a proxy's error page): the status is all we have.
    }
    const message =
      typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : error.message;
    // The answer's body stays with the error (as `body`), for what a caller reads beyond the message: a 409's boards.
    return Object.assign(new InquiryError(message, response.status, readFields((body as { fields?: unknown } | null)?.fields)), { body });
  }
  return new InquiryError(error instanceof Error ? error.message : 'The inquiry could not be sent.', null, {}, (await dataError(error)).kind);
}

/** Dates the request holds: until when, under which reference, and how this browser may correct the address. */
export interface HeldRequest {
  expiresAt: string;
  reference: string;
  /** Given only to the browser that stored the request; absent on a repeat. */
  correctionToken: string | null;
  correctUntil: string | null;
  /** This answer stored the request (its token came with it, not a repeat's): the form goes on to hold the deposit on the card. */
  justStored?: boolean;
}

function readHeld(data: unknown): HeldRequest | null {
  const booking = typeof data === 'object' && data !== null ? (data as { booking?: unknown }).booking : null;
  if (typeof booking !== 'object' || booking === null) return null;
  const b = booking as Record<string, unknown>;
  if (typeof b.expires_at !== 'string' || typeof b.reference !== 'string') return null;
  return {
    expiresAt: b.expires_at,
    reference: b.reference,
    correctionToken: typeof b.correction_token === 'string' ? b.correction_token : null,
    correctUntil: typeof b.correct_until === 'string' ? b.correct_until : null,
    justStored: typeof b.correction_token === 'string',
  };
}

/** Sends the inquiry; resolves once the function has stored it (its e-mail may still be on its way). */
export async function sendInquiry({
  website,
  idempotencyKey,
  locationIds = [],
  newsletter = false,
  extra,
  ...fields
}: InquirySubmission): Promise<{ id: string | null; held: HeldRequest | null }> {
  const supabase = await getSupabase();
  const body = {
    ...fields,
    idempotency_key: idempotencyKey,
    ...(locationIds.length > 0 ? { location_ids: locationIds } : {}),
    ...(website ? { website } : {}),
    ...(newsletter ? { newsletter: true } : {}),
    ...extra,
  };
  const { data, error } = await supabase.functions.invoke(CONTACT_FUNCTION, { body });
  if (error) throw await toInquiryError(error);
  const id = typeof data === 'object' && data !== null && typeof data.id === 'string' ? data.id : null;
  return { id, held: readHeld(data) };
}

export const CORRECTION_FUNCTION = 'correct-request-email';

/** Moves this browser's request to another address (its correction token is the proof); resolves with the address now on file. */
export async function correctRequestEmail(token: string, email: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(CORRECTION_FUNCTION, { body: { token, email } });
  if (error) throw await toInquiryError(error);
  return typeof data === 'object' && data !== null && typeof data.email === 'string' ? data.email : email;
}
