// Online payment as the account pages ask it of the deposit-checkout
// function: whether Stripe is configured (no pay button at all without it),
// and a Checkout URL for the campaign's amount due now or for one invoice's
// balance (from the account, or from an e-mail's pay link, signed out). Shared by the payments and invoices features; account-only, never
// imported by a public page.
import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toFunctionsDataError } from '@/lib/functions-data-error';

/** Whether online payment is configured (the deposit-checkout function knows); without it no pay button is shown. */
export function useOnlinePaymentAvailable() {
  return useQuery({
    queryKey: ['online-payment-available'] as const,
    queryFn: async (): Promise<boolean> => {
      const { data, error } = await supabase.functions.invoke<{ available: boolean }>('deposit-checkout', { body: { available: true } });
      if (error) return false;
      return data?.available === true;
    },
    staleTime: 5 * 60 * 1000,
  });
}

/** A Checkout URL: for what the campaign owes now, or with an invoice id for that invoice's balance (never more). */
export async function checkoutUrl(campaignId: string, invoiceId?: string): Promise<string> {
  const body = invoiceId ? { campaign_id: campaignId, invoice_id: invoiceId } : { campaign_id: campaignId };
  const { data, error } = await supabase.functions.invoke<{ url: string }>('deposit-checkout', { body });
  if (error) throw await toFunctionsDataError(error);
  if (!data?.url) throw new Error('The payment page did not answer with a link.');
  return data.url;
}

/** A Checkout URL for the balance of the invoice an e-mail's pay link names: no sign-in, the token is the proof. */
export async function payLinkCheckoutUrl(token: string): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ url: string }>('deposit-checkout', { body: { pay_token: token } });
  if (error) throw await toFunctionsDataError(error);
  if (!data?.url) throw new Error('The payment page did not answer with a link.');
  return data.url;
}
