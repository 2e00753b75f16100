// The outbox-delivery job: claims the messages the database's changes wrote
// (private.outbox), builds each e-mail from the campaign as it stands, sends
// it through the one mailer and says how it went. A failed send is tried again
// after its backoff, up to the database's number of attempts (the claim and
// the finish decide when a message is given up); a message with nothing left
// to tell is kept with the reason and not tried again.

import { buildCardHoldEmail } from './card-hold-emails.ts';
import { artworkConfirmationLine, buildArtworkDecision, type ArtworkNoticeStore } from './artwork-emails.ts';
import { ensureAdvertiserAccount, type AdvertiserAccountStore } from './advertiser-account.ts';
import type { CampaignNoticeStore } from './campaign-notice-store.ts';
import { buildCycleReportEmail } from './delivery-report.ts';
import { buildInvoiceEmail, INVOICE_SKIP } from './invoice-emails.ts';
import { buildGoLiveEmail, buildPaymentReceipt, buildProofReadyEmail, buildRefundEmail, cancellationDepositLine } from './outbox-emails.ts';
import type { OutgoingEmail, Mailer } from './mailer.ts';
import type { OutboxMessage, OutboxStore } from './outbox-store.ts';
import { buildCampaignNotice } from './prospect-emails.ts';
import { DEPOSIT_EMAIL_LINES, withDepositNotice, type DepositDeps } from './stripe-deposit.ts';

/** Messages one run claims: bounded so a run stays well inside a function's time limit. */
export const OUTBOX_BATCH = 50;
/** Batches one run works through before leaving the rest to the next run. */
export const OUTBOX_BATCHES_PER_RUN = 40;
/** How long a claimed message is the run's alone; longer than any send takes. */
export const OUTBOX_LEASE_SECONDS = 600;

/** A built message, or why there is nothing to send. */
export type BuiltMessage = { email: OutgoingEmail; note: string | null } | { skip: string };

export interface OutboxEngineDeps {
  store: Pick<OutboxStore, 'claim' | 'finish'>;
  mailer: Mailer;
  build(message: OutboxMessage): Promise<BuiltMessage>;
  logError(line: string, err: unknown): void;
}

/**
 * Drains what is due: each claimed message is built, sent and finished in
 * turn. A failed send is recorded and the run goes on with the others (one
 * bad address must not hold the rest back).
 */
export async function drainOutbox(deps: OutboxEngineDeps, batches = OUTBOX_BATCHES_PER_RUN): Promise<Record<string, number>> {
  const result = { claimed: 0, sent: 0, failed: 0, skipped: 0 };
  for (let batch = 0; batch < batches; batch++) {
    const messages = await deps.store.claim(OUTBOX_BATCH, OUTBOX_LEASE_SECONDS);
    if (messages.length === 0) break;
    result.claimed += messages.length;
    for (const message of messages) {
      let built: BuiltMessage;
      try {
        built = await deps.build(message);
      } catch (err) {
        deps.logError(`outbox: message ${message.id} (${message.kind}) could not be built`, err);
        await deps.store.finish(message.id, { outcome: 'failed', error: errorText(err) });
        result.failed += 1;
        continue;
      }
      if ('skip' in built) {
        await deps.store.finish(message.id, { outcome: 'skipped', reason: built.skip });
        result.skipped += 1;
        continue;
      }
      try {
        await deps.mailer.send(built.email);
      } catch (err) {
        deps.logError(`outbox: message ${message.id} (${message.kind}) failed`, err);
        await deps.store.finish(message.id, { outcome: 'failed', error: errorText(err) });
        result.failed += 1;
        continue;
      }
      await deps.store.finish(message.id, { outcome: 'sent', to: built.email.to, note: built.note });
      result.sent += 1;
    }
  }
  return result;
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
}

/** What building the advertiser's messages reads. */
export interface CampaignMessageDeps {
  store: Pick<OutboxStore, 'facts' | 'paymentFacts' | 'invoiceFacts' | 'cycleReportFacts'>;
  campaigns: CampaignNoticeStore;
  advertiserAccounts: AdvertiserAccountStore;
  artwork: ArtworkNoticeStore;
  /** The deposit's lines in a confirmation; left out, it goes without them. */
  deposit?: DepositDeps;
  logError(line: string, err: unknown): void;
}

export const OUTBOX_SKIPS = {
  noCampaign: 'The campaign no longer exists or has no advertiser e-mail address.',
  nothingToTell: 'The campaign has nothing left to tell of this (it changed since).',
  noArtwork: 'The artwork version is not decided or its advertiser has no e-mail address.',
  noPayment: 'The payment no longer exists or its advertiser has no e-mail address.',
} as const;

/** The note the timeline words a confirmation by: with the pay link, or saying an invoice follows. */
function confirmationNote(email: OutgoingEmail): string | null {
  if (email.text.includes(DEPOSIT_EMAIL_LINES.payOnline)) return 'deposit_link';
  if (email.text.includes(DEPOSIT_EMAIL_LINES.invoiceFollows)) return 'invoice_follows';
  return null;
}

async function buildCampaignMessage(
  deps: CampaignMessageDeps,
  message: OutboxMessage & { kind: 'confirmed' | 'declined' | 'cancelled' },
): Promise<BuiltMessage> {
  const campaignId = message.campaign_id;
  const current = campaignId ? await deps.campaigns.campaignNotice(campaignId) : null;
  if (!campaignId || !current) return { skip: OUTBOX_SKIPS.noCampaign };
  // The notice tells of the change that wrote it, even if the campaign moved on since.
  const notice = { ...current, status: message.kind };
  const extra: string[] = [];
  if (message.kind === 'confirmed') extra.push(await artworkConfirmationLine(deps.artwork, { campaign: campaignId }));
  if (message.kind === 'cancelled') {
    const facts = await deps.store.facts(campaignId);
    const line = facts ? cancellationDepositLine(facts) : null;
    if (line) extra.push(line);
  }
  const built = buildCampaignNotice(notice, extra);
  if (!built) return { skip: OUTBOX_SKIPS.nothingToTell };
  if (message.kind !== 'confirmed') return { email: built, note: null };
  // The e-mail still goes out without an account: the next confirmation of theirs makes one.
  await ensureAdvertiserAccount(deps.advertiserAccounts, campaignId).catch((err: unknown) =>
    deps.logError(`outbox: the account for campaign ${campaignId} failed`, err),
  );
  const email = deps.deposit ? await withDepositNotice(deps.deposit, campaignId, 'confirmed', built, deps.logError) : built;
  return { email, note: confirmationNote(email) };
}

async function buildArtworkMessage(deps: CampaignMessageDeps, message: OutboxMessage): Promise<BuiltMessage> {
  const versionId = typeof message.payload.version_id === 'string' ? message.payload.version_id : null;
  const decision = versionId ? await deps.artwork.artworkDecision(versionId) : null;
  const email = decision ? buildArtworkDecision(decision) : null;
  if (!decision || !email || `artwork_${decision.state}` !== message.kind) return { skip: OUTBOX_SKIPS.noArtwork };
  return { email, note: null };
}

async function buildPaymentMessage(deps: CampaignMessageDeps, message: OutboxMessage): Promise<BuiltMessage> {
  const paymentId = typeof message.payload.payment_id === 'string' ? message.payload.payment_id : null;
  const facts = paymentId ? await deps.store.paymentFacts(paymentId) : null;
  if (!facts) return { skip: OUTBOX_SKIPS.noPayment };
  if (message.kind === 'payment_receipt') {
    const receipt = buildPaymentReceipt(facts);
    return receipt ?? { skip: OUTBOX_SKIPS.noPayment };
  }
  const email = buildRefundEmail(facts);
  return email ? { email, note: null } : { skip: OUTBOX_SKIPS.noPayment };
}

async function buildGoLiveMessage(deps: CampaignMessageDeps, message: OutboxMessage): Promise<BuiltMessage> {
  const at = typeof message.payload.go_live_at === 'string' ? message.payload.go_live_at : null;
  const notice = message.campaign_id ? await deps.campaigns.campaignNotice(message.campaign_id) : null;
  if (!at || !notice || !message.campaign_id) return { skip: OUTBOX_SKIPS.noCampaign };
  return { email: buildGoLiveEmail(notice.email, notice.reference, message.campaign_id, at), note: null };
}

async function buildProofReadyMessage(deps: CampaignMessageDeps, message: OutboxMessage): Promise<BuiltMessage> {
  const cycleStart = typeof message.payload.cycle_start === 'string' ? message.payload.cycle_start : null;
  const notice = message.campaign_id ? await deps.campaigns.campaignNotice(message.campaign_id) : null;
  if (!cycleStart || !notice || !message.campaign_id) return { skip: OUTBOX_SKIPS.noCampaign };
  return { email: buildProofReadyEmail(notice.email, notice.reference, message.campaign_id, cycleStart), note: null };
}

async function buildCardHoldMessage(deps: CampaignMessageDeps, message: OutboxMessage & { kind: 'card_held' | 'card_released' }): Promise<BuiltMessage> {
  const notice = message.campaign_id ? await deps.campaigns.campaignNotice(message.campaign_id) : null;
  const context = message.campaign_id && deps.deposit ? await deps.deposit.store.context(message.campaign_id) : null;
  const hold = context?.card_hold;
  if (!notice || !hold || hold.id !== message.payload.hold_id) return { skip: OUTBOX_SKIPS.noCampaign };
  return { email: buildCardHoldEmail(message.kind, notice.email, notice.reference, hold.amount_cents), note: null };
}

async function buildInvoiceMessage(
  deps: CampaignMessageDeps,
  message: OutboxMessage & { kind: 'invoice_issued' | 'invoice_due_soon' | 'invoice_overdue' },
): Promise<BuiltMessage> {
  const invoiceId = typeof message.payload.invoice_id === 'string' ? message.payload.invoice_id : null;
  const facts = invoiceId ? await deps.store.invoiceFacts(invoiceId) : null;
  const email = facts ? buildInvoiceEmail(message.kind, facts) : null;
  return email ? { email, note: null } : { skip: INVOICE_SKIP };
}

async function buildCycleReportMessage(deps: CampaignMessageDeps, message: OutboxMessage): Promise<BuiltMessage> {
  const cycleStart = typeof message.payload.cycle_start === 'string' ? message.payload.cycle_start : null;
  const facts = message.campaign_id && cycleStart ? await deps.store.cycleReportFacts(message.campaign_id, cycleStart) : null;
  const email = facts ? buildCycleReportEmail(facts) : null;
  return email ? { email, note: null } : { skip: OUTBOX_SKIPS.noCampaign };
}

/** The e-mail for one message of the outbox, built from what the database holds now. */
export function buildOutboxMessage(deps: CampaignMessageDeps, message: OutboxMessage): Promise<BuiltMessage> {
  switch (message.kind) {
    case 'confirmed':
    case 'declined':
    case 'cancelled':
      return buildCampaignMessage(deps, { ...message, kind: message.kind });
    case 'artwork_approved':
    case 'artwork_rejected':
      return buildArtworkMessage(deps, message);
    case 'payment_receipt':
    case 'refund':
      return buildPaymentMessage(deps, message);
    case 'go_live_set':
      return buildGoLiveMessage(deps, message);
    case 'proof_ready':
      return buildProofReadyMessage(deps, message);
    case 'cycle_report':
      return buildCycleReportMessage(deps, message);
    case 'invoice_issued':
    case 'invoice_due_soon':
    case 'invoice_overdue':
      return buildInvoiceMessage(deps, { ...message, kind: message.kind });
    case 'card_held':
    case 'card_released':
      return buildCardHoldMessage(deps, { ...message, kind: message.kind });
    default:
      // A kind this function does not know yet (the database ahead of it): kept, not sent.
      return Promise.resolve({ skip: `No e-mail is built for messages of kind ${String((message as { kind: unknown }).kind)}.` });
  }
}

export interface OutboxDeliveryDeps extends CampaignMessageDeps {
  store: OutboxStore;
  mailer: Mailer;
}

/** The scheduled job: every due message, built and sent. */
export function deliverOutbox(deps: OutboxDeliveryDeps): Promise<Record<string, number>> {
  return drainOutbox({ store: deps.store, mailer: deps.mailer, logError: deps.logError, build: (message) => buildOutboxMessage(deps, message) });
}
