import { useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { PaymentMethod } from './campaign-payments';

/**
 * One Checkout Session's payment as the return page shows it
 * (public.deposit_checkout_receipt): the session's id proves it, so it is
 * read the same signed in or not.
 */
export interface CheckoutReceipt {
  campaignId: string;
  reference: string;
  /** The invoice it pays when it was that invoice's own Checkout; null for the campaign's. */
  invoiceNumber: string | null;
  /** 'confirming' while Stripe's event has not reached us yet. */
  state: 'paid' | 'confirming' | 'expired';
  amountCents: number;
  currency: string;
  method: PaymentMethod | null;
  paidAt: string | null;
  /** What has been refunded of this payment since; null until it is recorded. */
  refundedCents: number | null;
  /** What the campaign's invoices still ask after everything it paid; null while unknown. */
  balanceCents: number | null;
}

/** How often, and how many times, the page reads again while the payment is being confirmed. */
export const RECEIPT_POLL = { intervalMs: 2000, reads: 30 } as const;

export const receiptKeys = {
  session: (sessionId: string) => ['payments', 'checkout-receipt', sessionId] as const,
};

interface ReceiptRow {
  campaign_id: string;
  reference: string;
  invoice_number: string | null;
  state: CheckoutReceipt['state'];
  amount_cents: number;
  currency: string;
  method: PaymentMethod | null;
  paid_at: string | null;
  refunded_cents: number | null;
  balance_cents: number | null;
}

async function fetchCheckoutReceipt(sessionId: string): Promise<CheckoutReceipt | null> {
  const { data, error, status } = await supabase.rpc('deposit_checkout_receipt', { p_session: sessionId });
  if (error) throw toDataError(error, status, 'Could not load your payment:');
  const row = data as ReceiptRow | null;
  if (!row) return null;
  return {
    campaignId: row.campaign_id,
    reference: row.reference,
    invoiceNumber: row.invoice_number ?? null,
    state: row.state,
    amountCents: row.amount_cents,
    currency: row.currency,
    method: row.method,
    paidAt: row.paid_at,
    refundedCents: row.refunded_cents,
    balanceCents: row.balance_cents,
  };
}

const pollingEnded = (reads: number): boolean => reads >= RECEIPT_POLL.reads;

/**
 * The payment of the Checkout Session the page was sent back with. While it
 * is being confirmed (the webhook on its way), it reads again every few
 * seconds, for a while; it stops once the payment is recorded.
 * `stoppedWaiting` says the reads ran out with the payment still being confirmed.
 */
export function useCheckoutReceipt(sessionId: string) {
  const queryClient = useQueryClient();
  const key = receiptKeys.session(sessionId);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchCheckoutReceipt(sessionId),
    enabled: sessionId !== '',
    refetchInterval: (q) => (q.state.data?.state === 'confirming' && !pollingEnded(q.state.dataUpdateCount) ? RECEIPT_POLL.intervalMs : false),
  });
  // Each read changes dataUpdatedAt, which re-renders the page, so the count is current.
  const reads = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(key)?.dataUpdateCount ?? 0) : 0;
  return { query, stoppedWaiting: query.data?.state === 'confirming' && pollingEnded(reads) };
}
