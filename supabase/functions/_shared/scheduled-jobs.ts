// The scheduled work that needs a function rather than plain SQL: the e-mail
// provider for retries, the outbox's messages and Xibo calls, the staff's morning digest, the Storage API for
// retention's files, the static host's build hook. Their names and
// schedules live in the database (private.scheduled_jobs, kind 'function');
// this is what each name does. Hosted, pg_cron calls the scheduled-work
// function with the name; locally, the backend's scheduler calls runFunctionJob.

import type { CardHoldStore } from './card-hold-store.ts';
import { runCardHoldCalls } from './card-holds.ts';
import { deliverLead, logErrorOf, type LeadDeliveryDeps } from './lead-delivery.ts';
import { deliverOutbox, type OutboxDeliveryDeps } from './outbox-delivery.ts';
import { buildRequestLapsed } from './prospect-emails.ts';
import { runSiteRebuild, type SiteRebuildDeps } from './site-rebuild.ts';
import { buildStaffDigestEmail } from './staff-digest-email.ts';
import type { DepositStore } from './stripe-deposit-store.ts';
import { releaseUnpaidCampaigns } from './stripe-deposit.ts';
import type { StripeGateway } from './stripe-gateway.ts';
import { runXiboPublishing, type XiboPublishingDeps } from './xibo-publishing.ts';

/** Automatic delivery attempts per lead; the inbox's Resend may always try again. */
export const MAX_AUTOMATIC_ATTEMPTS = 8;
/** Leads retried by one run: bounded so a run stays well inside a function's time limit. */
export const RETRIES_PER_RUN = 20;

export interface ScheduledWorkDeps extends LeadDeliveryDeps {
  /** Removes artwork files from the private bucket (those retention let go); without it they stay, and so do their rows. */
  artworkFiles?: { remove(paths: string[]): Promise<void> };
  /** The deposits' records; without it the unpaid release does nothing. */
  deposits?: DepositStore;
  /** The build hook and its records; without it no rebuild is made. */
  siteRebuild?: SiteRebuildDeps;
  /** The card holds' captures and releases at Stripe; without it (or without a gateway) they wait. */
  cardHolds?: { holds: CardHoldStore; gateway: StripeGateway | null };
  /** The advertiser's messages the changes wrote (private.outbox); without it they wait. */
  outbox?: Omit<OutboxDeliveryDeps, 'mailer' | 'logError'>;
  /** The Xibo calls the approvals and cancellations wrote; without it they wait. */
  xibo?: XiboPublishingDeps;
}

export type JobResult = Record<string, number>;

/** Leads whose earlier e-mail failed and are due again (backoff decided by the database). A failure stops the run: the provider is likely down. */
async function retryEmails(deps: ScheduledWorkDeps): Promise<JobResult> {
  const due = await deps.store.dueForDelivery(MAX_AUTOMATIC_ATTEMPTS, RETRIES_PER_RUN);
  let sent = 0;
  let attempted = 0;
  for (const id of due) {
    const delivery = await deliverLead(deps, id);
    if (delivery !== 'busy') attempted += 1;
    if (delivery === 'sent') sent += 1;
    if (delivery === 'failed') break;
  }
  return { due: due.length, attempted, sent };
}

/**
 * Retention, files first: the database keeps every row whose artwork file is
 * still stored and answers those paths; once the files are removed, a second
 * call deletes the rows. A removal that fails leaves the rows, and the next
 * run tries again.
 */
async function retentionFiles(deps: ScheduledWorkDeps): Promise<JobResult> {
  const paths = await deps.store.applyRetention();
  if (paths.length === 0) return { files: 0 };
  if (!deps.artworkFiles) {
    logErrorOf(deps)('retention-files: no way to remove files here; their rows stay', paths.length);
    return { files: 0 };
  }
  await deps.artworkFiles.remove(paths);
  await deps.store.applyRetention();
  return { files: paths.length };
}

/** Lapse notices sent by one run. */
export const LAPSE_NOTICES_PER_RUN = 20;

/** Each prospect whose request expired is told once; a failed e-mail is tried again at the next run. */
async function requestLapseNotices(deps: ScheduledWorkDeps): Promise<JobResult> {
  const due = await deps.store.lapsedRequests(LAPSE_NOTICES_PER_RUN);
  let sent = 0;
  for (const notice of due) {
    try {
      await deps.mailer.send(buildRequestLapsed({ to: notice.email, ...notice }));
    } catch (err) {
      logErrorOf(deps)(`request-lapse-notices: notice for campaign ${notice.campaignId} failed`, err);
      break;
    }
    await deps.store.finishLapseNotice(notice.campaignId);
    sent += 1;
  }
  return { due: due.length, sent };
}

/** The digest of the day claimed: nothing is sent when there is nothing to say. */
async function sendStaffDigest(deps: ScheduledWorkDeps): Promise<JobResult> {
  const reminders = await deps.store.campaignReminders();
  const email = buildStaffDigestEmail(reminders, { to: deps.notifyAddress, siteUrl: deps.siteUrl });
  if (!email) return { due: 1, sent: 0 };
  await deps.mailer.send(email);
  return {
    due: 1,
    sent: 1,
    expiring: reminders.expiring.length,
    starting: reminders.starting.length,
    renewals: reminders.renewals.length,
    artworkPending: reminders.artwork_pending?.length ?? 0,
    artworkMissing: reminders.artwork_missing?.length ?? 0,
  };
}

/**
 * The staff's morning digest, sent where the new-request e-mails go. The job
 * runs every hour; the database says when the day's digest is due (the first
 * run at or after the staff's Toronto hour) and lets one run have it. A day
 * with nothing to say is done all the same; a failed e-mail gives the day
 * back, so the next run tries again.
 */
async function staffDigest(deps: ScheduledWorkDeps): Promise<JobResult> {
  const claim = await deps.store.claimStaffDigest();
  if (!claim) return { due: 0, sent: 0 };
  try {
    return await sendStaffDigest(deps);
  } catch (err) {
    await deps.store.releaseStaffDigest(claim).catch((releaseError: unknown) => {
      logErrorOf(deps)(`staff-digest: the digest of ${claim.day} could not be given back; it is not sent today`, releaseError);
    });
    throw err;
  }
}

export const FUNCTION_JOBS = {
  'email-retries': retryEmails,
  'retention-files': retentionFiles,
  'request-lapse-notices': requestLapseNotices,
  'site-rebuild': (deps) => (deps.siteRebuild ? runSiteRebuild(deps.siteRebuild) : Promise.resolve({ called: 0, failed: 0 })),
  'staff-digest': staffDigest,
  'outbox-delivery': (deps) =>
    deps.outbox ? deliverOutbox({ ...deps.outbox, mailer: deps.mailer, logError: logErrorOf(deps) }) : Promise.resolve({ claimed: 0 }),
  'card-holds': (deps) => (deps.cardHolds ? runCardHoldCalls(deps.cardHolds, logErrorOf(deps)) : Promise.resolve({ claimed: 0 })),
  'xibo-publishing': (deps) => (deps.xibo ? runXiboPublishing(deps.xibo, logErrorOf(deps)) : Promise.resolve({ claimed: 0 })),
  'unpaid-release': (deps) =>
    deps.deposits ? releaseUnpaidCampaigns(deps.deposits, deps.mailer, deps.notifyAddress, logErrorOf(deps)) : Promise.resolve({ released: 0 }),
} as const satisfies Record<string, (deps: ScheduledWorkDeps) => Promise<JobResult>>;

export type FunctionJobName = keyof typeof FUNCTION_JOBS;

export function isFunctionJob(name: unknown): name is FunctionJobName {
  return typeof name === 'string' && Object.hasOwn(FUNCTION_JOBS, name);
}

export function runFunctionJob(name: FunctionJobName, deps: ScheduledWorkDeps): Promise<JobResult> {
  return FUNCTION_JOBS[name](deps);
}
