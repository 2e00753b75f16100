import { useSearchParams } from 'react-router-dom';
import { statusFilterKey } from '@/config/admin-paths';
import { torontoDate } from '@shared/booking-cycles.ts';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { formatCents } from '@shared/money.ts';
import type { InvoiceStatus, InvoiceSummary } from '../api/invoices';
import { useMonthInvoices } from '../api/use-invoices';
import { adminInvoice } from '../lib/invoice-paths';
import { MONTH } from '../lib/month';
import { invoicesCsv } from '../lib/invoices-csv';
import { INVOICE_STATUS_NAMES } from '../lib/invoice-status';
import { InvoiceTable } from './invoice-table';

export const ADMIN_INVOICES_TEXT = {
  month: 'Issued in',
  allMonths: 'All months',
  thisMonth: 'This month',
  status: 'Status',
  allStatuses: 'Any status',
  export: 'Export invoices CSV',
  loading: 'Loading the invoices...',
  failed: 'Could not load the invoices: ',
  retry: 'Try Again',
  none: 'No invoices issued in this period.',
  caption: 'Invoices, newest first',
  totals: (count: number, total: string, paid: string, balance: string) => `${count} invoices in force: ${total} invoiced, ${paid} paid, ${balance} owed.`,
  overdue: (count: number) => `${count} overdue.`,
} as const;

function sum(invoices: readonly InvoiceSummary[], key: 'total_cents' | 'paid_cents' | 'balance_cents'): number {
  return invoices.reduce((s, i) => s + i[key], 0);
}

/**
 * Every invoice of a month (the URL's ?month=YYYY-MM, this month by default, or
 * all) and of a status (?status=overdue, any by default), its totals and the
 * accountant's CSV.
 */
export function AdminInvoices({ today = torontoDate(new Date()) }: { today?: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked === 'all' ? '' : asked && MONTH.test(asked) ? asked : today.slice(0, 7);
  const askedStatus = params.get(statusFilterKey);
  const status = askedStatus && askedStatus in INVOICE_STATUS_NAMES ? (askedStatus as InvoiceStatus) : null;
  const invoices = useMonthInvoices(month);
  const t = ADMIN_INVOICES_TEXT;

  const setFilter = (next: { month: string; status: InvoiceStatus | null }) =>
    setParams({ month: next.month || 'all', ...(next.status ? { [statusFilterKey]: next.status } : {}) }, { replace: true });
  const choose = (value: string) => setFilter({ month: value, status });
  const shown = (status ? invoices.data?.filter((i) => i.status === status) : invoices.data) ?? [];
  const inForce = shown.filter((i) => i.status !== 'void');

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t.month}
          <input type="month" className="ml-2 rounded border border-gray-300 px-2 py-1 font-normal" value={month} onChange={(e) => choose(e.target.value)} />
        </label>
        <Button size="sm" variant="outline" onClick={() => choose(today.slice(0, 7))}>
          {t.thisMonth}
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose('')}>
          {t.allMonths}
        </Button>
        <label className="text-sm font-semibold">
          {t.status}
          <select
            className="ml-2 rounded border border-gray-300 bg-white px-2 py-1 font-normal"
            value={status ?? ''}
            onChange={(e) => setFilter({ month, status: (e.target.value || null) as InvoiceStatus | null })}
          >
            <option value="">{t.allStatuses}</option>
            {(Object.keys(INVOICE_STATUS_NAMES) as InvoiceStatus[]).map((s) => (
              <option key={s} value={s}>
                {INVOICE_STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" disabled={shown.length === 0} onClick={() => downloadCsv(`invoices-${month || 'all'}.csv`, invoicesCsv(shown))}>
          {t.export}
        </Button>
      </div>
      <div className="mt-4 rounded-lg border border-gray-200 bg-white p-4">
        {invoices.isPending ? (
          <p className="text-sm">{t.loading}</p>
        ) : invoices.isError ? (
          <div role="alert" className="text-sm text-red-800">
            <p>
              {t.failed}
              {invoices.error.message}
            </p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void invoices.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="text-sm text-gray-700">{t.none}</p>
        ) : (
          <>
            <p className="mb-3 text-sm" data-testid="invoice-totals">
              {t.totals(
                inForce.length,
                formatCents(sum(inForce, 'total_cents')),
                formatCents(sum(inForce, 'paid_cents')),
                formatCents(sum(inForce, 'balance_cents')),
              )}{' '}
              {t.overdue(inForce.filter((i) => i.status === 'overdue').length)}
            </p>
            <InvoiceTable invoices={shown} href={adminInvoice} showAdvertiser caption={t.caption} />
          </>
        )}
      </div>
    </div>
  );
}
