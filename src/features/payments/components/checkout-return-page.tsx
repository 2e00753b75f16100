import { formatCents } from '@shared/money.ts';
import { accountCampaign } from '@/config/account-paths';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { useCheckoutReceipt, type CheckoutReceipt } from '../api/checkout-receipt';
import { formatPaidOn } from '../lib/payment-state';

export const CHECKOUT_RETURN_TEXT = {
  loading: 'Loading your payment...',
  failedHeading: 'Your payment',
  failed: 'Your payment could not be loaded: ',
  paidHeading: 'Thank you for your payment',
  confirmingHeading: 'Thank you! Your payment is being confirmed',
  confirming: 'Stripe has sent you back to us; this page updates on its own as soon as your payment is recorded.',
  slow: 'This is taking longer than usual. Your payment shows in your account once it is confirmed; reload this page to check again.',
  expiredHeading: 'This payment was not completed',
  expired: 'The payment page expired before it was paid. You can pay the deposit from your account.',
  unknownHeading: 'We could not find this payment',
  unknown: 'This link does not match a payment made on our site. If you paid, the payment shows in your account.',
  facts: 'Your payment',
  amount: 'Amount',
  paidFor: 'Paid for',
  depositOf: (reference: string) => `The deposit of campaign ${reference}`,
  invoiceOf: (number: string, reference: string) => `Invoice ${number} of campaign ${reference}`,
  method: 'Method',
  date: 'Date',
  refunded: 'Refunded since',
  balance: 'Balance left on the campaign',
  signInWhy: 'Sign in to see your campaign, its invoices and its artwork.',
  signIn: 'Sign in to your account',
  seeCampaign: 'See your campaign',
} as const;

/** Who is looking, as the app's auth provider says; the receipt itself needs no sign-in. */
export type ReturnViewer = 'loading' | 'signedOut' | 'signedIn';

export interface CheckoutReturnPageProps {
  /** The Checkout Session's id from the URL Stripe sent the payer back to. */
  sessionId: string;
  viewer: ReturnViewer;
}

/**
 * Where Stripe Checkout sends the payer back: thanks them and shows that
 * payment (amount, what it paid, method, date, the balance left when known),
 * signed in or not, since the session's id proves it. Until Stripe's event
 * is recorded it says the payment is being confirmed and reads again.
 */
export function CheckoutReturnPage({ sessionId, viewer }: CheckoutReturnPageProps) {
  const { query: receipt, stoppedWaiting } = useCheckoutReceipt(sessionId);
  if (sessionId !== '' && receipt.isPending) {
    return (
      <p role="status" className="flex min-h-[40vh] items-center justify-center text-gray-600">
        {CHECKOUT_RETURN_TEXT.loading}
      </p>
    );
  }
  if (receipt.isError) {
    return (
      <>
        <h1 className="text-2xl font-bold text-ink">{CHECKOUT_RETURN_TEXT.failedHeading}</h1>
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {CHECKOUT_RETURN_TEXT.failed}
          {receipt.error.message}
        </p>
        <AccountLink viewer={viewer} campaignId={null} />
      </>
    );
  }
  const data = receipt.data ?? null;
  if (!data) {
    return (
      <>
        <h1 className="text-2xl font-bold text-ink">{CHECKOUT_RETURN_TEXT.unknownHeading}</h1>
        <p className="mt-3 text-gray-700">{CHECKOUT_RETURN_TEXT.unknown}</p>
        <AccountLink viewer={viewer} campaignId={null} />
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{HEADINGS[data.state]}</h1>
      {data.state === 'confirming' ? (
        <p role="status" className="mt-3 text-gray-700">
          {stoppedWaiting ? CHECKOUT_RETURN_TEXT.slow : CHECKOUT_RETURN_TEXT.confirming}
        </p>
      ) : null}
      {data.state === 'expired' ? <p className="mt-3 text-gray-700">{CHECKOUT_RETURN_TEXT.expired}</p> : null}
      {data.state === 'expired' ? null : <ReceiptFacts receipt={data} />}
      <AccountLink viewer={viewer} campaignId={data.campaignId} />
    </>
  );
}

const HEADINGS: Record<CheckoutReceipt['state'], string> = {
  paid: CHECKOUT_RETURN_TEXT.paidHeading,
  confirming: CHECKOUT_RETURN_TEXT.confirmingHeading,
  expired: CHECKOUT_RETURN_TEXT.expiredHeading,
};

function ReceiptFacts({ receipt }: { receipt: CheckoutReceipt }) {
  const rows: [string, string][] = [
    [CHECKOUT_RETURN_TEXT.amount, formatCents(receipt.amountCents)],
    [
      CHECKOUT_RETURN_TEXT.paidFor,
      receipt.invoiceNumber ? CHECKOUT_RETURN_TEXT.invoiceOf(receipt.invoiceNumber, receipt.reference) : CHECKOUT_RETURN_TEXT.depositOf(receipt.reference),
    ],
  ];
  if (receipt.method) rows.push([CHECKOUT_RETURN_TEXT.method, paymentMethodLabel(receipt.method)]);
  if (receipt.paidAt) rows.push([CHECKOUT_RETURN_TEXT.date, formatPaidOn(receipt.paidAt)]);
  if (receipt.refundedCents) rows.push([CHECKOUT_RETURN_TEXT.refunded, formatCents(receipt.refundedCents)]);
  if (receipt.balanceCents !== null) rows.push([CHECKOUT_RETURN_TEXT.balance, formatCents(receipt.balanceCents)]);
  return (
    <section aria-labelledby="checkout-receipt" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="checkout-receipt" className="text-lg font-semibold text-ink">
        {CHECKOUT_RETURN_TEXT.facts}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-gray-800">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Signed out: "Sign in to your account", to the campaign (its sign-in, then the campaign); signed in: the campaign itself. */
function AccountLink({ viewer, campaignId }: { viewer: ReturnViewer; campaignId: string | null }) {
  if (viewer === 'loading') return null;
  const to = campaignId ? accountCampaign(campaignId) : paths.account;
  if (viewer === 'signedIn') {
    return (
      <p className="mt-6">
        <ButtonLink to={to}>{CHECKOUT_RETURN_TEXT.seeCampaign}</ButtonLink>
      </p>
    );
  }
  return (
    <div className="mt-6 space-y-3">
      <p className="text-gray-700">{CHECKOUT_RETURN_TEXT.signInWhy}</p>
      <p>
        <ButtonLink to={to}>{CHECKOUT_RETURN_TEXT.signIn}</ButtonLink>
      </p>
    </div>
  );
}
