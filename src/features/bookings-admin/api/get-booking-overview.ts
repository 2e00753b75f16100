import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '@shared/booking-cycles.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { BOARD_COLUMNS, BOOKING_COLUMNS, type BookingBoard, type BookingLead, type BookingOverview, type BookingRow } from './booking';
import { toDataError } from '@/lib/to-data-error';

/** Lead ids per request when naming the leads: keeps the URL short whatever the number of requests. */
const LEAD_IDS_PER_REQUEST = 100;

/**
 * The whole screen in a fixed number of queries, whatever the number of
 * boards: the boards, ONE query for every booking of the window (a booking
 * touches it when it starts less than the longest campaign, CAMPAIGN.maxCycles,
 * before its first cycle), which also brings the pending requests of later
 * dates, then the leads of those bookings. Read as the admin: row-level
 * security returns bookings and leads to the admin only.
 */
export async function getBookingOverview(cycleStarts: readonly string[]): Promise<BookingOverview> {
  const first = cycleStarts[0];
  const last = cycleStarts[cycleStarts.length - 1];
  if (!first || !last) throw new Error('The grid needs at least one cycle.');
  const earliest = addDays(first, -(CAMPAIGN.maxCycles - 1) * CAMPAIGN.cycleDays);
  const end = addDays(last, CAMPAIGN.cycleDays);

  const [boardRows, bookingRows] = await Promise.all([
    fetchAllRows((from, to) => supabase.from('billboard_locations').select(BOARD_COLUMNS).order('name').order('id').range(from, to)),
    fetchAllRows((from, to) =>
      supabase
        .from('bookings')
        .select(BOOKING_COLUMNS)
        .or(`status.eq.requested,and(starts_on.gte.${earliest},starts_on.lt.${end})`)
        .order('starts_on')
        .order('id')
        .range(from, to),
    ),
  ]);
  const boards: BookingBoard[] = boardRows;
  const bookings: BookingRow[] = bookingRows;
  return { cycleStarts: [...cycleStarts], boards, bookings, leads: await getLeadsOf(bookings) };
}

async function getLeadsOf(bookings: readonly BookingRow[]): Promise<Map<string, BookingLead>> {
  const ids = [...new Set(bookings.flatMap((b) => (b.lead_id ? [b.lead_id] : [])))];
  const leads = new Map<string, BookingLead>();
  for (let i = 0; i < ids.length; i += LEAD_IDS_PER_REQUEST) {
    // Every column: the lead's artwork comes with it once leads carry one (see artworkPathOf).
    const { data, error, status } = await supabase
      .from('contact_inquiries')
      .select('*')
      .in('id', ids.slice(i, i + LEAD_IDS_PER_REQUEST));
    if (error) throw toDataError(error, status);
    const rows = data ?? [];
    for (const row of rows) leads.set(row.id, { id: row.id, name: row.name, company: row.company, email: row.email, artworkPath: artworkPathOf(row) });
  }
  return leads;
}

/**
 * The hook point for the prospect's artwork: a lead's `artwork_path` (a path
 * in the private `booking-artwork` bucket). Read defensively, so the screen
 * works before that column exists and shows the link as soon as it does.
 */
export function artworkPathOf(lead: object): string | null {
  return 'artwork_path' in lead && typeof lead.artwork_path === 'string' && lead.artwork_path.trim() !== '' ? lead.artwork_path : null;
}

export const bookingsAdminKeys = {
  all: ['bookings-admin'] as const,
  overview: (firstCycle: string) => ['bookings-admin', 'overview', firstCycle] as const,
};

export function bookingOverviewQueryOptions(cycleStarts: readonly string[]) {
  return queryOptions({
    queryKey: bookingsAdminKeys.overview(cycleStarts[0] ?? ''),
    queryFn: () => getBookingOverview(cycleStarts),
    staleTime: 0,
  });
}

export function useBookingOverview(cycleStarts: readonly string[]) {
  return useQuery(bookingOverviewQueryOptions(cycleStarts));
}
