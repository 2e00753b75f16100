import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getInvoiceDocument, listInvoices } from './invoices';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

// The invoices as the signed-in session may read them (row-level security:
// the admin all, an advertiser their own), through the app's one client.

export const invoiceKeys = {
  all: campaignRecordKeys.invoices,
  ofCampaign: (campaignId: string) => [...campaignRecordKeys.invoices, 'campaign', campaignId] as const,
  ofMonth: (month: string) => [...campaignRecordKeys.invoices, 'month', month] as const,
  one: (id: string) => [...campaignRecordKeys.invoices, 'one', id] as const,
};

export function useCampaignInvoices(campaignId: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.ofCampaign(campaignId), queryFn: () => listInvoices(supabase, { campaignId }), staleTime: 0 }));
}

/** Invoices issued in a month ('2026-11'), or all of them for ''. */
export function useMonthInvoices(month: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.ofMonth(month), queryFn: () => listInvoices(supabase, month ? { month } : {}), staleTime: 0 }));
}

export function useInvoiceDocument(id: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.one(id), queryFn: () => getInvoiceDocument(supabase, id), staleTime: 0 }));
}
