// E-mails the staff send from the admin: a lead's notification again (the
// inbox's Resend, `{ resend: <lead id> }`). Every e-mail to an advertiser or a
// prospect leaves from the outbox (outbox-delivery.ts), written by the change
// itself, and the staff send one again from the campaign's page.
// For the admin only: the caller's own token is checked by the database
// (public.is_site_admin(), i.e. private.is_admin()); the work itself runs
// with the service role.

import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { BODY_LIMITS, jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { deliverLead, logErrorOf, type LeadDeliveryDeps } from '../_shared/lead-delivery.ts';
import { isUuid } from '../_shared/is-uuid.ts';

export interface StaffEmailDeps extends LeadDeliveryDeps {
  /** Whether the caller's own Authorization header belongs to the admin (the database decides). */
  callerIsAdmin(authorization: string): Promise<boolean>;
  /** Origins allowed by CORS; '*' allows any. */
  allowedOrigins: string[] | '*';
}

export const STAFF_EMAIL_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unsupportedType: 'Send the request as JSON (Content-Type: application/json).',
  unknownAction: 'Send { "resend": <lead id> }.',
  invalidId: 'That is not the id of a lead.',
  resendForbidden: 'Only the site admin can resend a lead.',
  resendBusy: 'This lead is already sent or being sent.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

function isJson(req: Request): boolean {
  return req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export async function handleStaffEmailRequest(req: Request, deps: StaffEmailDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = logErrorOf(deps);
  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: STAFF_EMAIL_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: STAFF_EMAIL_MESSAGES.unsupportedType }, { Accept: 'application/json' });
    const body = await readJsonObject(req, BODY_LIMITS.small);
    if (!body.ok) return reply(body.status, { error: body.error });

    if (!Object.hasOwn(body.value, 'resend')) return reply(400, { error: STAFF_EMAIL_MESSAGES.unknownAction });
    if (!(await deps.callerIsAdmin(req.headers.get('authorization') ?? ''))) return reply(403, { error: STAFF_EMAIL_MESSAGES.resendForbidden });
    const id = body.value.resend;
    if (!isUuid(id)) return reply(400, { error: STAFF_EMAIL_MESSAGES.invalidId });

    const delivery = await deliverLead(deps, id);
    if (delivery === 'busy') return reply(409, { error: STAFF_EMAIL_MESSAGES.resendBusy, id });
    return reply(200, { ok: true, id, delivered: delivery === 'sent' });
  } catch (err) {
    logError('staff-email: unexpected error', err);
    return reply(500, { error: STAFF_EMAIL_MESSAGES.unexpected });
  }
}
