// The contact function as a plain web-standard handler. Everything with a
// side effect (database, mailer, clock) comes in through `deps`, so the same
// code answers deployed under Deno.serve and locally inside the Node backend.
//
// A lead that is stored is a success for the visitor, whatever happens to its
// e-mail: delivery is recorded on the row and retried, on later calls of this
// function and from the admin's inbox.

import { campaignPeriodLabel } from '../_shared/booking-cycles.ts';
import { company } from '../_shared/company.ts';
import { isHoneypotFilled, leadSourceLabel } from '../_shared/contact-inquiry.ts';
import { INQUIRY_MESSAGES } from '../_shared/contact-inquiry-messages.ts';
import { checkSubmission } from '../_shared/contact-inquiry-schema.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { NEWSLETTER_CONSENT } from '../_shared/newsletter-consent.ts';
import { requestSubscription } from '../_shared/newsletter-subscription.ts';
import { buildNotificationEmail } from './email-template.ts';
import { buildBookingDecision, buildBookingReceipt } from './prospect-emails.ts';
import type { HandlerDeps, Submission } from './types.ts';

/** Six fields of at most ~5.6k characters and a plan fit easily; anything far bigger is not a person typing. */
export const MAX_BODY_BYTES = 32 * 1024;

/** Automatic delivery attempts per lead; the inbox's Resend may always try again. */
export const MAX_AUTOMATIC_ATTEMPTS = 8;
/** Failed leads retried by one call, after its own: bounded so a call stays quick. */
export const RETRIES_PER_CALL = 3;

export const CONTACT_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Send the inquiry with POST.',
  unsupportedType: 'Send the inquiry as JSON (Content-Type: application/json).',
  invalid: 'Invalid inquiry',
  unknownLocations: 'Some chosen billboard locations are not available. Please review your plan.',
  tooMany: 'Too many requests. Please try again later or call us directly.',
  storeFailed: 'We could not save your inquiry. Please try again or call us directly.',
  resendForbidden: 'Only the site admin can resend a lead.',
  resendBusy: 'This lead is already sent or being sent.',
  unexpected: 'Something went wrong on our side. Please try again or call us directly.',
  notConfigured: 'The contact form is not configured yet. Please call us directly.',
  noticeForbidden: 'Only the site admin can notify a prospect of a booking decision.',
  noticeUndecided: 'This booking is neither confirmed nor declined, or has no prospect to tell.',
  noticeFailed: 'The prospect could not be e-mailed. Please try again or contact them directly.',
} as const;

// Errors recorded with a lead are for staff, but bounded so a provider
// returning a huge page cannot bloat the row.
const MAX_RECORDED_ERROR = 1000;

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_RECORDED_ERROR ? `${message.slice(0, MAX_RECORDED_ERROR - 1)}…` : message;
}

/**
 * JSON only: a form or a fetch from another site can post text/plain without
 * a CORS preflight, but not application/json.
 */
function isJson(req: Request): boolean {
  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

type Delivery = 'sent' | 'failed' | 'busy';

/** Where the staff see a lead's bookings and open its artwork (a private file: the page signs a short-lived link). */
const BOOKINGS_ADMIN = `${company.url}/admin/bookings`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The field and the database's own words for a request it refuses (raised as
 * P0001 with a booking_* or artwork_* detail), or null for any other failure.
 * The detail is `details` through the REST API and `detail` straight from
 * Postgres (the local store).
 */
function databaseRefusal(err: unknown): { booking: string } | { artwork_path: string } | null {
  const e = err as { code?: unknown; details?: unknown; detail?: unknown; message?: unknown } | null;
  const detail = e?.details ?? e?.detail;
  if (!e || e.code !== 'P0001' || typeof detail !== 'string' || typeof e.message !== 'string') return null;
  if (detail.startsWith('booking_')) return { booking: e.message };
  if (detail.startsWith('artwork_')) return { artwork_path: e.message };
  return null;
}

/** The prospect's receipt: the boards and dates they picked, and the hold's expiry; nothing they typed. */
async function sendReceipt(deps: HandlerDeps, submission: Submission, id: string, expiresAt: string): Promise<void> {
  const names = await deps.store.activeLocationNames(submission.locationIds);
  await deps.mailer.send(
    buildBookingReceipt({
      to: submission.inquiry.email,
      boards: submission.locationIds.map((boardId) => names.get(boardId)).filter((name): name is string => Boolean(name)),
      startsOn: submission.booking!.startsOn,
      cycles: submission.booking!.cycles,
      expiresAt: new Date(expiresAt),
      reference: id,
    }),
  );
}

/** One delivery attempt of a stored lead, claimed so no other attempt sends it too. */
async function deliver(deps: HandlerDeps, id: string): Promise<Delivery> {
  const logError = deps.logError ?? ((message: string, detail?: unknown) => console.error(message, detail));
  const lead = await deps.store.claimDelivery(id);
  if (!lead) return 'busy';
  try {
    const names = await deps.store.activeLocationNames(lead.location_ids ?? []);
    const email = buildNotificationEmail(lead, {
      to: deps.notifyAddress,
      receivedAt: new Date(lead.created_at),
      inquiryId: lead.id,
      planLocations: (lead.location_ids ?? []).map((locationId) => names.get(locationId) ?? `${locationId} (no longer listed)`),
      requestedDates:
        lead.requested_starts_on && lead.requested_cycles
          ? `${campaignPeriodLabel(lead.requested_starts_on, lead.requested_cycles)} (${lead.requested_cycles} cycle${lead.requested_cycles === 1 ? '' : 's'}); held or not: see ${BOOKINGS_ADMIN}`
          : null,
      artworkLink: lead.artwork_path ? BOOKINGS_ADMIN : null,
    });
    await deps.mailer.send(email);
  } catch (err) {
    logError(`send-contact-email: notification for lead ${id} failed`, err);
    await deps.store.finishDelivery(id, errorMessage(err));
    return 'failed';
  }
  await deps.store.finishDelivery(id, null);
  return 'sent';
}

/**
 * Retention, run on later calls as the retries are. Files first: the database
 * keeps every row whose artwork file is still stored and answers those paths;
 * once the files are removed, a second call deletes the rows. A removal that
 * fails leaves the rows, and a later call tries again.
 */
async function applyRetention(deps: HandlerDeps): Promise<void> {
  const paths = await deps.store.applyRetention();
  if (paths.length === 0 || !deps.artworkFiles) return;
  await deps.artworkFiles.remove(paths);
  await deps.store.applyRetention();
}

/** Leads whose earlier e-mail failed and are due again (backoff decided by the database). */
async function retryDue(deps: HandlerDeps): Promise<void> {
  const due = await deps.store.dueForDelivery(MAX_AUTOMATIC_ATTEMPTS, RETRIES_PER_CALL);
  for (const id of due) {
    if ((await deliver(deps, id)) === 'failed') break;
  }
}

export async function handleRequest(req: Request, deps: HandlerDeps, clientAddress: string | null): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = deps.logError ?? ((message: string, detail?: unknown) => console.error(message, detail));

  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: CONTACT_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: CONTACT_MESSAGES.unsupportedType }, { Accept: 'application/json' });

    const body = await readJsonObject(req, MAX_BODY_BYTES);
    if (!body.ok) return reply(body.status, { error: body.error });

    // The inbox's Resend: the admin's own token must be able to read the lead.
    if (Object.hasOwn(body.value, 'resend')) {
      const id = body.value.resend;
      const authorization = req.headers.get('authorization') ?? '';
      if (typeof id !== 'string' || !(await deps.callerCanReadRow(authorization, 'contact_inquiries', id))) {
        return reply(403, { error: CONTACT_MESSAGES.resendForbidden });
      }
      const delivery = await deliver(deps, id);
      if (delivery === 'busy') return reply(409, { error: CONTACT_MESSAGES.resendBusy, id });
      return reply(200, { ok: true, id, delivered: delivery === 'sent' });
    }

    // The staff decided on a requested booking: tell the prospect (the admin's own token must be able to read it).
    if (Object.hasOwn(body.value, 'booking_notice')) {
      const id = body.value.booking_notice;
      const authorization = req.headers.get('authorization') ?? '';
      if (typeof id !== 'string' || !UUID.test(id) || !(await deps.callerCanReadRow(authorization, 'bookings', id))) {
        return reply(403, { error: CONTACT_MESSAGES.noticeForbidden });
      }
      const notice = await deps.store.bookingNotice(id);
      const email = notice ? buildBookingDecision(notice) : null;
      if (!email) return reply(409, { error: CONTACT_MESSAGES.noticeUndecided });
      try {
        await deps.mailer.send(email);
      } catch (err) {
        logError(`send-contact-email: decision notice for booking ${id} failed`, err);
        return reply(502, { error: CONTACT_MESSAGES.noticeFailed });
      }
      return reply(200, { ok: true, id, notified: notice!.status });
    }

    // Same status and shape as a real success, so a bot learns nothing it
    // could use to adapt; nothing is stored and no e-mail goes out.
    if (isHoneypotFilled(body.value)) return reply(200, { ok: true, id: crypto.randomUUID(), delivered: true });

    const validation = checkSubmission(body.value);
    if (!validation.ok) return reply(400, { error: CONTACT_MESSAGES.invalid, fields: validation.fields });
    const submission = validation.value;

    if (submission.locationIds.length > 0) {
      const known = await deps.store.activeLocationNames(submission.locationIds);
      if (submission.locationIds.some((id) => !known.has(id))) {
        return reply(400, { error: CONTACT_MESSAGES.invalid, fields: { location_ids: CONTACT_MESSAGES.unknownLocations } });
      }
    }

    // Stored (or found again by its idempotency key) before any e-mail is
    // attempted, with the rate limit counted in the same transaction.
    let stored;
    try {
      stored = await deps.store.submit(submission, clientAddress, deps.rateLimit);
    } catch (err) {
      // Dates or artwork the database refuses (not a cycle start, already begun, a path it never issued): nothing is stored, the form shows why.
      const refusal = databaseRefusal(err);
      if (refusal) return reply(400, { error: CONTACT_MESSAGES.invalid, fields: refusal });
      logError('send-contact-email: storing the lead failed', err);
      return reply(500, { error: CONTACT_MESSAGES.storeFailed });
    }
    if (stored.outcome === 'rate_limited') {
      const retryAfter = Math.max(1, Math.ceil(deps.rateLimit.windowMs / 1000));
      return reply(429, { error: CONTACT_MESSAGES.tooMany }, { 'Retry-After': String(retryAfter) });
    }
    // The lead is stored either way; boards that filled up meanwhile are named so the form can offer to send without the dates.
    const taken = async (delivered: boolean) => {
      const names = await deps.store.activeLocationNames(stored.unavailable).catch(() => new Map<string, string>());
      const unavailable = stored.unavailable.map((boardId) => ({ id: boardId, name: names.get(boardId) ?? 'A board of your plan' }));
      return reply(409, { error: INQUIRY_MESSAGES.boardsTaken, id: stored.id, delivered, unavailable });
    };
    const booking = stored.bookingExpiresAt ? { expires_at: stored.bookingExpiresAt } : undefined;

    // A repeat of a submission answers as the first one did, and sends nothing.
    if (stored.outcome === 'repeat') {
      const delivered = stored.emailStatus === 'sent';
      if (stored.unavailable.length > 0) return taken(delivered);
      return reply(delivered ? 200 : 202, { ok: true, id: stored.id, delivered, ...(booking ? { booking } : {}) });
    }

    // The newsletter box: the same double opt-in as the newsletter form. The lead is what the visitor sent;
    // a sign-up that fails or is over its limit is logged and never costs them the lead.
    if (submission.newsletter && deps.newsletter) {
      const newsletter = deps.newsletter;
      await requestSubscription(
        newsletter,
        submission.inquiry.email,
        { text: NEWSLETTER_CONSENT['contact-form'], page: `Contact form: ${leadSourceLabel(submission.inquiry.source)}` },
        clientAddress,
      ).catch((err: unknown) => logError(`send-contact-email: newsletter sign-up with lead ${stored.id} failed`, err));
    }

    let delivery: Delivery;
    try {
      delivery = await deliver(deps, stored.id);
    } catch (err) {
      // The lead is stored: the visitor has succeeded; delivery is retried later.
      logError(`send-contact-email: delivery of lead ${stored.id} could not be recorded`, err);
      delivery = 'failed';
    }
    if (delivery === 'sent') {
      // The provider answers again: a good moment for leads it failed before.
      await retryDue(deps).catch((err: unknown) => logError('send-contact-email: retrying earlier leads failed', err));
    }
    await applyRetention(deps).catch((err: unknown) => logError('send-contact-email: applying retention failed', err));
    const delivered = delivery === 'sent';
    if (stored.unavailable.length > 0) return taken(delivered);
    if (submission.booking && stored.bookingExpiresAt && stored.receiptAllowed) {
      await sendReceipt(deps, submission, stored.id, stored.bookingExpiresAt).catch((err: unknown) =>
        logError(`send-contact-email: receipt for lead ${stored.id} failed`, err),
      );
    }
    return reply(delivered ? 200 : 202, { ok: true, id: stored.id, delivered, ...(booking ? { booking } : {}) });
  } catch (err) {
    logError('send-contact-email: unexpected error', err);
    return reply(500, { error: CONTACT_MESSAGES.unexpected });
  }
}
