import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import { TAX } from '@shared/sale-rules.ts';
import type { InvoiceCreditNote } from '../api/invoices';

export const INVOICE_CREDIT_NOTES_TEXT = {
  heading: 'Credit notes against this invoice',
  number: 'Credit note no.',
  date: 'Date',
  reason: 'Reason',
  subtotal: 'Subtotal',
  total: 'Total',
} as const;

/** The printable invoice's credit notes (each refund of money that paid it), with their HST, as the bookkeeper reconciles them. */
export function InvoiceCreditNotes({ creditNotes }: { creditNotes: readonly InvoiceCreditNote[] }) {
  if (creditNotes.length === 0) return null;
  const t = INVOICE_CREDIT_NOTES_TEXT;
  return (
    <section aria-labelledby="invoice-credit-notes" className="mt-6">
      <h2 id="invoice-credit-notes" className="text-base font-semibold">
        {t.heading}
      </h2>
      <ul className="mt-2 space-y-2">
        {creditNotes.map((n) => (
          <li key={n.number} className="border-b border-gray-100 pb-2">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 tabular-nums">
              <dt>{t.number}</dt>
              <dd className="text-right">{n.number}</dd>
              <dt>{t.date}</dt>
              <dd className="text-right">{formatDay(n.issued_on)}</dd>
              <dt>{t.reason}</dt>
              <dd className="text-right">{n.reason}</dd>
              <dt>{t.subtotal}</dt>
              <dd className="text-right">{formatCents(n.subtotal_cents)}</dd>
              <dt>{TAX.label}</dt>
              <dd className="text-right">{formatCents(n.hst_cents)}</dd>
              <dt>{t.total}</dt>
              <dd className="text-right">{formatCents(n.total_cents)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
