// Deployed entry point (Supabase Edge Functions, Deno). Only wiring lives
// here: the shared lead wiring (secrets, service-role client, Resend mailer),
// the request artwork's bucket, the newsletter's double opt-in and the client
// address; the behaviour is in handler.ts, which the tests exercise in Node.
// SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are provided
// by the platform; the others are the project's function secrets.

import { ARTWORK_BUCKET, CONTACT_RATE_LIMIT } from '../_shared/business-rules.ts';
import { clientAddressFrom } from '../_shared/client-address.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { deployedLeads, log, runtime } from '../_shared/deployed-leads.ts';
import { missingSecretsLine } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { createSupabaseNewsletterStore } from '../_shared/newsletter-supabase-store.ts';
import { NEWSLETTER_RATE_LIMIT } from '../_shared/newsletter-subscription.ts';
import { createSupabaseRequestArtwork } from '../_shared/request-artwork-supabase.ts';
import { CONTACT_MESSAGES, handleRequest } from './handler.ts';
import type { HandlerDeps } from './types.ts';

function buildDeps(): HandlerDeps | null {
  const leads = deployedLeads(
    'send-contact-email',
    runtime.env,
    'nothing can be stored; the form answers 500',
    'leads are stored and answered 202, their e-mails marked failed for retry',
  );
  if (!leads) return null;
  const origins = runtime.env.get('ALLOWED_ORIGINS');
  // A browser whose preflight is refused never sends the lead: answering every origin loses nothing that CORS protected here.
  if (!origins?.trim()) log(missingSecretsLine('send-contact-email', ['ALLOWED_ORIGINS'], "answering every origin ('*') until it is set"));
  return {
    store: leads.store,
    mailer: leads.mailer,
    artwork: createSupabaseRequestArtwork(leads.db, leads.service.storage.from(ARTWORK_BUCKET)),
    // The form's newsletter box: the newsletter function's double opt-in, on the same mailer.
    newsletter: {
      store: createSupabaseNewsletterStore(leads.db),
      mailer: leads.mailer,
      siteUrl: leads.siteUrl,
      rateLimit: NEWSLETTER_RATE_LIMIT,
      logError: (message, detail) => console.error(message, detail),
    },
    clock: { now: () => new Date() },
    notifyAddress: leads.notifyAddress,
    siteUrl: leads.siteUrl,
    allowedOrigins: origins?.trim() ? parseAllowedOrigins(origins) : '*',
    rateLimit: CONTACT_RATE_LIMIT,
  };
}

const deps = buildDeps();

runtime.serve((req) => {
  if (!deps) {
    const cors = corsHeaders(req.headers.get('origin'), parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*'));
    return jsonResponse(500, { error: CONTACT_MESSAGES.notConfigured }, cors);
  }
  return handleRequest(req, deps, clientAddressFrom(req.headers));
});
