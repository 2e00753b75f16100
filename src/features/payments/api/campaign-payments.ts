import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { depositAmount, type DepositBooking } from '@shared/deposit.ts';
import type { TaxedAmount } from '@shared/tax.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { toFunctionsDataError } from '@/lib/functions-data-error';
import type { Database } from '@/types/database';

export type PaymentMethod = Database['public']['Enums']['payment_method'];
export type CampaignStatus = Database['public']['Enums']['campaign_status'];

export interface PaymentRow {
  id: string;
  amount_cents: number;
  currency: string;
  method: PaymentMethod;
  reference: string | null;
  paid_at: string;
}

/** What a campaign owes and what came in, read under the caller's own row-level security (the admin's or the advertiser's). */
export interface CampaignPayments {
  status: CampaignStatus;
  depositDueAt: string | null;
  releasedAt: string | null;
  paidCents: number;
  deposit: TaxedAmount;
  payments: PaymentRow[];
}

export const paymentKeys = {
  campaign: (campaignId: string) => ['payments', 'campaign', campaignId] as const,
};

async function fetchCampaignPayments(campaignId: string): Promise<CampaignPayments | null> {
  const [status, bookings, payments] = await Promise.all([
    supabase.from('campaign_payment_status').select('status, deposit_due_at, unpaid_released_at, paid_cents').eq('campaign_id', campaignId).maybeSingle(),
    supabase.from('bookings').select('price_per_cycle_cents, discount_bp, cycles, status').eq('campaign_id', campaignId),
    supabase.from('payments').select('id, amount_cents, currency, method, reference, paid_at').eq('campaign_id', campaignId).order('paid_at'),
  ]);
  for (const read of [status, bookings, payments]) if (read.error) throw toDataError(read.error, read.status, 'Could not load the payments:');
  const row = status.data;
  if (!row?.status) return null;
  return {
    status: row.status,
    depositDueAt: row.deposit_due_at,
    releasedAt: row.unpaid_released_at,
    paidCents: row.paid_cents ?? 0,
    deposit: depositAmount((bookings.data ?? []) as DepositBooking[]),
    payments: (payments.data ?? []) as PaymentRow[],
  };
}

/** The campaign's deposit and payments; `poll` reads again every few seconds (while a webhook is on its way). */
export function useCampaignPayments(campaignId: string, options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: paymentKeys.campaign(campaignId),
    queryFn: () => fetchCampaignPayments(campaignId),
    refetchInterval: options.poll ? 2000 : false,
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.campaign(campaignId) }),
  });
}

/** A Checkout URL for the deposit, fresh when the last one expired (the deposit-checkout function). */
export async function depositCheckoutUrl(campaignId: string): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url: string }>('deposit-checkout', { body: { campaign_id: campaignId } });
  if (error) throw await toFunctionsDataError(error);
  if (!data?.url) throw new Error('The payment page did not answer with a link.');
  return data.url;
}
