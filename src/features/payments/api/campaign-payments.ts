import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { depositAmount, type DepositBooking } from '@shared/deposit.ts';
import type { TaxedAmount } from '@shared/tax.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { toFunctionsDataError } from '@/lib/functions-data-error';
import type { Database } from '@/types/database';
import { INVOICE_DUE_SELECT, PAYMENT_BOOKINGS_SELECT, PAYMENT_STATUS_SELECT, PAYMENTS_SELECT, REFUND_TERMS_SELECT } from './payment-selects';
import { campaignRecordKeys, invalidateCampaignRecords } from '@/lib/admin-query-keys';

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

/** What a campaign owes and what came in, read under the caller's own row-level security (the admin's or the advertiser's). */
export interface CampaignPayments {
  status: CampaignStatus;
  depositDueAt: string | null;
  releasedAt: string | null;
  paidCents: number;
  deposit: TaxedAmount;
  payments: PaymentRow[];
  /** Null unless the campaign is cancelled. */
  refundTerms: RefundTerms | null;
  /** The balance of its oldest invoice still owing (public.invoice_summaries), 0 when none owes anything. */
  nextDueCents: number;
}

export const paymentKeys = {
  campaign: (campaignId: string) => [...campaignRecordKeys.payments, 'campaign', campaignId] as const,
};

async function fetchCampaignPayments(campaignId: string): Promise<CampaignPayments | null> {
  const [status, bookings, payments, terms, invoices] = await Promise.all([
    supabase.from('campaign_payment_status').select(PAYMENT_STATUS_SELECT).eq('campaign_id', campaignId).maybeSingle(),
    supabase.from('bookings').select(PAYMENT_BOOKINGS_SELECT).eq('campaign_id', campaignId),
    supabase.from('payments').select(PAYMENTS_SELECT).eq('campaign_id', campaignId).order('paid_at'),
    supabase.from('campaign_deposit_refund_terms').select(REFUND_TERMS_SELECT).eq('campaign_id', campaignId).maybeSingle(),
    supabase.from('invoice_summaries').select(INVOICE_DUE_SELECT).eq('campaign_id', campaignId).order('cycle_starts_on'),
  ]);
  for (const read of [status, bookings, payments, terms, invoices]) if (read.error) throw toDataError(read.error, read.status, 'Could not load the payments:');
  const row = status.data;
  if (!row?.status) return null;
  return {
    status: row.status,
    depositDueAt: row.deposit_due_at,
    releasedAt: row.unpaid_released_at,
    paidCents: row.paid_cents ?? 0,
    deposit: depositAmount((bookings.data ?? []) as DepositBooking[]),
    payments: (payments.data ?? []) as PaymentRow[],
    refundTerms: toRefundTerms(terms.data),
    nextDueCents: (invoices.data ?? []).find((i) => i.status !== 'void' && (i.balance_cents ?? 0) > 0)?.balance_cents ?? 0,
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

/** A Checkout URL for the deposit, fresh when the last one expired (the deposit-checkout function). */
export async function depositCheckoutUrl(campaignId: string): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url: string }>('deposit-checkout', { body: { campaign_id: campaignId } });
  if (error) throw await toFunctionsDataError(error);
  if (!data?.url) throw new Error('The payment page did not answer with a link.');
  return data.url;
}
