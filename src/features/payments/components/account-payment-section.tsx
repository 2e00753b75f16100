import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { formatCents } from '@shared/money.ts';
import { TAX } from '@shared/sale-rules.ts';
import { OFFLINE_PAYMENT_LINES } from '@shared/offline-payment.ts';
import { depositCheckoutUrl, useCampaignPayments, useOnlinePaymentAvailable, type PaymentRow } from '../api/campaign-payments';
import { formatDeadline, formatDueDay, formatPaidOn, PAYABLE_STATUSES, paymentState } from '../lib/payment-state';
import { LedgerFigures } from './ledger-figures';

export const ACCOUNT_PAYMENT_TEXT = {
  heading: 'Deposit',
  loading: 'Loading your deposit...',
  failed: 'Could not load your deposit: ',
  amount: (subtotal: string, hst: string, total: string) => `${subtotal} plus ${TAX.label} ${hst}: ${total}`,
  notPaid: 'Not paid yet.',
  partlyPaid: 'Partly paid: the rest is due.',
  dueBy: (when: string) => `Please pay by ${when}: a booking with no payment by then is released.`,
  dueOn: (when: string) => `Due by ${when}.`,
  next: (amount: string, when: string) => `Next: ${amount} due by ${when}.`,
  pay: 'Pay the deposit',
  payRest: (amount: string) => `Pay ${amount}`,
  opening: 'Opening the payment page...',
  paid: 'Paid. Thank you.',
  receipt: (amount: string, method: string, on: string) => `Received ${amount} (${method}) on ${on}.`,
  refund: (amount: string, method: string, on: string) => `Refunded ${amount} (${method}) on ${on}.`,
  thanks: 'Thank you! Your payment is being confirmed; this page updates on its own.',
  released: 'The deposit was not paid in time, so these dates were released. Call or write to us to book again.',
  nothingDue: 'No deposit is due for this campaign.',
} as const;

/**
 * The advertiser's money on their campaign page, all read from the campaign's
 * ledger: what is owed now with its HST (the deposit first, then the rest of
 * it, then each cycle's invoice as it falls due), whether it is paid, the
 * ledger's figures, every payment and refund whatever the campaign's state
 * (a cancelled one included), and "Pay the deposit" (or the rest), which asks
 * for a fresh Checkout link for exactly what is owed now. With nothing owed,
 * or without online payment, there is no button; without it the page says
 * how to pay otherwise. Checkout now sends
 * the payer to its own return page; a session made before that comes back
 * here with ?paid=1, and is thanked and read again until the webhook has
 * recorded the payment.
 */
export function AccountPaymentSection({ campaignId }: { campaignId: string }) {
  const [params] = useSearchParams();
  const returned = params.get('paid') === '1';
  const payments = useCampaignPayments(campaignId, { poll: returned });
  const online = useOnlinePaymentAvailable();
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
          {data.ledger.dueNowCents > 0 ? (
            <p>
              {ACCOUNT_PAYMENT_TEXT.amount(
                formatCents(data.ledger.dueNowCents - data.ledger.dueNowHstCents),
                formatCents(data.ledger.dueNowHstCents),
                formatCents(data.ledger.dueNowCents),
              )}
            </p>
          ) : null}
          {state === 'paid' ? <p className="font-semibold text-green-900">{ACCOUNT_PAYMENT_TEXT.paid}</p> : null}
          {state === 'paid' && data.ledger.nextDueOn && data.ledger.nextDueCents > 0 ? (
            <p>{ACCOUNT_PAYMENT_TEXT.next(formatCents(data.ledger.nextDueCents), formatDueDay(data.ledger.nextDueOn))}</p>
          ) : null}
          <LedgerFigures ledger={data.ledger} />
          {data.payments.length > 0 ? <PaymentLines payments={data.payments} /> : null}
          {state === 'released' ? <p>{ACCOUNT_PAYMENT_TEXT.released}</p> : null}
          {state === 'nothing-due' && data.payments.length === 0 ? <p>{ACCOUNT_PAYMENT_TEXT.nothingDue}</p> : null}
          {state === 'not-paid' || state === 'partly-paid' ? (
            returned ? (
              <p role="status">{ACCOUNT_PAYMENT_TEXT.thanks}</p>
            ) : (
              <>
                <p>{state === 'not-paid' ? ACCOUNT_PAYMENT_TEXT.notPaid : ACCOUNT_PAYMENT_TEXT.partlyPaid}</p>
                {state === 'not-paid' && data.depositDueAt ? (
                  <p>{ACCOUNT_PAYMENT_TEXT.dueBy(formatDeadline(data.depositDueAt))}</p>
                ) : data.ledger.nextDueOn ? (
                  <p>{ACCOUNT_PAYMENT_TEXT.dueOn(formatDueDay(data.ledger.nextDueOn))}</p>
                ) : null}
                {online.data === true && PAYABLE_STATUSES.has(data.status) ? (
                  <Button onClick={() => void pay()} disabled={opening}>
                    {opening
                      ? ACCOUNT_PAYMENT_TEXT.opening
                      : state === 'not-paid'
                        ? ACCOUNT_PAYMENT_TEXT.pay
                        : ACCOUNT_PAYMENT_TEXT.payRest(formatCents(data.ledger.dueNowCents))}
                  </Button>
                ) : null}
                {online.data === false ? <OfflinePayment /> : null}
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

/** How to pay without a card (no online payment configured). */
function OfflinePayment() {
  return (
    <div data-testid="offline-payment">
      <p>{OFFLINE_PAYMENT_LINES.intro}</p>
      <ul className="list-disc pl-5">
        <li>{OFFLINE_PAYMENT_LINES.eTransfer}</li>
        <li>{OFFLINE_PAYMENT_LINES.cheque}</li>
      </ul>
    </div>
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
