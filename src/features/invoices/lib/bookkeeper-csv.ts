import { csvAmount, csvLocalTime, csvSignedAmount, csvTimeHeader, toCsv, type CsvValue } from '@/lib/csv';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import type { InvoiceSummary } from '../api/invoices';
import type { LedgerCreditNote, LedgerPayment } from '../api/ledger-payments';
import { billedTo } from './invoices-csv';
import { INVOICE_STATUS_NAMES } from './invoice-status';

// The bookkeeper's one export: the invoices shown, their credit notes, and
// every payment and refund of their campaigns, in one sheet as accounting
// software imports them. Days and times on the office's clock with the zone
// named, amounts in dollars with two decimals (a refund, and a credit note's
// subtotal, HST and total, negative: they take money off). A credit note's
// reference is the invoice it credits. A void invoice keeps its row, paid and
// owing nothing, its status saying so.
export const BOOKKEEPER_CSV_HEADER = [
  'Type',
  'Number',
  csvTimeHeader('Date'),
  'Due',
  'Advertiser',
  'Campaign',
  'Subtotal (CAD)',
  'HST (CAD)',
  'Total (CAD)',
  'Paid (CAD)',
  'Balance (CAD)',
  'Status',
  'Method',
  'Reference',
] as const;

export const BOOKKEEPER_ROW_TYPES = { invoice: 'Invoice', creditNote: 'Credit note', payment: 'Payment', refund: 'Refund' } as const;

function invoiceRow(invoice: InvoiceSummary): string[] {
  const isVoid = invoice.status === 'void';
  return [
    BOOKKEEPER_ROW_TYPES.invoice,
    invoice.number,
    invoice.issued_on,
    invoice.due_on,
    billedTo(invoice),
    invoice.campaign_reference,
    csvAmount(invoice.subtotal_cents),
    csvAmount(invoice.hst_cents),
    csvAmount(invoice.total_cents),
    isVoid ? '' : csvAmount(invoice.paid_cents),
    isVoid ? '' : csvAmount(invoice.balance_cents),
    INVOICE_STATUS_NAMES[invoice.status],
    '',
    '',
  ];
}

function creditNoteRow(note: LedgerCreditNote, invoice: InvoiceSummary | undefined): CsvValue[] {
  return [
    BOOKKEEPER_ROW_TYPES.creditNote,
    note.number,
    note.issued_on,
    '',
    invoice ? billedTo(invoice) : '',
    invoice?.campaign_reference ?? '',
    csvSignedAmount(-note.subtotal_cents),
    csvSignedAmount(-note.hst_cents),
    csvSignedAmount(-note.total_cents),
    '',
    '',
    '',
    '',
    invoice?.number ?? '',
  ];
}

function paymentRow(payment: LedgerPayment, invoice: InvoiceSummary | undefined): CsvValue[] {
  return [
    payment.amount_cents < 0 ? BOOKKEEPER_ROW_TYPES.refund : BOOKKEEPER_ROW_TYPES.payment,
    '',
    csvLocalTime(payment.paid_at),
    '',
    invoice ? billedTo(invoice) : '',
    invoice?.campaign_reference ?? '',
    '',
    '',
    csvSignedAmount(payment.amount_cents),
    '',
    '',
    '',
    PAYMENT_METHOD_LABELS[payment.method],
    payment.reference ?? '',
  ];
}

/**
 * Invoices oldest number first, then their credit notes oldest number first,
 * then the payments and refunds oldest first: the order a bookkeeper enters them.
 */
export function bookkeeperCsv(invoices: readonly InvoiceSummary[], payments: readonly LedgerPayment[], creditNotes: readonly LedgerCreditNote[] = []): string {
  const ordered = [...invoices].sort((a, b) => a.number_year - b.number_year || a.number_seq - b.number_seq);
  const byCampaign = new Map(ordered.map((invoice) => [invoice.campaign_key, invoice]));
  const byId = new Map(ordered.map((invoice) => [invoice.id, invoice]));
  const credited = [...creditNotes].sort((a, b) => a.number_year - b.number_year || a.number_seq - b.number_seq);
  const paid = [...payments].sort((a, b) => a.paid_at.localeCompare(b.paid_at) || a.id.localeCompare(b.id));
  return toCsv(BOOKKEEPER_CSV_HEADER, [
    ...ordered.map(invoiceRow),
    ...credited.map((n) => creditNoteRow(n, byId.get(n.invoice_id))),
    ...paid.map((p) => paymentRow(p, byCampaign.get(p.campaign_key))),
  ]);
}
