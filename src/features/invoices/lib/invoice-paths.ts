import { paths, routePatterns } from '@/config/paths';

const withId = (pattern: string, id: string) => pattern.replace(':invoiceId', encodeURIComponent(id));

/** One invoice on the staff's side. */
export const adminInvoice = (id: string): string => withId(routePatterns.adminInvoice, id);

/** One invoice in the advertiser's account. */
export const accountInvoice = (id: string): string => withId(routePatterns.accountInvoice, id);

/** The staff's list of invoices issued in a month ('2026-11'). */
export const adminInvoicesOfMonth = (month: string): string => `${paths.adminInvoices}?month=${encodeURIComponent(month)}`;
