import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { getInvoiceDocument, listInvoices, type InvoiceFilter } from './invoices';
import { listLedgerCreditNotes, listLedgerPayments } from './ledger-payments';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

// The invoices as the signed-in session may read them (row-level security:
// the admin all, an advertiser their own), through the app's one client.

export const invoiceKeys = {
  all: campaignRecordKeys.invoices,
  ofCampaign: (campaignId: string) => [...campaignRecordKeys.invoices, 'campaign', campaignId] as const,
  list: (filter: InvoiceFilter) => [...campaignRecordKeys.invoices, 'list', filter] as const,
  advertisers: [...campaignRecordKeys.invoices, 'advertisers'] as const,
  one: (id: string) => [...campaignRecordKeys.invoices, 'one', id] as const,
};

export function useCampaignInvoices(campaignId: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.ofCampaign(campaignId), queryFn: () => listInvoices(supabase, { campaignId }), staleTime: 0 }));
}

/** The invoices a filter keeps (all of them for an empty one). */
export function useInvoiceList(filter: InvoiceFilter) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.list(filter), queryFn: () => listInvoices(supabase, filter), staleTime: 0 }));
}

export interface AdvertiserOption {
  id: string;
  name: string;
}

/** Every advertiser, by name, for the list's advertiser filter. */
export function useAdvertiserOptions() {
  return useQuery(
    queryOptions({
      queryKey: invoiceKeys.advertisers,
      queryFn: async (): Promise<AdvertiserOption[]> => {
        const { data, error, status } = await supabase.from('advertisers').select('id, company, contact_name');
        if (error) throw toDataError(error, status);
        return data.map((a) => ({ id: a.id, name: a.company ?? a.contact_name })).sort((a, b) => a.name.localeCompare(b.name));
      },
    }),
  );
}

/** The payments and refunds of the invoices' campaigns, read when the bookkeeper's CSV is asked for. */
export const readLedgerPayments = (campaignKeys: readonly string[]) => listLedgerPayments(supabase, campaignKeys);

export const readLedgerCreditNotes = (invoiceIds: readonly string[]) => listLedgerCreditNotes(supabase, invoiceIds);

export function useInvoiceDocument(id: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.one(id), queryFn: () => getInvoiceDocument(supabase, id), staleTime: 0 }));
}
