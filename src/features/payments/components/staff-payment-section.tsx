import { formatCents } from '@shared/money.ts';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { TAX } from '@shared/sale-rules.ts';
import { useCampaignPayments, type CampaignPayments } from '../api/campaign-payments';
import { formatDeadline, formatDueDay, formatPaidOn, paymentState, refundableCents, type PaymentState } from '../lib/payment-state';
import { CreditNoteList } from './credit-note-list';
import { LedgerFigures } from './ledger-figures';
import { DepositRefundPanel } from './deposit-refund-panel';
import { RECORD_PAYMENT_TEXT, RecordPaymentDialog } from './record-payment-dialog';

export const STAFF_PAYMENT_TEXT = {
  heading: 'Payment',
  loading: 'Loading the payments...',
  failed: 'Could not load the payments: ',
  dueNow: (total: string, subtotal: string, hst: string) => `Due now: ${total} (${subtotal} plus ${TAX.label} ${hst})`,
  dueBy: (when: string) => `Deposit due by ${when}; released unpaid after that.`,
  next: (amount: string, when: string) => `Next due: ${amount} by ${when}`,
  none: 'No payment recorded.',
  states: {
    paid: 'Paid',
    'partly-paid': 'Partly paid',
    'not-paid': 'Not paid',
    released: 'Released: not paid in time',
    'nothing-due': 'Nothing due',
  } satisfies Record<PaymentState, string>,
  columns: { date: 'Date', method: 'Method', reference: 'Reference', amount: 'Amount' },
  refund: 'refund',
} as const;

const STATE_STYLE: Record<PaymentState, string> = {
  paid: 'bg-green-100 text-green-900',
  'partly-paid': 'bg-amber-100 text-amber-900',
  'not-paid': 'bg-red-100 text-red-900',
  released: 'bg-gray-200 text-gray-900',
  'nothing-due': 'bg-gray-100 text-gray-800',
};

/** A campaign that will not run (cancelled, declined, lapsed) and owes nothing takes no payment: only a refund. */
function takesPayments(data: CampaignPayments): boolean {
  return !['cancelled', 'declined', 'expired'].includes(data.status) || data.ledger.balanceCents > 0;
}

/** What "Record a payment" is filled with: what is owed now, else what falls due next. */
const amountToRecord = (data: CampaignPayments): number => data.ledger.dueNowCents || data.ledger.nextDueCents;

/** The staff's view of a campaign's money, all from its ledger: paid or not, what is due now and next, the ledger's figures, every payment and credit note, "Record a payment", and the refund after a cancellation. */
export function StaffPaymentSection({ campaignId }: { campaignId: string }) {
  const [refundAsked, setRefundAsked] = useState(false);
  // Once Stripe is asked for a refund, read again until its event is recorded.
  const payments = useCampaignPayments(campaignId, { poll: (read) => refundAsked && (!read || refundableCents(read.payments).card > 0) });
  const data = payments.data;
  return (
    <section aria-labelledby="campaign-payment" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="campaign-payment" className="text-lg font-semibold text-ink">
          {STAFF_PAYMENT_TEXT.heading}
        </h3>
        {data && takesPayments(data) ? (
          <RecordPaymentDialog campaignId={campaignId} dueCents={amountToRecord(data)} onRecorded={() => toast.success(RECORD_PAYMENT_TEXT.done)} />
        ) : null}
      </div>
      {payments.isPending ? <p className="mt-2 text-sm">{STAFF_PAYMENT_TEXT.loading}</p> : null}
      {payments.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {STAFF_PAYMENT_TEXT.failed}
          {payments.error.message}
        </p>
      ) : null}
      {data ? <PaymentSummary data={data} /> : null}
      {data ? <DepositRefundPanel campaignId={campaignId} data={data} onRefundAsked={() => setRefundAsked(true)} /> : null}
    </section>
  );
}

function PaymentSummary({ data }: { data: NonNullable<ReturnType<typeof useCampaignPayments>['data']> }) {
  const state = paymentState(data);
  return (
    <div className="mt-2 space-y-2 text-sm text-gray-800">
      <p>
        <span className={`rounded px-2 py-0.5 font-semibold ${STATE_STYLE[state]}`}>{STAFF_PAYMENT_TEXT.states[state]}</span>
      </p>
      {data.ledger.dueNowCents > 0 ? (
        <p>
          {STAFF_PAYMENT_TEXT.dueNow(
            formatCents(data.ledger.dueNowCents),
            formatCents(data.ledger.dueNowCents - data.ledger.dueNowHstCents),
            formatCents(data.ledger.dueNowHstCents),
          )}
        </p>
      ) : null}
      {state === 'not-paid' && data.depositDueAt ? <p>{STAFF_PAYMENT_TEXT.dueBy(formatDeadline(data.depositDueAt))}</p> : null}
      {data.ledger.nextDueOn && data.ledger.nextDueCents > 0 ? (
        <p>{STAFF_PAYMENT_TEXT.next(formatCents(data.ledger.nextDueCents), formatDueDay(data.ledger.nextDueOn))}</p>
      ) : null}
      <LedgerFigures ledger={data.ledger} />
      {data.payments.length === 0 ? (
        <p>{STAFF_PAYMENT_TEXT.none}</p>
      ) : (
        <>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col">{STAFF_PAYMENT_TEXT.columns.date}</th>
                <th scope="col">{STAFF_PAYMENT_TEXT.columns.method}</th>
                <th scope="col">{STAFF_PAYMENT_TEXT.columns.reference}</th>
                <th scope="col" className="text-right">
                  {STAFF_PAYMENT_TEXT.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td>{formatPaidOn(p.paid_at)}</td>
                  <td>
                    {PAYMENT_METHOD_LABELS[p.method]}
                    {p.amount_cents < 0 ? ` (${STAFF_PAYMENT_TEXT.refund})` : ''}
                  </td>
                  <td>{p.reference ?? ''}</td>
                  <td className="text-right">{formatCents(p.amount_cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <CreditNoteList creditNotes={data.creditNotes} />
    </div>
  );
}
