// Deployed entry point (Supabase Edge Functions, Deno): the caller's own
// token decides whether they may read the campaign (row-level security, as
// the advertiser or the admin); the work runs with the service role. The
// behaviour is in handler.ts.

import { createClient } from '@supabase/supabase-js';
import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { clientOptions, deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { deployedDeposit } from '../_shared/stripe-deployed.ts';
import { DEPOSIT_CHECKOUT_MESSAGES, handleDepositCheckoutRequest } from './handler.ts';

const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');
const leads = deployedLeads('deposit-checkout', runtime.env, 'deposit checkouts answer 500', 'nothing: this function sends no e-mail');
const deposit = leads ? deployedDeposit(runtime.env, leads) : null;

runtime.serve((req) => {
  if (!leads || !deposit) return jsonResponse(500, { error: DEPOSIT_CHECKOUT_MESSAGES.failed }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  return handleDepositCheckoutRequest(req, {
    deposit,
    allowedOrigins,
    async callerMayPay(authorization, campaignId) {
      if (!/^Bearer\s+\S+$/i.test(authorization)) return false;
      const asCaller = createClient(leads.url, leads.anonKey, { ...clientOptions, global: { headers: { Authorization: authorization } } });
      const { data, error } = await asCaller.from('campaigns').select('id').eq('id', campaignId).maybeSingle();
      return !error && data !== null;
    },
  });
});
