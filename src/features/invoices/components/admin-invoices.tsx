import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { torontoDate } from '@shared/booking-cycles.ts';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { formatCents } from '@shared/money.ts';
import type { InvoiceSummary } from '../api/invoices';
import { readLedgerCreditNotes, readLedgerPayments, useAdvertiserOptions, useInvoiceList } from '../api/use-invoices';
import { adminInvoice } from '../lib/invoice-paths';
import { bookkeeperCsv } from '../lib/bookkeeper-csv';
import {
  DUE_SOON_DAYS,
  INVOICE_FILTER_STATUS_NAMES,
  invoiceFilterParams,
  owedByWhen,
  readInvoiceFilter,
  toInvoiceQuery,
  type InvoiceFilterStatus,
  type InvoiceListFilter,
} from '../lib/invoice-filter';
import { InvoiceTable } from './invoice-table';

export const ADMIN_INVOICES_TEXT = {
  status: 'Status',
  allStatuses: 'Any status',
  dueFrom: 'Due from',
  dueTo: 'Due to',
  advertiser: 'Advertiser',
  allAdvertisers: 'Every advertiser',
  clear: 'Clear filters',
  export: 'Export for the bookkeeper (CSV)',
  exporting: 'Preparing the CSV...',
  exportFailed: 'Could not read the payments for the CSV: ',
  loading: 'Loading the invoices...',
  failed: 'Could not load the invoices: ',
  retry: 'Try Again',
  none: 'No invoices match these filters.',
  caption: 'Invoices, newest first',
  totals: (count: number, total: string, paid: string) => `${count} invoices in force: ${total} invoiced, ${paid} paid.`,
  owed: (overdue: string, soon: string, later: string) => `Owed: ${overdue} overdue, ${soon} due in the next ${DUE_SOON_DAYS} days, ${later} due later.`,
} as const;

function sum(invoices: readonly InvoiceSummary[], key: 'total_cents' | 'paid_cents'): number {
  return invoices.reduce((s, i) => s + i[key], 0);
}

const field = 'ml-2 rounded border border-gray-300 bg-white px-2 py-1 font-normal';

/**
 * Every invoice the URL's filters keep (status, due dates, advertiser; all by
 * default), what they owe by when, and the bookkeeper's CSV of them with
 * their campaigns' payments.
 */
export function AdminInvoices({ today = torontoDate(new Date()) }: { today?: string }) {
  const [params, setParams] = useSearchParams();
  const filter = readInvoiceFilter(params);
  const invoices = useInvoiceList(toInvoiceQuery(filter));
  const advertisers = useAdvertiserOptions();
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const t = ADMIN_INVOICES_TEXT;

  const setFilter = (next: Partial<InvoiceListFilter>) => setParams(invoiceFilterParams({ ...filter, ...next }), { replace: true });
  const shown = invoices.data ?? [];
  const inForce = shown.filter((i) => i.status !== 'void');
  const owed = owedByWhen(inForce, today);

  async function exportCsv() {
    setExporting(true);
    setExportProblem(null);
    try {
      const [payments, creditNotes] = await Promise.all([readLedgerPayments(shown.map((i) => i.campaign_key)), readLedgerCreditNotes(shown.map((i) => i.id))]);
      downloadCsv(`invoices-${today}.csv`, bookkeeperCsv(shown, payments, creditNotes));
    } catch (err) {
      setExportProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold">
          {t.status}
          <select className={field} value={filter.status ?? ''} onChange={(e) => setFilter({ status: (e.target.value || null) as InvoiceFilterStatus | null })}>
            <option value="">{t.allStatuses}</option>
            {(Object.keys(INVOICE_FILTER_STATUS_NAMES) as InvoiceFilterStatus[]).map((s) => (
              <option key={s} value={s}>
                {INVOICE_FILTER_STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold">
          {t.dueFrom}
          <input type="date" className={field} value={filter.dueFrom} onChange={(e) => setFilter({ dueFrom: e.target.value })} />
        </label>
        <label className="text-sm font-semibold">
          {t.dueTo}
          <input type="date" className={field} value={filter.dueTo} onChange={(e) => setFilter({ dueTo: e.target.value })} />
        </label>
        <label className="text-sm font-semibold">
          {t.advertiser}
          <select className={field} value={filter.advertiserId} onChange={(e) => setFilter({ advertiserId: e.target.value })}>
            <option value="">{t.allAdvertisers}</option>
            {(advertisers.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <Button size="sm" variant="outline" onClick={() => setParams({}, { replace: true })}>
          {t.clear}
        </Button>
        <Button size="sm" disabled={shown.length === 0 || exporting} onClick={() => void exportCsv()}>
          {exporting ? t.exporting : t.export}
        </Button>
      </div>
      {exportProblem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t.exportFailed}
          {exportProblem}
        </p>
      ) : null}
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
            <div className="mb-3 text-sm" data-testid="invoice-totals">
              <p>{t.totals(inForce.length, formatCents(sum(inForce, 'total_cents')), formatCents(sum(inForce, 'paid_cents')))}</p>
              <p>{t.owed(formatCents(owed.overdueCents), formatCents(owed.soonCents), formatCents(owed.laterCents))}</p>
            </div>
            <InvoiceTable invoices={shown} href={adminInvoice} showAdvertiser caption={t.caption} />
          </>
        )}
      </div>
    </div>
  );
}
