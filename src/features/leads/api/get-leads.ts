import { queryOptions, useQuery } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';
import { LEAD_COLUMNS, toLead, type Lead } from './lead';

/** How many of the newest leads the inbox reads at once: years of a small company's leads. */
export const LEADS_LIMIT = 1000;

/** Newest first, read with the admin's session: row-level security returns leads to the admin only. */
export async function getLeads(): Promise<Lead[]> {
  const { data, error, status } = await supabase.from('contact_inquiries').select(LEAD_COLUMNS).order('created_at', { ascending: false }).limit(LEADS_LIMIT);
  if (error) throw toDataError(error, status);
  const leads = (data ?? []).map(toLead);
  return withBoardNames(leads);
}

/** Names the boards of the leads' campaign plans, with one query for all of them (inactive boards included: the admin reads every row). */
async function withBoardNames(leads: Lead[]): Promise<Lead[]> {
  const ids = [...new Set(leads.flatMap((lead) => lead.location_ids))];
  if (ids.length === 0) return leads;
  const { data, error } = await supabase.from('billboard_locations').select('id, name').in('id', ids);
  // The leads matter more than the names: without them, the card says how many boards.
  if (error) return leads;
  const names = new Map((data ?? []).map((row) => [row.id, row.name]));
  return leads.map((lead) => ({
    ...lead,
    boards: lead.location_ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
  }));
}

export const leadsQueryKey = ['leads', 'list'] as const;

export function leadsQueryOptions() {
  return queryOptions({ queryKey: leadsQueryKey, queryFn: getLeads, staleTime: 0 });
}

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
