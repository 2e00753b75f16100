import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { toDataError } from '@/lib/to-data-error';
import { MONTH } from '../lib/month';
import type { Database, Enums } from '@/types/database';
import { isUuid } from '@shared/is-uuid.ts';

// Reads of public.invoice_summaries (the invoices with what was paid against
// them, derived by the database) and of an invoice's lines. They take the
// client so the same reads serve the app (its shared client: the admin's or
// the advertiser's session, row-level security decides) and the tests.

type Client = SupabaseClient<Database>;

export type InvoiceStatus = Enums<'invoice_status'>;

export interface InvoiceSummary {
  id: string;
  number: string;
  number_year: number;
  number_seq: number;
  campaign_id: string | null;
  /** The campaign's id as issued: kept when an erasure removes the campaign, so its payments still match. */
  campaign_key: string;
  advertiser_id: string | null;
  campaign_reference: string;
  cycle_starts_on: string;
  cycle_ends_on: string;
  issued_on: string;
  due_on: string;
  bill_to_name: string;
  bill_to_company: string | null;
  bill_to_email: string | null;
  subtotal_cents: number;
  hst_cents: number;
  total_cents: number;
  paid_cents: number;
  balance_cents: number;
  /** What its credit notes took off. */
  credited_cents: number;
  status: InvoiceStatus;
  void_reason: string | null;
}

export interface InvoiceDocument extends InvoiceSummary {
  issuer_legal_name: string;
  issuer_address: string;
  issuer_hst_number: string;
  lines: InvoiceLine[];
  credit_notes: InvoiceCreditNote[];
}

/** A credit note against the invoice (public.credit_notes), in number order. */
export interface InvoiceCreditNote {
  number: string;
  issued_on: string;
  reason: string;
  subtotal_cents: number;
  hst_cents: number;
  total_cents: number;
}

export interface InvoiceLine {
  position: number;
  board_name: string;
  price_per_cycle_cents: number;
  discount_bp: number;
  amount_cents: number;
}

const SUMMARY_SELECT =
  'id, number, number_year, number_seq, campaign_id, campaign_key, advertiser_id, campaign_reference, cycle_starts_on, cycle_ends_on, issued_on, due_on, bill_to_name, bill_to_company, bill_to_email, subtotal_cents, hst_cents, total_cents, paid_cents, balance_cents, credited_cents, status, void_reason' as const;

/** The first day of a month ('2026-11') and of the next: the issue dates a month's filter keeps. */
export function monthRange(month: string): { from: string; to: string } {
  const match = MONTH.exec(month);
  const m = match ? Number(match[2]) : 0;
  if (!match) throw new RangeError(`a month is YYYY-MM, not ${month}`);
  const year = Number(match[1]);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

export interface InvoiceFilter {
  campaignId?: string;
  /** Issued in this month ('2026-11'). */
  month?: string;
  /** Due on or after / on or before these days (YYYY-MM-DD). */
  dueFrom?: string;
  dueTo?: string;
  advertiserId?: string;
  /** Any of these statuses. */
  statuses?: readonly InvoiceStatus[];
}

/**
 * Invoices, newest number first: those the filter keeps, of all the caller
 * may read. Every page of rows (the API answers at most 1000 at a time).
 */
export function listInvoices(client: Client, filter: InvoiceFilter = {}): Promise<InvoiceSummary[]> {
  return fetchAllRows<InvoiceSummary>((from, to) => {
    let query = client.from('invoice_summaries').select(SUMMARY_SELECT);
    if (filter.campaignId) query = query.eq('campaign_id', filter.campaignId);
    if (filter.dueFrom) query = query.gte('due_on', filter.dueFrom);
    if (filter.dueTo) query = query.lte('due_on', filter.dueTo);
    if (filter.advertiserId) query = query.eq('advertiser_id', filter.advertiserId);
    if (filter.statuses) query = query.in('status', [...filter.statuses]);
    if (filter.month) {
      const range = monthRange(filter.month);
      query = query.gte('issued_on', range.from).lt('issued_on', range.to);
    }
    return query.order('number_year', { ascending: false }).order('number_seq', { ascending: false }).range(from, to) as unknown as PromiseLike<{
      data: InvoiceSummary[] | null;
      error: { message: string; code?: string } | null;
      status?: number;
    }>;
  });
}

/** One invoice with its issuer, lines and balance; null when there is none the caller may read. */
export async function getInvoiceDocument(client: Client, id: string): Promise<InvoiceDocument | null> {
  if (!isUuid(id)) return null;
  const [invoice, lines, credits] = await Promise.all([
    client.from('invoice_summaries').select(`${SUMMARY_SELECT}, issuer_legal_name, issuer_address, issuer_hst_number`).eq('id', id).maybeSingle(),
    client.from('invoice_lines').select('position, board_name, price_per_cycle_cents, discount_bp, amount_cents').eq('invoice_id', id).order('position'),
    client
      .from('credit_notes')
      .select('number, issued_on, reason, subtotal_cents, hst_cents, total_cents')
      .eq('invoice_id', id)
      .order('number_year')
      .order('number_seq'),
  ]);
  if (invoice.error) throw toDataError(invoice.error, invoice.status);
  if (lines.error) throw toDataError(lines.error, lines.status);
  if (credits.error) throw toDataError(credits.error, credits.status);
  if (!invoice.data) return null;
  return {
    ...(invoice.data as unknown as Omit<InvoiceDocument, 'lines' | 'credit_notes'>),
    lines: lines.data,
    credit_notes: credits.data as InvoiceCreditNote[],
  };
}
