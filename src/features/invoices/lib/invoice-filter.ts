import { addDays } from '@shared/booking-cycles.ts';
import { isUuid } from '@shared/is-uuid.ts';
import { statusFilterKey } from '@/config/admin-paths';
import type { InvoiceFilter, InvoiceStatus, InvoiceSummary } from '../api/invoices';

// The staff's invoice list as the URL states it (?status=, ?due_from=,
// ?due_to=, ?advertiser=), so a filtered list can be shared, bookmarked and
// linked from the dashboard; and what its invoices owe, by when.

/** The list's statuses: open (owing, not yet late), overdue, paid, void. */
export const INVOICE_FILTER_STATUSES = {
  open: ['unpaid', 'partly_paid'],
  overdue: ['overdue'],
  paid: ['paid'],
  void: ['void'],
} as const satisfies Record<string, readonly InvoiceStatus[]>;

export type InvoiceFilterStatus = keyof typeof INVOICE_FILTER_STATUSES;

export const INVOICE_FILTER_STATUS_NAMES = { open: 'Open', overdue: 'Overdue', paid: 'Paid', void: 'Void' } as const satisfies Record<
  InvoiceFilterStatus,
  string
>;

export const INVOICE_FILTER_KEYS = { status: statusFilterKey, dueFrom: 'due_from', dueTo: 'due_to', advertiser: 'advertiser' } as const;

export interface InvoiceListFilter {
  status: InvoiceFilterStatus | null;
  dueFrom: string;
  dueTo: string;
  advertiserId: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter a URL asks for; anything malformed is left out rather than guessed. */
export function readInvoiceFilter(params: URLSearchParams): InvoiceListFilter {
  const status = params.get(INVOICE_FILTER_KEYS.status);
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const advertiser = params.get(INVOICE_FILTER_KEYS.advertiser) ?? '';
  return {
    status: status && status in INVOICE_FILTER_STATUSES ? (status as InvoiceFilterStatus) : null,
    dueFrom: day(INVOICE_FILTER_KEYS.dueFrom),
    dueTo: day(INVOICE_FILTER_KEYS.dueTo),
    advertiserId: isUuid(advertiser) ? advertiser : '',
  };
}

/** The URL's parameters for a filter: only what is set. */
export function invoiceFilterParams(filter: InvoiceListFilter): Record<string, string> {
  const entries: [string, string][] = [
    [INVOICE_FILTER_KEYS.status, filter.status ?? ''],
    [INVOICE_FILTER_KEYS.dueFrom, filter.dueFrom],
    [INVOICE_FILTER_KEYS.dueTo, filter.dueTo],
    [INVOICE_FILTER_KEYS.advertiser, filter.advertiserId],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== ''));
}

/** The read the database filters by. */
export function toInvoiceQuery(filter: InvoiceListFilter): InvoiceFilter {
  return {
    ...(filter.status ? { statuses: INVOICE_FILTER_STATUSES[filter.status] } : {}),
    ...(filter.dueFrom ? { dueFrom: filter.dueFrom } : {}),
    ...(filter.dueTo ? { dueTo: filter.dueTo } : {}),
    ...(filter.advertiserId ? { advertiserId: filter.advertiserId } : {}),
  };
}

/** Days ahead that count as due soon in the list's totals. */
export const DUE_SOON_DAYS = 30;

export interface OwedByWhen {
  overdueCents: number;
  soonCents: number;
  laterCents: number;
}

/** What the invoices in force owe, split: already overdue, due within DUE_SOON_DAYS of today, due later. */
export function owedByWhen(invoices: readonly InvoiceSummary[], today: string): OwedByWhen {
  const soonEnd = addDays(today, DUE_SOON_DAYS);
  const owed = { overdueCents: 0, soonCents: 0, laterCents: 0 };
  for (const invoice of invoices) {
    if (invoice.status === 'void' || invoice.balance_cents <= 0) continue;
    if (invoice.status === 'overdue' || invoice.due_on < today) owed.overdueCents += invoice.balance_cents;
    else if (invoice.due_on <= soonEnd) owed.soonCents += invoice.balance_cents;
    else owed.laterCents += invoice.balance_cents;
  }
  return owed;
}
