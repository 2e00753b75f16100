import { useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useInvoiceDocument } from '../api/use-invoices';
import { InvoiceDocumentView } from './invoice-document';

export const INVOICE_PAGE_TEXT = {
  loading: 'Loading the invoice...',
  failed: 'Could not load the invoice: ',
  retry: 'Try Again',
  notFound: 'No invoice here: it does not exist, or it is not one of yours.',
} as const;

/** One invoice to read and print; its id is the route's :invoiceId (the staff's route and the advertiser's alike). */
export function InvoicePage() {
  const id = useParams().invoiceId ?? '';
  const invoice = useInvoiceDocument(id);
  const t = INVOICE_PAGE_TEXT;
  if (invoice.isPending) return <p>{t.loading}</p>;
  if (invoice.isError)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {t.failed}
          {invoice.error.message}
        </p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void invoice.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  if (!invoice.data) return <p>{t.notFound}</p>;
  return <InvoiceDocumentView invoice={invoice.data} />;
}
