import { accountInvoice } from '@/config/account-paths';
import { paths } from '@/config/paths';

export { adminInvoice } from '@/config/admin-paths';

/** One invoice on the staff's side (the invoices screen's module answers it too). */
export const ADMIN_INVOICE_ROUTE = `${paths.adminInvoices}/:invoiceId`;

/** One invoice in the advertiser's account (its URL made with the account's others). */
export { accountInvoice };

/** The staff's list of invoices issued in a month ('2026-11'). */
export const adminInvoicesOfMonth = (month: string): string => `${paths.adminInvoices}?month=${encodeURIComponent(month)}`;
