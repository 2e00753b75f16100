// Deployed entry point (Supabase Edge Functions, Deno): secrets, the
// service-role client, the Resend mailer and the client address; the
// behaviour is in handler.ts. SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are
// provided by the platform; RESEND_API_KEY, CONTACT_FROM_EMAIL and
// ALLOWED_ORIGINS are the function secrets shared with the contact function.
// SITE_URL, if set, is the origin the e-mail's links point at (the company's
// site otherwise).

import { createClient } from '@supabase/supabase-js';
import { clientAddressFrom } from '../_shared/client-address.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { missingSecretsLine, readSecrets, siteUrlOf } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import type { Mailer } from '../_shared/mailer.ts';
import { createSupabaseNewsletterStore } from '../_shared/newsletter-supabase-store.ts';
import { NEWSLETTER_RATE_LIMIT } from '../_shared/newsletter-subscription.ts';
import { createResendMailer } from '../_shared/resend-mailer.ts';
import { handleNewsletterRequest, NEWSLETTER_MESSAGES, type NewsletterHandlerDeps } from './handler.ts';

interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}
const runtime = (globalThis as unknown as { Deno: DenoRuntime }).Deno;

const log = (line: string) => console.error(line);
const NEWSLETTER_PLATFORM_SECRETS = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
// Without these a request is still stored; its confirmation e-mail is marked failed and retried once they are set.
const NEWSLETTER_MAIL_SECRETS = ['RESEND_API_KEY', 'CONTACT_FROM_EMAIL'] as const;

function unconfiguredMailer(missing: readonly string[]): Mailer {
  return {
    send: () => Promise.reject(new Error(`E-mail is not configured: the function secret${missing.length === 1 ? '' : 's'} ${missing.join(', ')} not set`)),
  };
}

function buildDeps(): NewsletterHandlerDeps | null {
  const platform = readSecrets(runtime.env, NEWSLETTER_PLATFORM_SECRETS);
  if (platform.missing.length > 0) {
    log(missingSecretsLine('newsletter-subscribe', platform.missing, 'sign-ups answer 500'));
    return null;
  }
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: serviceKey } = platform.values as Record<(typeof NEWSLETTER_PLATFORM_SECRETS)[number], string>;
  const mail = readSecrets(runtime.env, NEWSLETTER_MAIL_SECRETS);
  if (mail.missing.length > 0)
    log(missingSecretsLine('newsletter-subscribe', mail.missing, 'sign-ups are stored, their confirmation e-mails marked failed for retry'));
  const origins = runtime.env.get('ALLOWED_ORIGINS');
  if (!origins?.trim()) log(missingSecretsLine('newsletter-subscribe', ['ALLOWED_ORIGINS'], "answering every origin ('*') until it is set"));
  const service = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { RESEND_API_KEY: apiKey, CONTACT_FROM_EMAIL: from } = mail.values;
  return {
    store: createSupabaseNewsletterStore({ rpc: (fn, args) => service.rpc(fn, args) }),
    mailer:
      apiKey && from
        ? createResendMailer({ apiKey, from, endpoint: runtime.env.get('RESEND_API_URL') || undefined, fetch: (input, init) => fetch(input, init) })
        : unconfiguredMailer(mail.missing),
    siteUrl: siteUrlOf(runtime.env),
    allowedOrigins: origins?.trim() ? parseAllowedOrigins(origins) : '*',
    rateLimit: NEWSLETTER_RATE_LIMIT,
    logError: (message, detail) => console.error(message, detail),
  };
}

const deps = buildDeps();

runtime.serve((req) => {
  if (!deps) {
    const cors = corsHeaders(req.headers.get('origin'), parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*'));
    return jsonResponse(500, { error: NEWSLETTER_MESSAGES.failed }, cors);
  }
  return handleNewsletterRequest(req, deps, clientAddressFrom(req.headers));
});
