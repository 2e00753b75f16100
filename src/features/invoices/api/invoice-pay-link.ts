import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { InvoiceStatus } from './invoices';

/**
 * The one invoice an e-mail's pay link names (public.invoice_pay_link): read
 * signed in or not, the link's token is the proof. Null for a token that is
 * not one.
 */
export interface PayLinkInvoice {
  invoice_id: string;
  number: string;
  reference: string;
  total_cents: number;
  /** What is left to pay, never below zero: all its Checkout asks. */
  balance_cents: number;
  currency: string;
  due_on: string;
  status: InvoiceStatus;
}

export const payLinkKeys = {
  token: (token: string) => ['invoices', 'pay-link', token] as const,
};

export function usePayLinkInvoice(token: string) {
  return useQuery({
    queryKey: payLinkKeys.token(token),
    queryFn: async (): Promise<PayLinkInvoice | null> => {
      const { data, error, status } = await supabase.rpc('invoice_pay_link', { p_token: token });
      if (error) throw toDataError(error, status, 'Could not load the invoice:');
      return (data as PayLinkInvoice | null) ?? null;
    },
    enabled: token !== '',
  });
}
