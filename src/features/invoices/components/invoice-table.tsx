import { Link } from 'react-router-dom';
import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import type { InvoiceSummary } from '../api/invoices';
import { billedTo } from '../lib/invoices-csv';
import { WIDE_ONLY } from '../lib/wide-only';
import { InvoiceStatusBadge } from './invoice-status-badge';

export const INVOICE_TABLE_TEXT = {
  number: 'Invoice',
  issued: 'Issued',
  advertiser: 'Advertiser',
  cycle: 'Cycle',
  due: 'Due',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance',
  status: 'Status',
  /** A void invoice's paid and balance cells: it is neither paid nor owed. */
  notApplicable: '—',
} as const;

export interface InvoiceTableProps {
  invoices: readonly InvoiceSummary[];
  /** Where an invoice's number links: the staff's page or the advertiser's. */
  href: (id: string) => string;
  /** The staff's list names the advertiser; a campaign's own list need not. */
  showAdvertiser?: boolean;
  caption: string;
}

// On a phone, when issued, the cycle, the total and what was paid give way (WIDE_ONLY):
// the balance says what is left, the invoice itself the rest.

/** Invoices as rows: number (a link to the invoice), dates, amounts in dollars and cents, status. */
export function InvoiceTable({ invoices, href, showAdvertiser = false, caption }: InvoiceTableProps) {
  const t = INVOICE_TABLE_TEXT;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-700">
            <th scope="col" className="py-2 pr-2 sm:pr-3">
              {t.number}
            </th>
            <th scope="col" className={`py-2 pr-2 sm:pr-3 ${WIDE_ONLY}`}>
              {t.issued}
            </th>
            {showAdvertiser ? (
              <th scope="col" className="py-2 pr-2 sm:pr-3">
                {t.advertiser}
              </th>
            ) : null}
            <th scope="col" className={`py-2 pr-2 sm:pr-3 ${WIDE_ONLY}`}>
              {t.cycle}
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3">
              {t.due}
            </th>
            <th scope="col" className={`py-2 pr-2 sm:pr-3 text-right ${WIDE_ONLY}`}>
              {t.total}
            </th>
            <th scope="col" className={`py-2 pr-2 sm:pr-3 text-right ${WIDE_ONLY}`}>
              {t.paid}
            </th>
            <th scope="col" className="py-2 pr-2 sm:pr-3 text-right">
              {t.balance}
            </th>
            <th scope="col" className="py-2">
              {t.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-gray-100">
              <th scope="row" className="py-2 pr-2 sm:pr-3 font-semibold">
                <Link className="underline" to={href(invoice.id)}>
                  {invoice.number}
                </Link>
              </th>
              <td className={`py-2 pr-2 sm:pr-3 whitespace-nowrap ${WIDE_ONLY}`}>{formatDay(invoice.issued_on)}</td>
              {showAdvertiser ? <td className="py-2 pr-2 sm:pr-3">{billedTo(invoice)}</td> : null}
              <td className={`py-2 pr-2 sm:pr-3 whitespace-nowrap ${WIDE_ONLY}`}>
                {formatDay(invoice.cycle_starts_on)} – {formatDay(invoice.cycle_ends_on)}
              </td>
              <td className="py-2 pr-2 sm:pr-3">{formatDay(invoice.due_on)}</td>
              <td className={`py-2 pr-2 sm:pr-3 text-right tabular-nums ${WIDE_ONLY}`}>{formatCents(invoice.total_cents)}</td>
              <td className={`py-2 pr-2 sm:pr-3 text-right tabular-nums ${WIDE_ONLY}`}>
                {invoice.status === 'void' ? t.notApplicable : formatCents(invoice.paid_cents)}
              </td>
              <td className="py-2 pr-2 sm:pr-3 text-right tabular-nums">{invoice.status === 'void' ? t.notApplicable : formatCents(invoice.balance_cents)}</td>
              <td className="py-2">
                <InvoiceStatusBadge status={invoice.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
