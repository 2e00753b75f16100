import * as Dialog from '@radix-ui/react-dialog';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { torontoDate } from '@shared/booking-cycles.ts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useRecordRefund, type PaymentMethod } from '../api/campaign-payments';
import { centsToDollarsField, parseDollars } from '../lib/payment-state';

export const RECORD_REFUND_TEXT = {
  open: 'Record a refund',
  title: 'Record a refund',
  description: 'Money given back another way than the card it came by (a cheque, an e-transfer). It is taken off what was paid.',
  amount: 'Amount refunded (dollars, HST included)',
  method: 'Method',
  reference: 'Reference (cheque number, e-transfer reference)',
  reason: 'Reason (kept in the timeline)',
  refundedOn: 'Date refunded',
  submit: 'Record refund',
  pending: 'Recording...',
  cancel: 'Cancel',
  badAmount: 'Enter the amount in dollars and cents, e.g. 1,180.85.',
  tooMuch: (left: string) => `At most what is left to refund: ${left}.`,
  noReason: 'Say why it is refunded.',
  badDate: 'Enter the date it was refunded (today or earlier).',
  done: 'Refund recorded.',
} as const;

const METHODS: PaymentMethod[] = ['cheque', 'e_transfer', 'cash', 'other'];

/** Noon in Toronto (17:00 UTC is noon EST or 1 p.m. EDT): the same calendar day whatever the season. */
const dayToInstant = (day: string): string => `${day}T17:00:00Z`;

/** The staff's "Record a refund" of a payment made another way: a labelled form in a dialog, the amount left to refund filled in. */
export function RecordRefundDialog({
  campaignId,
  leftCents,
  leftLabel,
  onRecorded,
}: {
  campaignId: string;
  leftCents: number;
  leftLabel: string;
  onRecorded: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(centsToDollarsField(leftCents));
  const [method, setMethod] = useState<PaymentMethod>('e_transfer');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const today = torontoDate(new Date());
  const [refundedOn, setRefundedOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordRefund(campaignId);
  const id = useId();

  function reset() {
    setAmount(centsToDollarsField(leftCents));
    setMethod('e_transfer');
    setReference('');
    setReason('');
    setRefundedOn(today);
    setProblem(null);
    record.reset();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null) return setProblem(RECORD_REFUND_TEXT.badAmount);
    if (cents > leftCents) return setProblem(RECORD_REFUND_TEXT.tooMuch(leftLabel));
    if (!reason.trim()) return setProblem(RECORD_REFUND_TEXT.noReason);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(refundedOn) || refundedOn > today) return setProblem(RECORD_REFUND_TEXT.badDate);
    setProblem(null);
    record.mutate(
      { amountCents: cents, method, reference: reference.trim(), reason: reason.trim(), refundedAt: dayToInstant(refundedOn) },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
          onRecorded();
        },
      },
    );
  }

  const error = problem ?? (record.error ? record.error.message : null);
  const field = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          {RECORD_REFUND_TEXT.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{RECORD_REFUND_TEXT.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{RECORD_REFUND_TEXT.description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-amount`}>
              {RECORD_REFUND_TEXT.amount}
              <input id={`${id}-amount`} className={field} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-method`}>
              {RECORD_REFUND_TEXT.method}
              <select id={`${id}-method`} className={field} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-reference`}>
              {RECORD_REFUND_TEXT.reference}
              <input id={`${id}-reference`} className={field} value={reference} maxLength={200} onChange={(e) => setReference(e.target.value)} />
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-reason`}>
              {RECORD_REFUND_TEXT.reason}
              <input id={`${id}-reason`} className={field} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} required />
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-refunded-on`}>
              {RECORD_REFUND_TEXT.refundedOn}
              <input
                id={`${id}-refunded-on`}
                className={field}
                type="date"
                max={today}
                value={refundedOn}
                onChange={(e) => setRefundedOn(e.target.value)}
                required
              />
            </label>
            {error ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">{RECORD_REFUND_TEXT.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={record.isPending}>
                {record.isPending ? RECORD_REFUND_TEXT.pending : RECORD_REFUND_TEXT.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
