import { useParams } from 'react-router-dom';
import { InvoicePage } from '@/features/invoices/components/invoice-page';
import { adminInvoice } from '@/features/invoices/lib/invoice-paths';
import { AdminPage } from '../../admin-page';

export function Component() {
  const id = useParams().invoiceId ?? '';
  return (
    <AdminPage title="Invoice" description="One invoice, to read and print." path={adminInvoice(id)}>
      <InvoicePage />
    </AdminPage>
  );
}
