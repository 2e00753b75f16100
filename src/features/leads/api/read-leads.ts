import type { SupabaseClient } from '@supabase/supabase-js';
import { toDataError } from '@/lib/to-data-error';
import type { Database } from '@/types/database';
import { LEAD_COLUMNS, type Lead, type LeadBooking } from './lead';

/** How many of the newest leads the inbox reads at once: years of a small company's leads. */
export const LEADS_LIMIT = 1000;

/** The lead's own campaigns (over campaigns.lead_id; bookings join the two tables too, hence the hint). */
const LEAD_CAMPAIGNS = 'campaigns!campaigns_lead_id_fkey(id, reference, status)';

/**
 * The lead's advertiser with every lead and campaign it has (hints name the
 * foreign keys: campaigns also join leads to advertisers).
 */
const LEAD_ADVERTISER =
  'advertiser:advertisers!contact_inquiries_advertiser_id_fkey(id, company, contact_name, leads:contact_inquiries!contact_inquiries_advertiser_id_fkey(id, name, created_at), campaigns!campaigns_advertiser_id_fkey(id, reference, status))';

/**
 * Each lead with its booking requests and their boards' names, embedded by
 * PostgREST over the foreign keys bookings.lead_id and bookings.location_id,
 * its plan's boards through the computed relationship plan_boards (a plan
 * keeps its boards as a list of ids), its campaigns, and its advertiser's
 * other leads and campaigns. The row limit of the API caps the leads only,
 * not what is embedded.
 */
const LEADS_SELECT =
  `${LEAD_COLUMNS}, bookings(id, location_id, starts_on, cycles, status, expires_at, price_per_cycle_cents, discount_bp, board:billboard_locations(name)), plan_boards(id, name), ${LEAD_CAMPAIGNS}, ${LEAD_ADVERTISER}` as const;

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
  // The plan's order, as the visitor made it; a deleted board is missing.
  return (data ?? []).map(({ bookings, plan_boards, ...row }) => {
    const names = new Map(plan_boards.map((board) => [board.id, board.name]));
    return {
      ...row,
      bookings: bookings.map(({ board, ...booking }): LeadBooking => ({ ...booking, board: board?.name ?? null })),
      boards: row.location_ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : [])),
    };
  });
}
