import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { toFunctionsDataError } from '@/lib/functions-data-error';
import type { Database } from '@/types/database';
import { CREDIT_NOTES_SELECT, PAYMENT_STATUS_SELECT, PAYMENTS_SELECT, REFUND_TERMS_SELECT } from './payment-selects';
import { campaignRecordKeys, invalidateCampaignRecords } from '@/lib/admin-query-keys';
import { checkoutUrl } from '@/lib/online-payment';

export type PaymentMethod = Database['public']['Enums']['payment_method'];
export type CampaignStatus = Database['public']['Enums']['campaign_status'];

export interface PaymentRow {
  id: string;
  amount_cents: number;
  currency: string;
  method: PaymentMethod;
  reference: string | null;
  paid_at: string;
  /** Set on card payments through Stripe and their refunds. */
  stripe_payment_intent_id: string | null;
}

/** A cancelled campaign's deposit by the terms (public.campaign_deposit_refund_terms). */
export interface RefundTerms {
  cancelledAt: string;
  /** 'YYYY-MM-DD' */
  firstCycleOn: string;
  /** Negative when cancelled after the first cycle began. */
  daysBefore: number;
  refundable: boolean;
}

/** The campaign's ledger as the database derives it (public.campaign_ledger): nothing here adds money up again. */
export interface CampaignLedger {
  invoicedCents: number;
  paidCents: number;
  refundedCents: number;
  creditedCents: number;
  /** Invoiced less credited less what was paid net of refunds; negative is a credit the advertiser holds. */
  balanceCents: number;
  /** What is owed now, which Checkout asks (the deposit first; after a partial payment, the rest of it), and of it HST. */
  dueNowCents: number;
  dueNowHstCents: number;
  /** What is left on the earliest unpaid due date, and that date ('YYYY-MM-DD', null with nothing owed). */
  nextDueCents: number;
  nextDueOn: string | null;
}

/** A credit note of the campaign (public.credit_notes). */
export interface CreditNoteRow {
  id: string;
  number: string;
  invoice_id: string;
  issued_on: string;
  reason: string;
  subtotal_cents: number;
  hst_cents: number;
  total_cents: number;
}

/** What a campaign owes and what came in, read under the caller's own row-level security (the admin's or the advertiser's). */
export interface CampaignPayments {
  status: CampaignStatus;
  depositDueAt: string | null;
  releasedAt: string | null;
  ledger: CampaignLedger;
  payments: PaymentRow[];
  creditNotes: CreditNoteRow[];
  /** Null unless the campaign is cancelled. */
  refundTerms: RefundTerms | null;
}

export const paymentKeys = {
  campaign: (campaignId: string) => [...campaignRecordKeys.payments, 'campaign', campaignId] as const,
};

const NO_LEDGER: CampaignLedger = {
  invoicedCents: 0,
  paidCents: 0,
  refundedCents: 0,
  creditedCents: 0,
  balanceCents: 0,
  dueNowCents: 0,
  dueNowHstCents: 0,
  nextDueCents: 0,
  nextDueOn: null,
};

async function fetchCampaignPayments(campaignId: string): Promise<CampaignPayments | null> {
  const [status, ledger, payments, credits, terms] = await Promise.all([
    supabase.from('campaign_payment_status').select(PAYMENT_STATUS_SELECT).eq('campaign_id', campaignId).maybeSingle(),
    supabase.rpc('campaign_ledger', { p_campaign: campaignId }),
    supabase.from('payments').select(PAYMENTS_SELECT).eq('campaign_id', campaignId).order('paid_at'),
    supabase.from('credit_notes').select(CREDIT_NOTES_SELECT).eq('campaign_id', campaignId).order('number_year').order('number_seq'),
    supabase.from('campaign_deposit_refund_terms').select(REFUND_TERMS_SELECT).eq('campaign_id', campaignId).maybeSingle(),
  ]);
  for (const read of [status, ledger, payments, credits, terms]) if (read.error) throw toDataError(read.error, read.status, 'Could not load the payments:');
  const row = status.data;
  if (!row?.status) return null;
  // A set of one row (none for a campaign the caller may not read).
  const l = ledger.data?.[0];
  return {
    status: row.status,
    depositDueAt: row.deposit_due_at,
    releasedAt: row.unpaid_released_at,
    ledger: l
      ? {
          invoicedCents: l.invoiced_cents,
          paidCents: l.paid_cents,
          refundedCents: l.refunded_cents,
          creditedCents: l.credited_cents,
          balanceCents: l.balance_cents,
          dueNowCents: l.due_now_cents,
          dueNowHstCents: l.due_now_hst_cents,
          nextDueCents: l.next_due_cents,
          nextDueOn: l.next_due_on,
        }
      : NO_LEDGER,
    payments: (payments.data ?? []) as PaymentRow[],
    creditNotes: (credits.data ?? []) as CreditNoteRow[],
    refundTerms: toRefundTerms(terms.data),
  };
}

function toRefundTerms(
  row: { cancelled_at: string | null; first_cycle_on: string | null; days_before: number | null; refundable: boolean | null } | null,
): RefundTerms | null {
  if (!row?.cancelled_at || !row.first_cycle_on || row.days_before === null || row.refundable === null) return null;
  return { cancelledAt: row.cancelled_at, firstCycleOn: row.first_cycle_on, daysBefore: row.days_before, refundable: row.refundable };
}

/**
 * The campaign's deposit and payments; `poll` reads again every few seconds
 * (while a webhook is on its way), or while it answers true of what was read.
 */
export function useCampaignPayments(campaignId: string, options: { poll?: boolean | ((data: CampaignPayments | null | undefined) => boolean) } = {}) {
  const { poll = false } = options;
  return useQuery({
    queryKey: paymentKeys.campaign(campaignId),
    queryFn: () => fetchCampaignPayments(campaignId),
    refetchInterval: (query) => ((typeof poll === 'function' ? poll(query.state.data) : poll) ? 2000 : false),
  });
}

export interface RecordPaymentInput {
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  /** When it was paid, as an instant. */
  paidAt: string;
}

/** The staff record a payment made another way (public.record_payment, admin only). */
export function useRecordPayment(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordPaymentInput) => {
      const { error, status } = await supabase.rpc('record_payment', {
        p_campaign: campaignId,
        p_amount_cents: input.amountCents,
        p_method: input.method,
        p_reference: input.reference,
        p_paid_at: input.paidAt,
      });
      if (error) throw toDataError(error, status);
    },
    onSuccess: () => invalidateCampaignRecords(queryClient),
  });
}

export interface RecordRefundInput {
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  reason: string;
  /** When it was refunded, as an instant. */
  refundedAt: string;
}

/** The staff record a refund made another way (public.record_refund, admin only): a negative payment with its reason. */
export function useRecordRefund(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RecordRefundInput) => {
      const { error, status } = await supabase.rpc('record_refund', {
        p_campaign: campaignId,
        p_amount_cents: input.amountCents,
        p_method: input.method,
        p_reference: input.reference,
        p_reason: input.reason,
        p_refunded_at: input.refundedAt,
      });
      if (error) throw toDataError(error, status);
    },
    onSuccess: () => invalidateCampaignRecords(queryClient),
  });
}

/** "Refund the deposit": Stripe is asked to refund the card payments (the deposit-refund function); answers the cents asked. */
export function useRefundDeposit(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<number> => {
      const { data, error } = await supabase.functions.invoke<{ refunds: { amount_cents: number }[] }>('deposit-refund', { body: { campaign_id: campaignId } });
      if (error) throw await toFunctionsDataError(error);
      return (data?.refunds ?? []).reduce((sum, r) => sum + r.amount_cents, 0);
    },
    onSuccess: () => invalidateCampaignRecords(queryClient),
  });
}

export { useOnlinePaymentAvailable } from '@/lib/online-payment';

/** A Checkout URL for what the campaign owes now, fresh when the last one expired (the deposit-checkout function). */
export function depositCheckoutUrl(campaignId: string): Promise<string> {
  return checkoutUrl(campaignId);
}
