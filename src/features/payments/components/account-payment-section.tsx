import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatCents } from '@shared/money.ts';
import { TAX } from '@shared/sale-rules.ts';
import { depositCheckoutUrl, useCampaignPayments, type PaymentRow } from '../api/campaign-payments';
import { formatDeadline, formatPaidOn, paymentState } from '../lib/payment-state';

export const ACCOUNT_PAYMENT_TEXT = {
  heading: 'Deposit',
  loading: 'Loading your deposit...',
  failed: 'Could not load your deposit: ',
  amount: (subtotal: string, hst: string, total: string) => `${subtotal} plus ${TAX.label} ${hst}: ${total}`,
  notPaid: 'Not paid yet.',
  dueBy: (when: string) => `Please pay by ${when}: a booking with no payment by then is released.`,
  pay: 'Pay the deposit',
  opening: 'Opening the payment page...',
  paid: 'Paid. Thank you.',
  receipt: (amount: string, method: string, on: string) => `Received ${amount} (${method}) on ${on}.`,
  refund: (amount: string, method: string, on: string) => `Refunded ${amount} (${method}) on ${on}.`,
  thanks: 'Thank you! Your payment is being confirmed; this page updates on its own.',
  released: 'The deposit was not paid in time, so these dates were released. Call or write to us to book again.',
  nothingDue: 'No deposit is due for this campaign.',
} as const;

/**
 * The advertiser's deposit on their campaign page: the amount with its HST,
 * whether it is paid, every payment and refund whatever the campaign's state
 * (a cancelled one included), and "Pay the deposit", which asks for a fresh
 * Checkout link each time (an old one may have expired). Checkout now sends
 * the payer to its own return page; a session made before that comes back
 * here with ?paid=1, and is thanked and read again until the webhook has
 * recorded the payment.
 */
export function AccountPaymentSection({ campaignId }: { campaignId: string }) {
  const [params] = useSearchParams();
  const returned = params.get('paid') === '1';
  const payments = useCampaignPayments(campaignId, { poll: returned });
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const data = payments.data;
  const state = data ? paymentState(data) : null;

  async function pay() {
    setOpening(true);
    setProblem(null);
    try {
      window.location.assign(await depositCheckoutUrl(campaignId));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      setOpening(false);
    }
  }

  return (
    <section aria-labelledby="account-deposit" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="account-deposit" className="text-lg font-semibold text-ink">
        {ACCOUNT_PAYMENT_TEXT.heading}
      </h2>
      {payments.isPending ? <p className="mt-2 text-sm">{ACCOUNT_PAYMENT_TEXT.loading}</p> : null}
      {payments.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {ACCOUNT_PAYMENT_TEXT.failed}
          {payments.error.message}
        </p>
      ) : null}
      {data && state ? (
        <div className="mt-2 space-y-2 text-sm text-gray-800">
          {data.deposit.totalCents > 0 ? (
            <p>
              {ACCOUNT_PAYMENT_TEXT.amount(formatCents(data.deposit.subtotalCents), formatCents(data.deposit.hstCents), formatCents(data.deposit.totalCents))}
            </p>
          ) : null}
          {state === 'paid' ? <p className="font-semibold text-green-900">{ACCOUNT_PAYMENT_TEXT.paid}</p> : null}
          {data.payments.length > 0 ? <PaymentLines payments={data.payments} /> : null}
          {state === 'released' ? <p>{ACCOUNT_PAYMENT_TEXT.released}</p> : null}
          {state === 'nothing-due' && data.payments.length === 0 ? <p>{ACCOUNT_PAYMENT_TEXT.nothingDue}</p> : null}
          {state === 'not-paid' || state === 'partly-paid' ? (
            returned ? (
              <p role="status">{ACCOUNT_PAYMENT_TEXT.thanks}</p>
            ) : (
              <>
                <p>{ACCOUNT_PAYMENT_TEXT.notPaid}</p>
                {data.depositDueAt ? <p>{ACCOUNT_PAYMENT_TEXT.dueBy(formatDeadline(data.depositDueAt))}</p> : null}
                <Button onClick={() => void pay()} disabled={opening}>
                  {opening ? ACCOUNT_PAYMENT_TEXT.opening : ACCOUNT_PAYMENT_TEXT.pay}
                </Button>
                {problem ? (
                  <p role="alert" className="text-red-800">
                    {problem}
                  </p>
                ) : null}
              </>
            )
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Each payment and refund, in the order they happened. */
function PaymentLines({ payments }: { payments: PaymentRow[] }) {
  return (
    <ul className="space-y-1">
      {payments.map((p) => {
        const words = p.amount_cents < 0 ? ACCOUNT_PAYMENT_TEXT.refund : ACCOUNT_PAYMENT_TEXT.receipt;
        return <li key={p.id}>{words(formatCents(Math.abs(p.amount_cents)), PAYMENT_METHOD_LABELS[p.method], formatPaidOn(p.paid_at))}</li>;
      })}
    </ul>
  );
}
