import { formatDay } from '@shared/booking-cycles.ts';
import { TAX } from '@shared/sale-rules.ts';
import { Button } from '@/components/ui/button';
import { formatCents } from '@shared/money.ts';
import type { InvoiceDocument as Invoice } from '../api/invoices';
import { INVOICE_STATUS_NAMES } from '../lib/invoice-status';
import { WIDE_ONLY } from '../lib/wide-only';
import { InvoiceCreditNotes } from './invoice-credit-notes';

export const INVOICE_DOCUMENT_TEXT = {
  title: 'Invoice',
  print: 'Print',
  hstNumber: 'HST registration no.',
  billTo: 'Bill to',
  number: 'Invoice no.',
  issued: 'Date issued',
  due: 'Due date',
  campaign: 'Campaign',
  cycle: 'Cycle',
  board: 'Board',
  pricePerCycle: 'Price per cycle',
  discount: 'Length discount',
  amount: 'Amount',
  subtotal: 'Subtotal',
  total: 'Total',
  credited: 'Credit notes',
  paid: 'Paid',
  balance: 'Balance due',
  status: 'Status',
  currency: 'All amounts in Canadian dollars (CAD).',
  voided: 'This invoice is void: ',
  linesCaption: 'What this invoice bills',
} as const;

// On paper only the invoice shows, on one page: whatever shell the page sits
// in (the staff's header, the account's) is hidden, not reflowed.
const PRINT_CSS = `@page { size: letter; margin: 14mm; }
@media print {
  body * { visibility: hidden; }
  .invoice-document, .invoice-document * { visibility: visible; }
  .invoice-document { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; box-shadow: none; padding: 0; font-size: 11pt; }
}`;

const percent = (bp: number) => `${(bp / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;

/** An invoice as a document to read and print: every legal field, amounts in dollars and cents. */
export function InvoiceDocumentView({ invoice }: { invoice: Invoice }) {
  const t = INVOICE_DOCUMENT_TEXT;
  const cycle = `${formatDay(invoice.cycle_starts_on)} – ${formatDay(invoice.cycle_ends_on)}`;
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex justify-end print:hidden">
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
      <article className="invoice-document rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-900 sm:p-6" aria-labelledby="invoice-title">
        {invoice.status === 'void' ? (
          <p role="note" className="mb-4 rounded border border-red-300 bg-red-50 p-2 font-semibold text-red-900">
            {t.voided}
            {invoice.void_reason}
          </p>
        ) : null}
        <header className="flex flex-wrap justify-between gap-4">
          <div>
            <p className="text-base font-bold">{invoice.issuer_legal_name}</p>
            <p>{invoice.issuer_address}</p>
            <p>
              {t.hstNumber} {invoice.issuer_hst_number}
            </p>
          </div>
          <div className="text-right">
            <h2 id="invoice-title" className="text-2xl font-bold text-ink">
              {t.title}
            </h2>
            <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3">
              <dt>{t.number}</dt>
              <dd className="font-semibold">{invoice.number}</dd>
              <dt>{t.issued}</dt>
              <dd>{formatDay(invoice.issued_on)}</dd>
              <dt>{t.due}</dt>
              <dd>{formatDay(invoice.due_on)}</dd>
              <dt>{t.status}</dt>
              <dd>{INVOICE_STATUS_NAMES[invoice.status]}</dd>
            </dl>
          </div>
        </header>

        <section aria-label={t.billTo} className="mt-6">
          <h3 className="font-semibold">{t.billTo}</h3>
          {invoice.bill_to_company ? <p>{invoice.bill_to_company}</p> : null}
          <p>{invoice.bill_to_name}</p>
          {invoice.bill_to_email ? <p>{invoice.bill_to_email}</p> : null}
          <p className="mt-2">
            {t.campaign} {invoice.campaign_reference} · {t.cycle} {cycle}
          </p>
        </section>

        <table className="mt-6 w-full text-left">
          <caption className="sr-only">{t.linesCaption}</caption>
          <thead>
            <tr className="border-b border-gray-300">
              <th scope="col" className="py-1 pr-2">
                {t.board}
              </th>
              {/* On a phone the cycle gives way: the bill-to section states it. */}
              <th scope="col" className={`py-1 pr-2 ${WIDE_ONLY}`}>
                {t.cycle}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t.pricePerCycle}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t.discount}
              </th>
              <th scope="col" className="py-1 text-right">
                {t.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.position} className="border-b border-gray-100">
                <td className="py-1 pr-2">{line.board_name}</td>
                <td className={`py-1 pr-2 ${WIDE_ONLY}`}>{cycle}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatCents(line.price_per_cycle_cents)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{percent(line.discount_bp)}</td>
                <td className="py-1 text-right tabular-nums">{formatCents(line.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <dl className="mt-4 ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
          <dt>{t.subtotal}</dt>
          <dd className="text-right">{formatCents(invoice.subtotal_cents)}</dd>
          <dt>{TAX.label}</dt>
          <dd className="text-right">{formatCents(invoice.hst_cents)}</dd>
          <dt className="font-bold">{t.total}</dt>
          <dd className="text-right font-bold">{formatCents(invoice.total_cents)}</dd>
          {invoice.status === 'void' ? (
            <>
              <dt className="font-bold">{t.status}</dt>
              <dd className="text-right font-bold">{INVOICE_STATUS_NAMES.void}</dd>
            </>
          ) : (
            <>
              {invoice.credited_cents > 0 ? (
                <>
                  <dt>{t.credited}</dt>
                  <dd className="text-right">{formatCents(-invoice.credited_cents)}</dd>
                </>
              ) : null}
              <dt>{t.paid}</dt>
              <dd className="text-right">{formatCents(invoice.paid_cents)}</dd>
              <dt className="font-bold">{t.balance}</dt>
              <dd className="text-right font-bold">{formatCents(invoice.balance_cents)}</dd>
            </>
          )}
        </dl>
        <InvoiceCreditNotes creditNotes={invoice.credit_notes} />
        <p className="mt-6 text-xs text-gray-700">{t.currency}</p>
      </article>
    </>
  );
}
