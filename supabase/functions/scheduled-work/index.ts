// Deployed entry point (Supabase Edge Functions, Deno): the shared lead
// wiring; the behaviour is in handler.ts. pg_cron calls it through pg_net with
// the service-role key from Vault (see private.call_scheduled_function), so
// that key, as the platform gives it to the function, is the only one taken.

import { createSupabaseAdvertiserAccountStore } from '../_shared/advertiser-account.ts';
import { createSupabaseArtworkNoticeStore } from '../_shared/artwork-emails.ts';
import { ARTWORK_BUCKET } from '../_shared/business-rules.ts';
import { createSupabaseCampaignNoticeStore } from '../_shared/campaign-notice-store.ts';
import { deployedLeads, runtime } from '../_shared/deployed-leads.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { createOutboxStore } from '../_shared/outbox-store.ts';
import { deployedDeposit } from '../_shared/stripe-deployed.ts';
import { createDepositStore } from '../_shared/stripe-deposit-store.ts';
import { handleScheduledWorkRequest, SCHEDULED_WORK_MESSAGES } from './handler.ts';

const leads = deployedLeads('scheduled-work', runtime.env, 'scheduled work answers 500', 'retried e-mails fail again with the reason');

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

runtime.serve((req) => {
  if (!leads) return jsonResponse(500, { error: SCHEDULED_WORK_MESSAGES.failed });
  return handleScheduledWorkRequest(req, {
    store: leads.store,
    mailer: leads.mailer,
    notifyAddress: leads.notifyAddress,
    siteUrl: leads.siteUrl,
    artworkFiles: leads.artworkFiles,
    deposits: createDepositStore(leads.db),
    outbox: {
      store: createOutboxStore(leads.db),
      campaigns: createSupabaseCampaignNoticeStore(leads.db),
      advertiserAccounts: createSupabaseAdvertiserAccountStore(leads.db, leads.service),
      artwork: createSupabaseArtworkNoticeStore(leads.db, leads.service.storage.from(ARTWORK_BUCKET)),
      deposit: deployedDeposit(runtime.env, leads),
    },
    isScheduler: async (authorization) => sameSecret(authorization, `Bearer ${leads.serviceKey}`),
  });
});
