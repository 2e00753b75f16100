import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { checkoutUrl, useOnlinePaymentAvailable } from '@/lib/online-payment';
import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import type { InvoiceSummary } from '../api/invoices';

export const INVOICE_PAY_TEXT = {
  heading: 'Pay an invoice online',
  line: (number: string, balance: string, due: string) => `${number}: ${balance} due ${due}`,
  pay: 'Pay this invoice',
  opening: 'Opening the payment page...',
  failed: 'The payment page could not be opened: ',
} as const;

const OWED = new Set<InvoiceSummary['status']>(['unpaid', 'partly_paid', 'overdue']);

/**
 * "Pay this invoice" for each invoice with a balance: Stripe Checkout for that
 * invoice's balance, never more (the deposit-checkout function asks the
 * database). Nothing without online payment: the deposit's section says how
 * to pay otherwise.
 */
export function InvoicePayList({ campaignId, invoices }: { campaignId: string; invoices: readonly InvoiceSummary[] }) {
  const online = useOnlinePaymentAvailable();
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const owed = invoices.filter((i) => OWED.has(i.status) && i.balance_cents > 0);
  if (online.data !== true || owed.length === 0) return null;

  async function pay(invoiceId: string) {
    setOpening(invoiceId);
    setProblem(null);
    try {
      window.location.assign(await checkoutUrl(campaignId, invoiceId));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
      setOpening(null);
    }
  }

  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-ink">{INVOICE_PAY_TEXT.heading}</h4>
      <ul className="mt-2 space-y-2 text-sm">
        {owed.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center gap-2">
            <span className="min-w-0">{INVOICE_PAY_TEXT.line(invoice.number, formatCents(invoice.balance_cents), formatDay(invoice.due_on))}</span>
            <Button size="sm" onClick={() => void pay(invoice.id)} disabled={opening !== null}>
              {opening === invoice.id ? INVOICE_PAY_TEXT.opening : INVOICE_PAY_TEXT.pay}
            </Button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {INVOICE_PAY_TEXT.failed}
          {problem}
        </p>
      ) : null}
    </div>
  );
}
