// Deployed entry point (Supabase Edge Functions, Deno): Stripe calls it with
// no Supabase token, so it is deployed with verify_jwt = false (config.toml);
// the signature is its credential. The behaviour is in handler.ts.

import { deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { deployedDeposit } from '../_shared/stripe-deployed.ts';
import { handleStripeWebhook, STRIPE_WEBHOOK_MESSAGES } from './handler.ts';

const leads = deployedLeads('stripe-webhook', runtime.env, 'Stripe events answer 500 and are sent again', 'nothing: this function sends no e-mail');
const deposit = leads ? deployedDeposit(runtime.env, leads) : null;

runtime.serve((req) => {
  if (!deposit) return jsonResponse(500, { error: STRIPE_WEBHOOK_MESSAGES.failed });
  return handleStripeWebhook(req, { gateway: deposit.gateway, store: deposit.store });
});
