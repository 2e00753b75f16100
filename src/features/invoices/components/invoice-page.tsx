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

/** One invoice to read and print; its id is the route's :invoiceId. */
export function InvoicePage() {
  return <InvoiceView id={useParams().invoiceId ?? ''} />;
}

/** One invoice to read and print, by id: the read, its waiting, failure and not-found states, and the document. */
export function InvoiceView({ id }: { id: string }) {
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
