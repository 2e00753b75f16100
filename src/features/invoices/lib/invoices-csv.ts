import { csvAmount, toCsv } from '@/lib/csv';
import type { InvoiceSummary } from '../api/invoices';
import { INVOICE_STATUS_NAMES } from './invoice-status';

// One row per invoice for the accountant: amounts as plain numbers a
// spreadsheet sums, dates as YYYY-MM-DD. A void invoice keeps its row (its
// number is in the sequence) with its status saying so; it is paid nothing
// and owes nothing.
export const INVOICE_CSV_HEADER = [
  'Number',
  'Date',
  'Advertiser',
  'Subtotal (CAD)',
  'HST (CAD)',
  'Total (CAD)',
  'Paid (CAD)',
  'Balance (CAD)',
  'Status',
  'Campaign',
] as const;

/** The advertiser as billed: the company, else the contact's name. */
export const billedTo = (invoice: Pick<InvoiceSummary, 'bill_to_company' | 'bill_to_name'>): string => invoice.bill_to_company ?? invoice.bill_to_name;

export function invoiceCsvRow(invoice: InvoiceSummary): string[] {
  return [
    invoice.number,
    invoice.issued_on,
    billedTo(invoice),
    csvAmount(invoice.subtotal_cents),
    csvAmount(invoice.hst_cents),
    csvAmount(invoice.total_cents),
    csvAmount(invoice.paid_cents),
    csvAmount(invoice.balance_cents),
    INVOICE_STATUS_NAMES[invoice.status],
    invoice.campaign_reference,
  ];
}

/** Oldest number first, as an accountant enters them. */
export function invoicesCsv(invoices: readonly InvoiceSummary[]): string {
  const ordered = [...invoices].sort((a, b) => a.number_year - b.number_year || a.number_seq - b.number_seq);
  return toCsv(INVOICE_CSV_HEADER, ordered.map(invoiceCsvRow));
}
