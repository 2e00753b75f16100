// The deposit's deployed wiring (Deno): the gateway from the function
// secrets (none without STRIPE_SECRET_KEY), the store over the service-role
// client, and the site's origin for the Checkout's return URLs (SITE_URL, the
// production site by default).

import type { DeployedLeads } from './deployed-leads.ts';
import { siteUrlOf, type EnvReader } from './function-secrets.ts';
import type { DepositDeps } from './stripe-deposit.ts';
import { createDepositStore } from './stripe-deposit-store.ts';
import { createStripeGateway, stripeSettingsFrom } from './stripe-gateway.ts';

export function deployedDeposit(env: EnvReader, leads: Pick<DeployedLeads, 'db'>): DepositDeps {
  const settings = stripeSettingsFrom(env);
  return {
    store: createDepositStore(leads.db),
    gateway: settings ? createStripeGateway(settings) : null,
    siteUrl: siteUrlOf(env),
    now: () => new Date(),
  };
}
