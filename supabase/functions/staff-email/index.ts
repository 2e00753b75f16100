// Deployed entry point (Supabase Edge Functions, Deno): the shared lead
// wiring and the admin check with the caller's own token; the behaviour is in
// handler.ts. Same secrets as send-contact-email.

import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { callerIsAdmin, deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { handleStaffEmailRequest, STAFF_EMAIL_MESSAGES } from './handler.ts';

const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');
const leads = deployedLeads('staff-email', runtime.env, 'staff e-mails answer 500', 'resent leads fail with the reason');

runtime.serve((req) => {
  if (!leads) return jsonResponse(500, { error: STAFF_EMAIL_MESSAGES.unexpected }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  return handleStaffEmailRequest(req, {
    store: leads.store,
    mailer: leads.mailer,
    notifyAddress: leads.notifyAddress,
    siteUrl: leads.siteUrl,
    callerIsAdmin: (authorization) => callerIsAdmin(leads, authorization),
    allowedOrigins,
  });
});
