import type { SupabaseClient } from '@supabase/supabase-js';
import { toDataError } from '@/lib/to-data-error';
import type { Database } from '@/types/database';
import { LEAD_COLUMNS, type Lead, type LeadBooking } from './lead';

/** How many of the newest leads the inbox reads at once: years of a small company's leads. */
export const LEADS_LIMIT = 1000;

/**
 * Each lead with its booking requests and their boards' names, embedded by
 * PostgREST over the foreign keys bookings.lead_id and bookings.location_id.
 * The row limit of the API caps the leads only, not the embedded bookings.
 */
const LEADS_SELECT = `${LEAD_COLUMNS}, bookings(id, location_id, starts_on, cycles, status, expires_at, board:billboard_locations(name))` as const;

/**
 * Newest first, read with the caller's session: row-level security returns
 * leads, bookings and inactive boards to the admin only, in the one request.
 */
export async function readLeads(client: SupabaseClient<Database>): Promise<Lead[]> {
  const { data, error, status } = await client
    .from('contact_inquiries')
    .select(LEADS_SELECT)
    .order('created_at', { ascending: false })
    .order('starts_on', { referencedTable: 'bookings' })
    .order('id', { referencedTable: 'bookings' })
    .limit(LEADS_LIMIT);
  if (error) throw toDataError(error, status);
  const leads = (data ?? []).map(({ bookings, ...row }) => ({
    ...row,
    bookings: bookings.map(({ board, ...booking }): LeadBooking => ({ ...booking, board: board?.name ?? null })),
  }));
  const names = await boardNames(client, leads);
  return leads.map((lead) => ({ ...lead, boards: lead.location_ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])) }));
}

/**
 * Names the boards of the leads' campaign plans. A plan keeps its boards as a
 * list of ids, which no foreign key ties to the boards, so PostgREST cannot
 * embed them: the bookings name most of them, and one more request names the
 * rest, only when there are such boards (inactive ones included: the admin
 * reads every row). The leads matter more than the names: without them, the
 * card says how many boards.
 */
async function boardNames(client: SupabaseClient<Database>, leads: Lead[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const booking of leads.flatMap((lead) => lead.bookings ?? [])) if (booking.board !== null) names.set(booking.location_id, booking.board);
  const missing = [...new Set(leads.flatMap((lead) => lead.location_ids))].filter((id) => !names.has(id));
  if (missing.length === 0) return names;
  const { data, error } = await client.from('billboard_locations').select('id, name').in('id', missing);
  for (const row of error ? [] : (data ?? [])) names.set(row.id, row.name);
  return names;
}
