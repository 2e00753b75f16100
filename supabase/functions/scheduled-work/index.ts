// Deployed entry point (Supabase Edge Functions, Deno): the shared lead
// wiring; the behaviour is in handler.ts. pg_cron calls it through pg_net with
// the service-role key from Vault (see private.call_scheduled_function), so
// that key, as the platform gives it to the function, is the only one taken.
// BUILD_HOOK_URL is the static host's build hook (Netlify: Site settings →
// Build hooks) for the site-rebuild job; without it a waiting rebuild is
// recorded as not configured and the public site updates at the next deploy.
// XIBO_URL, XIBO_CLIENT_ID and XIBO_CLIENT_SECRET (an application of the
// boards' Xibo CMS with the client-credentials grant) let the xibo-publishing
// job publish approved artwork; without them its messages are set aside.

import { createSupabaseAdvertiserAccountStore } from '../_shared/advertiser-account.ts';
import { createSupabaseArtworkNoticeStore } from '../_shared/artwork-emails.ts';
import { ARTWORK_BUCKET } from '../_shared/business-rules.ts';
import { createSupabaseCampaignNoticeStore } from '../_shared/campaign-notice-store.ts';
import { deployedLeads, log, runtime } from '../_shared/deployed-leads.ts';
import { missingSecretsLine } from '../_shared/function-secrets.ts';
import { jsonResponse } from '../_shared/json-response.ts';
import { createCardHoldStore } from '../_shared/card-hold-store.ts';
import { createOutboxStore } from '../_shared/outbox-store.ts';
import { createSupabaseRebuildStore } from '../_shared/site-rebuild.ts';
import { deployedDeposit } from '../_shared/stripe-deployed.ts';
import { createXiboGateway, XIBO_SECRETS, xiboSettingsFrom } from '../_shared/xibo-gateway.ts';
import { createXiboStore } from '../_shared/xibo-store.ts';
import { createDepositStore } from '../_shared/stripe-deposit-store.ts';
import { handleScheduledWorkRequest, SCHEDULED_WORK_MESSAGES } from './handler.ts';

const leads = deployedLeads('scheduled-work', runtime.env, 'scheduled work answers 500', 'retried e-mails fail again with the reason');
const hookUrl = runtime.env.get('BUILD_HOOK_URL')?.trim() || null;
if (!hookUrl) log(missingSecretsLine('scheduled-work', ['BUILD_HOOK_URL'], 'the public site updates at the next deploy'));
const xiboSettings = xiboSettingsFrom(runtime.env);
if (!xiboSettings) {
  const missing = XIBO_SECRETS.filter((name) => !runtime.env.get(name)?.trim());
  log(missingSecretsLine('scheduled-work', missing, 'approved artwork is not published to Xibo'));
}

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
    cardHolds: { holds: createCardHoldStore(leads.db), gateway: deployedDeposit(runtime.env, leads).gateway },
    siteRebuild: { store: createSupabaseRebuildStore(leads.db), hookUrl, fetch: (url, init) => fetch(url, init) },
    outbox: {
      store: createOutboxStore(leads.db),
      campaigns: createSupabaseCampaignNoticeStore(leads.db),
      advertiserAccounts: createSupabaseAdvertiserAccountStore(leads.db, leads.service),
      artwork: createSupabaseArtworkNoticeStore(leads.db, leads.service.storage.from(ARTWORK_BUCKET)),
      deposit: deployedDeposit(runtime.env, leads),
    },
    xibo: {
      store: createXiboStore(leads.db),
      gateway: xiboSettings ? createXiboGateway(xiboSettings) : null,
      readArtwork: (path) => createSupabaseArtworkNoticeStore(leads.db, leads.service.storage.from(ARTWORK_BUCKET)).readArtwork(path),
    },
    isScheduler: async (authorization) => sameSecret(authorization, `Bearer ${leads.serviceKey}`),
  });
});
