// The outbox as the delivery job reads and answers it (service role): due
// messages claimed under a lease (public.claim_outbox_messages, `for update
// skip locked`, so two runs never hold one message), each finished as sent,
// failed (retried after its backoff until the database's last attempt, then
// given up) or skipped (public.finish_outbox_message),
// and the facts a message adds to its notice (public.campaign_message_facts,
// payment_message_facts, invoice_message_facts, cycle_report_facts).
// All answer jsonb or nothing, so supabase-js and the local backend call them
// the same way.

import { StoreError, type RpcClient } from './lead-supabase-store.ts';
import type { CycleReportFacts } from './delivery-report.ts';
import type { InvoiceMessageFacts } from './invoice-emails.ts';
import type { PaymentMessageFacts } from './outbox-emails.ts';

/** What a message tells, as private.outbox names it (the xibo_ kinds are the Xibo calls, claimed by their own job). */
export type OutboxKind =
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  | 'artwork_approved'
  | 'artwork_rejected'
  | 'payment_receipt'
  | 'refund'
  | 'go_live_set'
  | 'invoice_due_soon'
  | 'invoice_overdue'
  | 'proof_ready'
  | 'invoice_issued'
  | 'card_held'
  | 'card_released'
  | 'xibo_publish'
  | 'xibo_unpublish'
  | 'cycle_report';

export interface OutboxMessage {
  id: number;
  kind: OutboxKind;
  campaign_id: string | null;
  lead_id: string | null;
  payload: Record<string, unknown>;
  /** Including this one. */
  attempts: number;
}

export type OutboxOutcome =
  { outcome: 'sent'; to: string; note: string | null } | { outcome: 'failed'; error: string } | { outcome: 'skipped'; reason: string };

/** public.campaign_message_facts. */
export interface CampaignMessageFacts {
  paid_cents: number;
  /** Null while the campaign is not cancelled. */
  refundable: boolean | null;
  days_before: number | null;
  first_cycle_on: string | null;
  refund_notice_days: number;
}

export interface OutboxStore {
  claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]>;
  finish(id: number, result: OutboxOutcome): Promise<void>;
  facts(campaignId: string): Promise<CampaignMessageFacts | null>;
  paymentFacts(paymentId: string): Promise<PaymentMessageFacts | null>;
  invoiceFacts(invoiceId: string): Promise<InvoiceMessageFacts | null>;
  cycleReportFacts(campaignId: string, cycleStart: string): Promise<CycleReportFacts | null>;
}

async function call<T>(db: RpcClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new StoreError(fn, error);
  return data as T;
}

export function createOutboxStore(db: RpcClient): OutboxStore {
  return {
    async claim(limit, leaseSeconds) {
      const rows = await call<OutboxMessage[] | null>(db, 'claim_outbox_messages', { p_limit: limit, p_lease_seconds: leaseSeconds });
      return (rows ?? []).map((row) => ({ ...row, id: Number(row.id) }));
    },
    async finish(id, result) {
      await call(db, 'finish_outbox_message', {
        p_id: id,
        p_outcome: result.outcome,
        p_recipient: result.outcome === 'sent' ? result.to : null,
        p_error: result.outcome === 'failed' ? result.error : result.outcome === 'skipped' ? result.reason : null,
        p_note: result.outcome === 'sent' ? result.note : null,
      });
    },
    async facts(campaignId) {
      return call<CampaignMessageFacts | null>(db, 'campaign_message_facts', { p_campaign: campaignId });
    },
    async paymentFacts(paymentId) {
      return call<PaymentMessageFacts | null>(db, 'payment_message_facts', { p_payment: paymentId });
    },
    async invoiceFacts(invoiceId) {
      return call<InvoiceMessageFacts | null>(db, 'invoice_message_facts', { p_invoice: invoiceId });
    },
    async cycleReportFacts(campaignId, cycleStart) {
      return call<CycleReportFacts | null>(db, 'cycle_report_facts', { p_campaign: campaignId, p_cycle_start: cycleStart });
    },
  };
}
