import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

/** One list of the worklist: its whole count and its first entries, oldest or most urgent first. */
export interface WorkList<T> {
  count: number;
  items: T[];
}

export interface WorkRequest {
  id: string;
  reference: string;
  name: string;
  advertiser: string;
  /** When the request came in (ISO). */
  since: string;
}

export interface WorkArtwork {
  id: string;
  campaign_id: string;
  reference: string;
  advertiser: string;
  version: number;
  since: string;
}

export interface WorkDeposit {
  id: string;
  reference: string;
  name: string;
  advertiser: string;
  due_at: string;
}

export interface WorkInvoice {
  id: string;
  number: string;
  campaign_id: string | null;
  reference: string;
  advertiser: string;
  due_on: string;
  balance_cents: number;
}

export interface WorkLead {
  id: string;
  name: string;
  company: string;
  since: string;
}

/** An advertiser's e-mail not sent whose last attempt failed (the job retries it, or gave it up). */
export interface WorkFailedMessage {
  id: number;
  campaign_id: string;
  reference: string;
  /** The outbox's kind ('confirmed', 'payment_receipt'...): shown in words. */
  kind: string;
  recipient: string | null;
  last_error: string;
  attempts: number;
  /** When the change wrote it (ISO). */
  since: string;
}

/**
 * A request's deposit held on the card that the staff's Confirm did not turn
 * into a payment: the capture failed at Stripe (the job may still retry it),
 * the authorisation had lapsed (the deposit link went instead), or Stripe
 * released it after the capture was asked for.
 */
export interface WorkCardCapture {
  /** The hold's Checkout Session id. */
  id: string;
  campaign_id: string;
  reference: string;
  advertiser: string;
  amount_cents: number;
  reason: 'capture_failed' | 'lapsed' | 'released';
  /** Stripe's last refusal of the capture, if it refused. */
  last_error: string | null;
  /** When the Confirm asked for the capture or found the authorisation lapsed (ISO). */
  since: string;
}

/** A board's cycle, reported to the advertiser, that delivered under the make-good threshold and has no make-good yet. */
export interface WorkUnderDelivered {
  campaign_id: string;
  reference: string;
  advertiser: string;
  location_id: string;
  board_name: string;
  cycle_start: string;
  cycle_end: string;
  contracted: number;
  delivered: number;
}

/** public.staff_worklist's answer: what needs a person today. */
export interface Worklist {
  /** The database's clock when it answered (ISO): how long each entry has waited is counted from it. */
  now: string;
  requests: WorkList<WorkRequest>;
  artwork: WorkList<WorkArtwork>;
  deposits_due: WorkList<WorkDeposit>;
  deposits_past_due: WorkList<WorkDeposit>;
  invoices_overdue: WorkList<WorkInvoice>;
  leads_unanswered: WorkList<WorkLead>;
  failed_messages: WorkList<WorkFailedMessage>;
  card_captures: WorkList<WorkCardCapture>;
  under_delivered: WorkList<WorkUnderDelivered>;
  /** Every list's count added up: the admin header's figure. */
  total: number;
}

/** The worklist, read as the admin (the database checks). */
export async function getWorklist(): Promise<Worklist> {
  const { data, error, status } = await supabase.rpc('staff_worklist');
  if (error) throw toDataError(error, status);
  return data as unknown as Worklist;
}

/** One key for the dashboard's lists and the header's count: a staff action that changes a record refreshes both. */
export const worklistQueryKey = campaignRecordKeys.worklist;

export function worklistQueryOptions() {
  return queryOptions({
    queryKey: worklistQueryKey,
    queryFn: getWorklist,
    staleTime: 30_000,
    // What waits changes without this browser (requests, payments, failed e-mails): coming back to the
    // tab reads it again, however recently it was read, so the header's count is never an old one.
    refetchOnWindowFocus: 'always',
  });
}

export function useWorklist() {
  return useQuery(worklistQueryOptions());
}
