// The contact function as a plain web-standard handler. Everything with a
// side effect (database, mailer, clock) comes in through `deps`, so the same
// code answers deployed under Deno.serve and locally inside the Node backend.

import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { buildNotificationEmail } from './email-template.ts';
import type { HandlerDeps } from './types.ts';
import { isHoneypotFilled, validateInquiry } from './validation.ts';

/** Six fields of at most ~5.6k characters fit easily; anything far bigger is not a person typing. */
export const MAX_BODY_BYTES = 32 * 1024;

export const CONTACT_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Send the inquiry with POST.',
  invalid: 'Invalid inquiry',
  tooMany: 'Too many requests. Please try again later or call us directly.',
  storeFailed: 'We could not save your inquiry. Please try again or call us directly.',
  mailFailed:
    'We saved your inquiry but could not send the notification e-mail. Our team will still see it; if it is urgent, please call us directly.',
  unexpected: 'Something went wrong on our side. Please try again or call us directly.',
} as const;

// Errors recorded with an inquiry are for staff, but bounded so a provider
// returning a huge page cannot bloat the row.
const MAX_RECORDED_ERROR = 1000;

function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_RECORDED_ERROR ? `${message.slice(0, MAX_RECORDED_ERROR - 1)}…` : message;
}

export async function handleRequest(req: Request, deps: HandlerDeps, clientAddress: string | null): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    jsonResponse(status, body, { ...cors, ...extra });
  const logError = deps.logError ?? ((message: string, detail?: unknown) => console.error(message, detail));

  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: CONTACT_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });

    const body = await readJsonObject(req, MAX_BODY_BYTES);
    if (!body.ok) return reply(body.status, { error: body.error });

    // Same status and shape as a real success, so a bot learns nothing it
    // could use to adapt; nothing is stored and no e-mail goes out.
    if (isHoneypotFilled(body.value)) return reply(200, { ok: true, id: crypto.randomUUID() });

    const validation = validateInquiry(body.value);
    if (!validation.ok) return reply(400, { error: CONTACT_MESSAGES.invalid, fields: validation.fields });
    const inquiry = validation.value;

    const now = deps.clock.now();

    // Without an address there is nothing to key the limit on; deployed, the
    // platform always supplies one.
    if (clientAddress !== null) {
      let recent: number;
      try {
        recent = await deps.store.countRecentFrom(clientAddress, new Date(now.getTime() - deps.rateLimit.windowMs));
      } catch (err) {
        logError('send-contact-email: rate-limit lookup failed', err);
        return reply(500, { error: CONTACT_MESSAGES.storeFailed });
      }
      if (recent >= deps.rateLimit.max) {
        const retryAfter = Math.max(1, Math.ceil(deps.rateLimit.windowMs / 1000));
        return reply(429, { error: CONTACT_MESSAGES.tooMany }, { 'Retry-After': String(retryAfter) });
      }
    }

    // Stored before any e-mail is attempted, so a mailer outage loses nothing.
    let id: string;
    try {
      ({ id } = await deps.store.insert({ ...inquiry, client_address: clientAddress }));
    } catch (err) {
      logError('send-contact-email: storing the inquiry failed', err);
      return reply(500, { error: CONTACT_MESSAGES.storeFailed });
    }

    try {
      await deps.mailer.send(buildNotificationEmail(inquiry, { to: deps.notifyAddress, receivedAt: now, inquiryId: id }));
    } catch (err) {
      logError(`send-contact-email: notification for inquiry ${id} failed`, err);
      try {
        await deps.store.markFailed(id, errorMessage(err));
      } catch (markErr) {
        logError(`send-contact-email: recording the failure of inquiry ${id} failed`, markErr);
      }
      return reply(500, { error: CONTACT_MESSAGES.mailFailed, id });
    }

    try {
      await deps.store.markSent(id);
    } catch (err) {
      // The e-mail went out; failing the visitor now would only invite a
      // duplicate submission.
      logError(`send-contact-email: marking inquiry ${id} as sent failed`, err);
    }
    return reply(200, { ok: true, id });
  } catch (err) {
    logError('send-contact-email: unexpected error', err);
    return reply(500, { error: CONTACT_MESSAGES.unexpected });
  }
}
