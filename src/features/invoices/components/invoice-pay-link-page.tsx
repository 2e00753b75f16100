import { useState } from 'react';
import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import { Button } from '@/components/ui/button';
import { payLinkCheckoutUrl } from '@/lib/online-payment';
import { usePayLinkInvoice } from '../api/invoice-pay-link';

export const PAY_LINK_TEXT = {
  loading: 'Loading your invoice...',
  failed: 'Your invoice could not be loaded: ',
  unknownHeading: 'We could not find this invoice',
  unknown: 'This payment link does not match an invoice. Please use the link in your latest invoice e-mail, or sign in to your account.',
  heading: (number: string) => `Invoice ${number}`,
  reference: (reference: string) => `Campaign ${reference}`,
  total: 'Amount (HST included)',
  due: 'Due on',
  left: 'Left to pay',
  pay: 'Pay this invoice',
  opening: 'Opening the payment page...',
  payFailed: 'The payment page could not be opened: ',
  paid: 'This invoice is paid in full: there is nothing to pay.',
  void: 'This invoice is void: there is nothing to pay on it.',
} as const;

/**
 * An invoice e-mail's pay link: the invoice its token names, and "Pay this
 * invoice" (Stripe Checkout for its balance, never more), signed in or not.
 * Stripe then sends the payer to the thank-you page.
 */
export function InvoicePayLinkPage({ token }: { token: string }) {
  const invoice = usePayLinkInvoice(token);
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (invoice.isPending && token !== '') {
    return (
      <p role="status" className="flex min-h-[40vh] items-center justify-center text-gray-600">
        {PAY_LINK_TEXT.loading}
      </p>
    );
  }
  if (invoice.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        {PAY_LINK_TEXT.failed}
        {invoice.error.message}
      </p>
    );
  }
  const data = invoice.data ?? null;
  if (!data) {
    return (
      <>
        <h1 className="text-2xl font-bold text-ink">{PAY_LINK_TEXT.unknownHeading}</h1>
        <p className="mt-3 text-gray-700">{PAY_LINK_TEXT.unknown}</p>
      </>
    );
  }

  async function pay() {
    setOpening(true);
    setProblem(null);
    try {
      window.location.assign(await payLinkCheckoutUrl(token));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      setOpening(false);
    }
  }

  const owed = data.status !== 'void' && data.status !== 'paid' && data.balance_cents > 0;
  const rows: [string, string][] = [
    [PAY_LINK_TEXT.total, formatCents(data.total_cents)],
    [PAY_LINK_TEXT.due, formatDay(data.due_on)],
    [PAY_LINK_TEXT.left, formatCents(data.balance_cents)],
  ];
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{PAY_LINK_TEXT.heading(data.number)}</h1>
      <p className="mt-1 text-gray-700">{PAY_LINK_TEXT.reference(data.reference)}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-gray-800">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {owed ? (
        <p className="mt-6">
          <Button onClick={() => void pay()} disabled={opening}>
            {opening ? PAY_LINK_TEXT.opening : PAY_LINK_TEXT.pay}
          </Button>
        </p>
      ) : (
        <p role="status" className="mt-6 text-gray-700">
          {data.status === 'void' ? PAY_LINK_TEXT.void : PAY_LINK_TEXT.paid}
        </p>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {PAY_LINK_TEXT.payFailed}
          {problem}
        </p>
      ) : null}
    </>
  );
}
