import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/types/database';
import { LEAD_COLUMNS, type Lead } from './lead';

/** How many of the newest leads the inbox reads at once: years of a small company's leads. */
export const LEADS_LIMIT = 1000;

/** Newest first, read with the admin's session: row-level security returns leads to the admin only. */
export async function getLeads(): Promise<Lead[]> {
  const { data, error, status } = await supabase.from('contact_inquiries').select(LEAD_COLUMNS).order('created_at', { ascending: false }).limit(LEADS_LIMIT);
  if (error) throw toDataError(error, status);
  const leads: Lead[] = data ?? [];
  return withBoardNames(leads, await bookingsOf(leads));
}

type BookingRow = Pick<Tables<'bookings'>, 'id' | 'location_id' | 'starts_on' | 'cycles' | 'status' | 'lead_id' | 'expires_at'>;

/**
 * The bookings of all the listed leads in one query (read in pages of the
 * API's row limit): a booking is stored with or after its lead, so every
 * booking made since the oldest listed lead, which keeps the request short
 * however many leads are listed. Null when they could not be read: the leads
 * matter more.
 */
async function bookingsOf(leads: Lead[]): Promise<Map<string, BookingRow[]> | null> {
  const oldest = leads.reduce<string | null>((min, lead) => (min === null || lead.created_at < min ? lead.created_at : min), null);
  if (oldest === null) return new Map();
  try {
    const rows: BookingRow[] = await fetchAllRows((from, to) =>
      supabase
        .from('bookings')
        .select('id, location_id, starts_on, cycles, status, lead_id, expires_at')
        .not('lead_id', 'is', null)
        .gte('created_at', oldest)
        .order('starts_on')
        .order('id')
        .range(from, to),
    );
    const byLead = new Map<string, BookingRow[]>();
    for (const row of rows) if (row.lead_id) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
    return byLead;
  } catch {
    return null;
  }
}

/**
 * Names the boards of the leads' campaign plans and bookings, with one query
 * for all of them (inactive boards included: the admin reads every row).
 */
async function withBoardNames(leads: Lead[], bookings: Map<string, BookingRow[]> | null): Promise<Lead[]> {
  const ids = [...new Set([...leads.flatMap((lead) => lead.location_ids), ...[...(bookings?.values() ?? [])].flat().map((b) => b.location_id)])];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const { data, error } = await supabase.from('billboard_locations').select('id, name').in('id', ids);
    // The leads matter more than the names: without them, the card says how many boards.
    const rows: { id: string; name: string }[] = error ? [] : (data ?? []);
    for (const row of rows) names.set(row.id, row.name);
  }
  return leads.map((lead) => ({
    ...lead,
    boards: lead.location_ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    bookings: bookings ? (bookings.get(lead.id) ?? []).map((b) => ({ ...b, board: names.get(b.location_id) ?? null })) : undefined,
  }));
}

export const leadsQueryKey = ['leads', 'list'] as const;

export function leadsQueryOptions() {
  return queryOptions({ queryKey: leadsQueryKey, queryFn: getLeads, staleTime: 0 });
}

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
