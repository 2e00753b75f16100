import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { InvoiceView } from '@/features/invoices/components/invoice-page';
import { adminInvoice } from '@/config/admin-paths';
import { AdminPage } from '../../admin-page';
import { Component as AdminNotFound } from './not-found';

export const INVOICES_ROUTE_TEXT = {
  title: 'Invoices',
  description: "Every invoice: open, overdue, paid or void, by due date and advertiser, and the bookkeeper's CSV.",
  invoiceTitle: 'Invoice',
  invoiceDescription: 'One invoice, to read and print.',
} as const;

/**
 * /admin/invoices (every invoice) and /admin/invoices/<id> (one, to print),
 * told apart by the route's splat rather than descendant routes, whose code
 * would join the router every page loads.
 */
export function Component() {
  const rest = useParams()['*'] ?? '';
  if (rest === '')
    return (
      <AdminPage title={INVOICES_ROUTE_TEXT.title} description={INVOICES_ROUTE_TEXT.description} path={paths.adminInvoices} wide>
        <AdminInvoices />
      </AdminPage>
    );
  if (rest.includes('/')) return <AdminNotFound />;
  return (
    <AdminPage title={INVOICES_ROUTE_TEXT.invoiceTitle} description={INVOICES_ROUTE_TEXT.invoiceDescription} path={adminInvoice(rest)}>
      <InvoiceView id={rest} />
    </AdminPage>
  );
}
