import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Lead } from './lead';
import { readLeads } from './read-leads';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

/** The inbox's list, read with the admin's session (see readLeads). */
export function getLeads(): Promise<Lead[]> {
  return readLeads(supabase);
}

export const leadsQueryKey = [...campaignRecordKeys.leads, 'list'] as const;

export function leadsQueryOptions() {
  return queryOptions({ queryKey: leadsQueryKey, queryFn: getLeads, staleTime: 0 });
}

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
