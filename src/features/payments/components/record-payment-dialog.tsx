import * as Dialog from '@radix-ui/react-dialog';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { torontoDate } from '@shared/booking-cycles.ts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useRecordPayment, type PaymentMethod } from '../api/campaign-payments';
import { parseDollars } from '../lib/payment-state';
import { formatCents } from '@shared/money.ts';

export const RECORD_PAYMENT_TEXT = {
  open: 'Record a payment',
  title: 'Record a payment',
  description: 'A payment made another way (a cheque, an e-transfer, cash). It counts as a card payment does.',
  amount: 'Amount (dollars, HST included)',
  method: 'Method',
  reference: 'Reference (cheque number, e-transfer reference)',
  paidOn: 'Date paid',
  submit: 'Record payment',
  pending: 'Recording...',
  cancel: 'Cancel',
  badAmount: 'Enter the amount in dollars and cents, e.g. 1,180.85.',
  badDate: 'Enter the date it was paid (today or earlier).',
  done: 'Payment recorded.',
} as const;

const MANUAL_METHODS: PaymentMethod[] = ['cheque', 'e_transfer', 'cash', 'card', 'other'];

/** Noon in Toronto (17:00 UTC is noon EST or 1 p.m. EDT): the same calendar day whatever the season. */
const dayToInstant = (day: string): string => `${day}T17:00:00Z`;

/** '1,180.85' from 118085: what the amount field takes. */
const dollarsText = (cents: number): string => formatCents(cents).replace('$', '');

/**
 * The staff's "Record a payment": a labelled form in a dialog (Radix: focus
 * kept inside, Escape closes), its amount filled with what is due.
 */
export function RecordPaymentDialog({ campaignId, dueCents, onRecorded }: { campaignId: string; dueCents: number; onRecorded: () => void }) {
  const [open, setOpen] = useState(false);
  const prefilled = dueCents > 0 ? dollarsText(dueCents) : '';
  const [amount, setAmount] = useState(prefilled);
  const [method, setMethod] = useState<PaymentMethod>('cheque');
  const [reference, setReference] = useState('');
  const today = torontoDate(new Date());
  const [paidOn, setPaidOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const record = useRecordPayment(campaignId);
  const id = useId();

  function reset() {
    setAmount(prefilled);
    setMethod('cheque');
    setReference('');
    setPaidOn(today);
    setProblem(null);
    record.reset();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null) return setProblem(RECORD_PAYMENT_TEXT.badAmount);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || paidOn > today) return setProblem(RECORD_PAYMENT_TEXT.badDate);
    setProblem(null);
    record.mutate(
      { amountCents: cents, method, reference: reference.trim(), paidAt: dayToInstant(paidOn) },
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
        // What is due may have changed since the page was read: the dialog opens with the latest.
        if (next) setAmount(prefilled);
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          {RECORD_PAYMENT_TEXT.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-ink">{RECORD_PAYMENT_TEXT.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{RECORD_PAYMENT_TEXT.description}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-amount`}>
              {RECORD_PAYMENT_TEXT.amount}
              <input id={`${id}-amount`} className={field} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-method`}>
              {RECORD_PAYMENT_TEXT.method}
              <select id={`${id}-method`} className={field} value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
                {MANUAL_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-reference`}>
              {RECORD_PAYMENT_TEXT.reference}
              <input id={`${id}-reference`} className={field} value={reference} maxLength={200} onChange={(e) => setReference(e.target.value)} />
            </label>
            <label className="block text-sm font-medium text-gray-900" htmlFor={`${id}-paid-on`}>
              {RECORD_PAYMENT_TEXT.paidOn}
              <input id={`${id}-paid-on`} className={field} type="date" max={today} value={paidOn} onChange={(e) => setPaidOn(e.target.value)} required />
            </label>
            {error ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">{RECORD_PAYMENT_TEXT.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={record.isPending}>
                {record.isPending ? RECORD_PAYMENT_TEXT.pending : RECORD_PAYMENT_TEXT.submit}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
