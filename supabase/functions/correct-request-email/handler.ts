// "Wrong e-mail address?": the browser that sent a booking request corrects
// the address with the token its answer carried, for a short while after. The
// database moves the lead, its advertiser and its campaign to the new address
// (or refuses: the token expired, used too often, or another address won at
// the same moment); the receipt then goes to the new address only, once, and
// the staff's e-mail of the request follows the address (the note of the
// correction when they had it already; see lead-delivery.ts).

import { CORRECTION_TOKEN, checkEmailField } from '../_shared/contact-inquiry-schema.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { databaseRefusalOf } from '../_shared/database-refusal.ts';
import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { deliverLead, logErrorOf, type LeadDeliveryDeps } from '../_shared/lead-delivery.ts';
import { sendReceipt } from '../send-contact-email/handler.ts';

export interface CorrectionDeps extends LeadDeliveryDeps {
  allowedOrigins: string[] | '*';
}

export const CORRECTION_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Send the correction with POST.',
  invalid: 'Invalid correction',
  noToken: 'This request can no longer be corrected here. Please call us or send the form again.',
  unexpected: 'Something went wrong on our side. Please try again or call us directly.',
} as const;

export async function handleCorrectionRequest(req: Request, deps: CorrectionDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = logErrorOf(deps);
  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: CORRECTION_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    const body = await readJsonObject(req, 4 * 1024);
    if (!body.ok) return reply(body.status, { error: body.error });
    const token = body.value.token;
    if (typeof token !== 'string' || !CORRECTION_TOKEN.test(token)) return reply(410, { error: CORRECTION_MESSAGES.noToken });
    const email = checkEmailField(body.value);
    if (!email.ok) return reply(400, { error: CORRECTION_MESSAGES.invalid, fields: email.fields });

    let corrected;
    try {
      corrected = await deps.store.correctRequestEmail(token, email.value.email);
    } catch (err) {
      const refusal = databaseRefusalOf(err);
      if (refusal?.detail === 'correction_same') return reply(400, { error: CORRECTION_MESSAGES.invalid, fields: { email: refusal.message } });
      // Another correction of this request won at the same moment.
      if (refusal?.detail === 'correction_busy') return reply(409, { error: refusal.message });
      if (refusal) return reply(410, { error: refusal.message });
      throw err;
    }
    // A repeat of the correction just made answers the same, without a second receipt.
    if (corrected.changed && corrected.bookingExpiresAt) {
      await sendReceipt(deps, {
        to: corrected.email,
        locationIds: corrected.locationIds,
        startsOn: corrected.startsOn,
        cycles: corrected.cycles,
        expiresAt: corrected.bookingExpiresAt,
        reference: corrected.reference ?? corrected.id,
      }).catch((err: unknown) => logError(`correct-request-email: receipt for lead ${corrected.id} failed`, err));
    }
    // The staff's e-mail now due (the request, or the note of the correction); failing, the retries send it.
    if (corrected.changed) {
      await deliverLead(deps, corrected.id).catch((err: unknown) => logError(`correct-request-email: staff e-mail of lead ${corrected.id} failed`, err));
    }
    return reply(200, { ok: true, email: corrected.email, reference: corrected.reference });
  } catch (err) {
    logError('correct-request-email: unexpected error', err);
    return reply(500, { error: CORRECTION_MESSAGES.unexpected });
  }
}
