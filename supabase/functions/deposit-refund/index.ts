// Deployed entry point (Supabase Edge Functions, Deno): the admin check with
// the caller's own token, the gateway from the function secrets and the store
// over the service role. The behaviour is in handler.ts.

import { corsHeaders, parseAllowedOrigins } from '../_shared/cors.ts';
import { callerIsAdmin, deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { deployedDeposit } from '../_shared/stripe-deployed.ts';
import { DEPOSIT_REFUND_MESSAGES, handleDepositRefundRequest } from './handler.ts';

const allowedOrigins = parseAllowedOrigins(runtime.env.get('ALLOWED_ORIGINS') || '*');
const leads = deployedLeads('deposit-refund', runtime.env, 'deposit refunds answer 500', 'nothing: this function sends no e-mail');
const deposit = leads ? deployedDeposit(runtime.env, leads) : null;

runtime.serve((req) => {
  if (!leads || !deposit) return jsonResponse(500, { error: DEPOSIT_REFUND_MESSAGES.failed }, corsHeaders(req.headers.get('origin'), allowedOrigins));
  return handleDepositRefundRequest(req, {
    refund: { gateway: deposit.gateway, refundContext: (id) => deposit.store.refundContext(id) },
    callerIsAdmin: (authorization) => callerIsAdmin(leads, authorization),
    allowedOrigins,
  });
});
