import type { SupabaseClient } from '@supabase/supabase-js';
import { toDataError } from '@/lib/to-data-error';
import type { Database, Enums } from '@/types/database';

type Client = SupabaseClient<Database>;

/** A payment (positive) or refund (negative) as the bookkeeper's export reads it. */
export interface LedgerPayment {
  id: string;
  campaign_key: string;
  amount_cents: number;
  method: Enums<'payment_method'>;
  reference: string | null;
  paid_at: string;
}

// Keeps each request's URL short: the ids travel in the query string.
const KEYS_PER_REQUEST = 100;

/** Every payment and refund of these campaigns (by the key their invoices keep), under the caller's row-level security. */
export async function listLedgerPayments(client: Client, campaignKeys: readonly string[]): Promise<LedgerPayment[]> {
  const keys = [...new Set(campaignKeys)];
  const batches = Array.from({ length: Math.ceil(keys.length / KEYS_PER_REQUEST) }, (_, i) => keys.slice(i * KEYS_PER_REQUEST, (i + 1) * KEYS_PER_REQUEST));
  const reads = await Promise.all(
    batches.map((batch) =>
      client.from('payments').select('id, campaign_key, amount_cents, method, reference, paid_at').in('campaign_key', batch).order('paid_at'),
    ),
  );
  return reads.flatMap((read) => {
    if (read.error) throw toDataError(read.error, read.status);
    return read.data as LedgerPayment[];
  });
}

/** A credit note as the bookkeeper's export reads it: what it takes off which invoice, with its HST. */
export interface LedgerCreditNote {
  id: string;
  number: string;
  number_year: number;
  number_seq: number;
  invoice_id: string;
  issued_on: string;
  subtotal_cents: number;
  hst_cents: number;
  total_cents: number;
}

/** Every credit note of these invoices, under the caller's row-level security. */
export async function listLedgerCreditNotes(client: Client, invoiceIds: readonly string[]): Promise<LedgerCreditNote[]> {
  const ids = [...new Set(invoiceIds)];
  const batches = Array.from({ length: Math.ceil(ids.length / KEYS_PER_REQUEST) }, (_, i) => ids.slice(i * KEYS_PER_REQUEST, (i + 1) * KEYS_PER_REQUEST));
  const reads = await Promise.all(
    batches.map((batch) =>
      client
        .from('credit_notes')
        .select('id, number, number_year, number_seq, invoice_id, issued_on, subtotal_cents, hst_cents, total_cents')
        .in('invoice_id', batch)
        .order('number_year')
        .order('number_seq'),
    ),
  );
  return reads.flatMap((read) => {
    if (read.error) throw toDataError(read.error, read.status);
    return read.data as LedgerCreditNote[];
  });
}
