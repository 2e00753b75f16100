import { paths } from '@/config/paths';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { AdminPage } from '../../admin-page';

export function Component() {
  return (
    <AdminPage title="Invoices" description="Every invoice: paid, partly paid and overdue, by month, and the accountant's CSV." path={paths.adminInvoices} wide>
      <AdminInvoices />
    </AdminPage>
  );
}
