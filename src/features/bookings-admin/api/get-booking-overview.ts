import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays } from '@shared/booking-cycles.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { BOARD_COLUMNS, type BookingBoard, type BookingLead, type BookingOverview, type BookingRow } from './booking';
import { toDataError } from '@/lib/to-data-error';

/** A booking as booking_overview answers it: the screen's row, with the lead that asked embedded. */
type OverviewRow = BookingRow & { lead: { id: string; name: string; company: string; email: string; artwork_path: string | null } | null };

/**
 * The whole screen in two requests, whatever the number of boards and
 * bookings: the boards, and one call (booking_overview) answering every
 * booking of the window (a booking touches it when it starts less than the
 * longest campaign, CAMPAIGN.maxCycles, before its first cycle) and every
 * pending request, each with its campaign and its lead. Read as the admin:
 * row-level security returns bookings, campaigns and leads to the admin only.
 */
export async function getBookingOverview(cycleStarts: readonly string[]): Promise<BookingOverview> {
  const first = cycleStarts[0];
  const last = cycleStarts[cycleStarts.length - 1];
  if (!first || !last) throw new Error('The grid needs at least one cycle.');
  const earliest = addDays(first, -(CAMPAIGN.maxCycles - 1) * CAMPAIGN.cycleDays);
  const end = addDays(last, CAMPAIGN.cycleDays);

  const [boardRows, overview] = await Promise.all([
    fetchAllRows((from, to) => supabase.from('billboard_locations').select(BOARD_COLUMNS).order('name').order('id').range(from, to)),
    supabase.rpc('booking_overview', { p_earliest: earliest, p_end: end }),
  ]);
  if (overview.error) throw toDataError(overview.error, overview.status);
  const rows = (overview.data ?? []) as unknown as OverviewRow[];
  const boards: BookingBoard[] = boardRows;
  const leads = new Map<string, BookingLead>();
  const bookings: BookingRow[] = rows.map(({ lead, ...booking }) => {
    if (lead && !leads.has(lead.id))
      leads.set(lead.id, { id: lead.id, name: lead.name, company: lead.company, email: lead.email, artworkPath: artworkPathOf(lead) });
    return booking;
  });
  return { cycleStarts: [...cycleStarts], boards, bookings, leads };
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
