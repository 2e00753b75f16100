import { accountInvoice } from '@/config/account-paths';
import { paths } from '@/config/paths';

/** One invoice on the staff's side (the invoices screen's module answers it too). */
export const ADMIN_INVOICE_ROUTE = `${paths.adminInvoices}/:invoiceId`;
/**
 * Its URL. The invoice sections share a chunk with the advertiser's pages, so
 * they make it here rather than import config/admin-paths (the dashboard's
 * way), which would add a chunk to every public page's route table.
 */
export const adminInvoice = (id: string): string => ADMIN_INVOICE_ROUTE.replace(':invoiceId', encodeURIComponent(id));

/** One invoice in the advertiser's account (its URL made with the account's others). */
export { accountInvoice };
