import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { LEAD_COLUMNS, type Lead } from './lead';

/** How many of the newest leads the inbox reads at once: years of a small company's leads. */
export const LEADS_LIMIT = 1000;

/** Newest first, read with the admin's session: row-level security returns leads to the admin only. */
export async function getLeads(): Promise<Lead[]> {
  const { data, error } = await supabase.from('contact_inquiries').select(LEAD_COLUMNS).order('created_at', { ascending: false }).limit(LEADS_LIMIT);
  if (error) throw new Error(error.message);
  return (data ?? []) as Lead[];
}

export function leadsQueryOptions() {
  return queryOptions({ queryKey: leadKeys.list(), queryFn: getLeads, staleTime: 0 });
}

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
