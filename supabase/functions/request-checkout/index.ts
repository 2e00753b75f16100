// Deployed entry point (Supabase Edge Functions, Deno): public, as the
// contact form is; the request's token is the proof, and the work runs with
// the service role. The behaviour is in handler.ts.

import { createCardHoldStore } from '../_shared/card-hold-store.ts';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { deployedDeposit } from '../_shared/stripe-deployed.ts';
import { handleRequestCheckout, REQUEST_CHECKOUT_MESSAGES } from './handler.ts';

const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');
const leads = deployedLeads('request-checkout', runtime.env, 'request checkouts answer 500', 'nothing: this function sends no e-mail');
const deposit = leads ? deployedDeposit(runtime.env, leads) : null;

runtime.serve((req) => {
  if (!leads || !deposit) return jsonResponse(500, { error: REQUEST_CHECKOUT_MESSAGES.failed }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  return handleRequestCheckout(req, {
    holds: { holds: createCardHoldStore(leads.db), deposits: deposit.store, gateway: deposit.gateway, siteUrl: deposit.siteUrl },
    allowedOrigins,
  });
});
