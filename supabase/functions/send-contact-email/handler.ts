// The contact function as a plain web-standard handler. Everything with a
// side effect (database, mailer, clock) comes in through `deps`, so the same
// code answers deployed under Deno.serve and locally inside the Node backend.
//
// A lead that is stored is a success for the visitor, whatever happens to its
// e-mail: delivery is recorded on the row and retried by the scheduled work
// (scheduled-work, email-retries) and from the admin's inbox (staff-email).
// This function answers the visitor only.

import { isHoneypotFilled, leadSourceLabel } from '../_shared/contact-inquiry.ts';
import { INQUIRY_MESSAGES } from '../_shared/contact-inquiry-messages.ts';
import { isCurrentTermsVersion } from '../_shared/campaign-terms.ts';
import { checkSubmission } from '../_shared/contact-inquiry-schema.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { databaseRefusalOf } from '../_shared/database-refusal.ts';
import { BODY_LIMITS, jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { NEWSLETTER_CONSENT } from '../_shared/newsletter-consent.ts';
import { requestSubscription } from '../_shared/newsletter-subscription.ts';
import { deliverLead, logErrorOf, type Delivery } from '../_shared/lead-delivery.ts';
import { buildBookingReceipt } from '../_shared/prospect-emails.ts';
import { checkRequestArtwork } from '../_shared/request-artwork.ts';
import type { HandlerDeps } from './types.ts';

export const CONTACT_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Send the inquiry with POST.',
  unsupportedType: 'Send the inquiry as JSON (Content-Type: application/json).',
  invalid: 'Invalid inquiry',
  unknownLocations: 'Some chosen billboard locations are not available. Please review your plan.',
  tooMany: 'Too many requests. Please try again later or call us directly.',
  storeFailed: 'We could not save your inquiry. Please try again or call us directly.',
  unexpected: 'Something went wrong on our side. Please try again or call us directly.',
  notConfigured: 'The contact form is not configured yet. Please call us directly.',
} as const;

/**
 * JSON only: a form or a fetch from another site can post text/plain without
 * a CORS preflight, but not application/json.
 */
function isJson(req: Request): boolean {
  const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * The field a database refusal belongs to (a booking_* or artwork_* rule, or
 * a correction_* rule of the address the form sent again), with its words;
 * null for any other failure.
 */
function databaseRefusal(err: unknown): { booking: string } | { artwork_path: string } | { email: string } | null {
  const refusal = databaseRefusalOf(err);
  if (refusal?.detail.startsWith('booking_')) return { booking: refusal.message };
  if (refusal?.detail.startsWith('artwork_')) return { artwork_path: refusal.message };
  if (refusal?.detail.startsWith('correction_')) return { email: refusal.message };
  return null;
}

/** The prospect's receipt: the boards and dates they picked, and the hold's expiry; nothing they typed. */
export async function sendReceipt(
  deps: Pick<HandlerDeps, 'store' | 'mailer'>,
  request: { to: string; locationIds: string[]; startsOn: string; cycles: number; expiresAt: string; reference: string },
): Promise<void> {
  const names = await deps.store.activeLocationNames(request.locationIds);
  await deps.mailer.send(
    buildBookingReceipt({
      to: request.to,
      boards: request.locationIds.map((boardId) => names.get(boardId)).filter((name): name is string => Boolean(name)),
      startsOn: request.startsOn,
      cycles: request.cycles,
      expiresAt: new Date(request.expiresAt),
      reference: request.reference,
    }),
  );
}

export async function handleRequest(req: Request, deps: HandlerDeps, clientAddress: string | null): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = logErrorOf(deps);

  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: CONTACT_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: CONTACT_MESSAGES.unsupportedType }, { Accept: 'application/json' });

    const body = await readJsonObject(req, BODY_LIMITS.contact);
    if (!body.ok) return reply(body.status, { error: body.error });

    // Same status and shape as a real success, so a bot learns nothing it
    // could use to adapt; nothing is stored and no e-mail goes out.
    if (isHoneypotFilled(body.value)) return reply(200, { ok: true, id: crypto.randomUUID(), delivered: true });

    const validation = checkSubmission(body.value);
    if (!validation.ok) return reply(400, { error: CONTACT_MESSAGES.invalid, fields: validation.fields });
    const submission = validation.value;
    // Only the terms the site shows now are recorded as accepted (a tab opened before they changed sends the old ones).
    if (!isCurrentTermsVersion(submission.termsVersion)) {
      return reply(400, { error: CONTACT_MESSAGES.invalid, fields: { terms_version: INQUIRY_MESSAGES.termsVersion } });
    }

    if (submission.locationIds.length > 0) {
      const known = await deps.store.activeLocationNames(submission.locationIds);
      if (submission.locationIds.some((id) => !known.has(id))) {
        return reply(400, { error: CONTACT_MESSAGES.invalid, fields: { location_ids: CONTACT_MESSAGES.unknownLocations } });
      }
    }

    // The artwork's stored bytes, judged before anything is stored: a file that is not the image it claims to be is removed, never kept as artwork.
    if (submission.artworkPath) {
      const artwork = await checkRequestArtwork(deps.artwork, submission.artworkPath);
      if (!artwork.ok) return reply(400, { error: CONTACT_MESSAGES.invalid, fields: { artwork_path: artwork.error } });
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
    // What is held and a short reference; the browser that stored the request also gets the token that lets it correct the address.
    const booking = stored.bookingExpiresAt
      ? {
          expires_at: stored.bookingExpiresAt,
          reference: stored.reference ?? stored.id,
          ...(stored.correctionToken ? { correction_token: stored.correctionToken } : {}),
          ...(stored.correctionUntil ? { correct_until: stored.correctionUntil } : {}),
        }
      : undefined;
    const receipt = () =>
      submission.booking && stored.bookingExpiresAt && stored.receiptAllowed
        ? sendReceipt(deps, {
            to: submission.inquiry.email,
            locationIds: submission.locationIds,
            startsOn: submission.booking.startsOn,
            cycles: submission.booking.cycles,
            expiresAt: stored.bookingExpiresAt,
            reference: stored.reference ?? stored.id,
          }).catch((err: unknown) => logError(`send-contact-email: receipt for lead ${stored.id} failed`, err))
        : Promise.resolve();

    // The person's open request for the same dates, sent again: it was updated, and the (perhaps new) address gets a receipt.
    // The staff have it already, unless its address was corrected (the note is due) or its e-mail has not gone out yet.
    if (stored.outcome === 'updated') {
      let delivery: Delivery = 'busy';
      if (stored.emailStatus !== 'sent') {
        delivery = await deliverLead(deps, stored.id).catch((err: unknown) => {
          logError(`send-contact-email: delivery of lead ${stored.id} could not be recorded`, err);
          return 'failed' as const;
        });
      }
      const delivered = stored.emailStatus === 'sent' || delivery === 'sent';
      if (stored.unavailable.length > 0) return taken(delivered);
      await receipt();
      return reply(200, { ok: true, id: stored.id, delivered, ...(booking ? { booking } : {}) });
    }

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
      delivery = await deliverLead(deps, stored.id);
    } catch (err) {
      // The lead is stored: the visitor has succeeded; the scheduled retries send it later.
      logError(`send-contact-email: delivery of lead ${stored.id} could not be recorded`, err);
      delivery = 'failed';
    }
    const delivered = delivery === 'sent';
    if (stored.unavailable.length > 0) return taken(delivered);
    await receipt();
    return reply(delivered ? 200 : 202, { ok: true, id: stored.id, delivered, ...(booking ? { booking } : {}) });
  } catch (err) {
    logError('send-contact-email: unexpected error', err);
    return reply(500, { error: CONTACT_MESSAGES.unexpected });
  }
}
