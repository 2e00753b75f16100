import { paths } from '@/config/paths';

const withId = (pattern: string, id: string) => pattern.replace(':invoiceId', encodeURIComponent(id));

/** The route of one invoice in the advertiser's account, which the account's router wires to InvoicePage. */
export const ACCOUNT_INVOICE_ROUTE = '/account/invoices/:invoiceId';

/** One invoice on the staff's side (the invoices screen's module answers it too). */
export const ADMIN_INVOICE_ROUTE = `${paths.adminInvoices}/:invoiceId`;
export const adminInvoice = (id: string): string => withId(ADMIN_INVOICE_ROUTE, id);

/** One invoice in the advertiser's account. */
export const accountInvoice = (id: string): string => withId(ACCOUNT_INVOICE_ROUTE, id);

/** The staff's list of invoices issued in a month ('2026-11'). */
export const adminInvoicesOfMonth = (month: string): string => `${paths.adminInvoices}?month=${encodeURIComponent(month)}`;
