// Starts the newsletter's double opt-in. Anyone may ask (the form is public),
// so the answer is the same whether the address is new, pending or already
// subscribed: { ok: true }, and the owner of the address learns the rest from
// their inbox. What the visitor agreed to is recorded from the form's own
// wording (shared with the form), never from text the request carries.

import * as z from 'zod/mini';
import { corsHeaders, preflightResponse, type AllowedOrigins } from '../_shared/cors.ts';
import { isEmail } from '../_shared/is-email.ts';
import { BODY_LIMITS, jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { MAX_CONSENT_PAGE_LENGTH, NEWSLETTER_CONSENT, NEWSLETTER_FORMS } from '../_shared/newsletter-consent.ts';
import { requestSubscription, type NewsletterDeps } from '../_shared/newsletter-subscription.ts';

export const NEWSLETTER_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unsupportedType: 'Send the request as JSON (Content-Type: application/json).',
  invalidEmail: 'Please enter a valid email address.',
  invalid: 'Invalid request',
  tooMany: 'Too many sign-ups from your connection. Please try again later.',
  failed: 'Sorry, we could not subscribe you right now. Please try again later.',
} as const;

// A path on the site, without control characters (it is shown to the staff in the CSV).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const requestSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.maxLength(254),
    z.refine((v) => isEmail(v)),
  ),
  form: z.enum(NEWSLETTER_FORMS),
  page: z.string().check(
    z.minLength(1),
    z.maxLength(MAX_CONSENT_PAGE_LENGTH),
    z.refine((v) => v.startsWith('/') && !CONTROL.test(v)),
  ),
});

function isJson(req: Request): boolean {
  return req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export interface NewsletterHandlerDeps extends NewsletterDeps {
  allowedOrigins: AllowedOrigins;
}

export async function handleNewsletterRequest(req: Request, deps: NewsletterHandlerDeps, clientAddress: string | null): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });

  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: NEWSLETTER_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: NEWSLETTER_MESSAGES.unsupportedType }, { Accept: 'application/json' });

    const body = await readJsonObject(req, BODY_LIMITS.small);
    if (!body.ok) return reply(body.status, { error: body.error });

    const parsed = requestSchema.safeParse(body.value);
    if (!parsed.success) {
      const emailWrong = parsed.error.issues.some((issue) => issue.path[0] === 'email');
      return emailWrong
        ? reply(400, { error: NEWSLETTER_MESSAGES.invalidEmail, fields: { email: NEWSLETTER_MESSAGES.invalidEmail } })
        : reply(400, { error: NEWSLETTER_MESSAGES.invalid });
    }
    const { email, form, page } = parsed.data;

    const result = await requestSubscription(deps, email, { text: NEWSLETTER_CONSENT[form], page }, clientAddress);
    if (result === 'rate_limited') {
      return reply(429, { error: NEWSLETTER_MESSAGES.tooMany }, { 'Retry-After': String(Math.max(1, deps.rateLimit.windowSeconds)) });
    }
    return reply(200, { ok: true });
  } catch (err) {
    deps.logError('newsletter-subscribe: unexpected error', err);
    return reply(500, { error: NEWSLETTER_MESSAGES.failed });
  }
}
