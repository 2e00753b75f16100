// Deployed entry point (Supabase Edge Functions, Deno): the shared lead
// wiring (the staff are e-mailed a corrected address too); the behaviour is in
// handler.ts. Same secrets as send-contact-email.

import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { CORRECTION_MESSAGES, handleCorrectionRequest } from './handler.ts';

const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');
const leads = deployedLeads('correct-request-email', runtime.env, 'corrections answer 500', 'corrected requests are stored, their receipts not sent');

runtime.serve((req) => {
  if (!leads) return jsonResponse(500, { error: CORRECTION_MESSAGES.unexpected }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  return handleCorrectionRequest(req, { store: leads.store, mailer: leads.mailer, notifyAddress: leads.notifyAddress, siteUrl: leads.siteUrl, allowedOrigins });
});
