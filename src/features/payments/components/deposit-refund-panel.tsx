import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import { DEPOSIT } from '@shared/sale-rules.ts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useRefundDeposit, type CampaignPayments, type RefundTerms } from '../api/campaign-payments';
import { formatPaidOn, refundableCents } from '../lib/payment-state';
import { RECORD_REFUND_TEXT, RecordRefundDialog } from './record-refund-dialog';

export const DEPOSIT_REFUND_TEXT = {
  heading: 'After the cancellation',
  when: (cancelledOn: string, days: number, firstCycle: string) =>
    days >= 0
      ? `Cancelled on ${cancelledOn}, ${days} day${days === 1 ? '' : 's'} before the first cycle (${firstCycle}).`
      : `Cancelled on ${cancelledOn}, ${-days} day${days === -1 ? '' : 's'} after the first cycle began (${firstCycle}).`,
  refundable: 'By the terms the deposit is refundable in full.',
  notRefundable: `By the terms the deposit is no longer refundable (cancelled less than ${DEPOSIT.refundNoticeDays} days before the first cycle).`,
  refund: 'Refund the deposit',
  confirm: (amount: string) => `Refund ${amount} to the card it was paid with, through Stripe?`,
  yes: 'Yes, refund',
  no: 'Keep it',
  pending: 'Asking Stripe...',
  asked: (amount: string) => `Stripe is refunding ${amount}; the refund shows in the payments once Stripe confirms it.`,
  confirmed: (amount: string) => `Stripe confirmed the refund of ${amount}.`,
} as const;

function termsLines(terms: RefundTerms): [string, string] {
  return [
    DEPOSIT_REFUND_TEXT.when(formatPaidOn(terms.cancelledAt), terms.daysBefore, formatDay(terms.firstCycleOn)),
    terms.refundable ? DEPOSIT_REFUND_TEXT.refundable : DEPOSIT_REFUND_TEXT.notRefundable,
  ];
}

/**
 * A cancelled campaign that was paid: whether the terms give the deposit
 * back, and the refund: through Stripe for a card payment (recorded when
 * Stripe's event arrives), recorded by hand for a payment made another way.
 */
export function DepositRefundPanel({ campaignId, data, onRefundAsked }: { campaignId: string; data: CampaignPayments; onRefundAsked: () => void }) {
  const refund = useRefundDeposit(campaignId);
  const [confirming, setConfirming] = useState(false);
  const [asked, setAsked] = useState<number | null>(null);
  if (data.status !== 'cancelled' || !data.payments.some((p) => p.amount_cents > 0)) return null;
  const left = refundableCents(data.payments);
  return (
    <div className="mt-3 space-y-2 rounded-md border border-gray-200 bg-gray-50 p-3" data-testid="deposit-refund">
      <h4 className="font-semibold text-ink">{DEPOSIT_REFUND_TEXT.heading}</h4>
      {data.refundTerms ? termsLines(data.refundTerms).map((line) => <p key={line}>{line}</p>) : null}
      <div className="flex flex-wrap items-center gap-3">
        {left.card > 0 && !confirming && asked === null ? (
          <Button size="sm" onClick={() => setConfirming(true)}>
            {DEPOSIT_REFUND_TEXT.refund}
          </Button>
        ) : null}
        {left.other > 0 ? (
          <RecordRefundDialog
            campaignId={campaignId}
            leftCents={left.other}
            leftLabel={formatCents(left.other)}
            onRecorded={() => toast.success(RECORD_REFUND_TEXT.done)}
          />
        ) : null}
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{DEPOSIT_REFUND_TEXT.confirm(formatCents(left.card))}</p>
          <Button
            size="sm"
            disabled={refund.isPending}
            onClick={() =>
              refund.mutate(undefined, {
                onSuccess: (cents) => {
                  setConfirming(false);
                  setAsked(cents);
                  onRefundAsked();
                },
              })
            }
          >
            {refund.isPending ? DEPOSIT_REFUND_TEXT.pending : DEPOSIT_REFUND_TEXT.yes}
          </Button>
          <Button size="sm" variant="outline" disabled={refund.isPending} onClick={() => setConfirming(false)}>
            {DEPOSIT_REFUND_TEXT.no}
          </Button>
        </div>
      ) : null}
      {refund.isError ? (
        <p role="alert" className="text-red-800">
          {refund.error.message}
        </p>
      ) : null}
      {asked !== null ? (
        <p role="status">{left.card > 0 ? DEPOSIT_REFUND_TEXT.asked(formatCents(asked)) : DEPOSIT_REFUND_TEXT.confirmed(formatCents(asked))}</p>
      ) : null}
    </div>
  );
}
