import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { StatusFilter } from '../lib/booking-filters';
import { BOARD_COLUMNS, type BookingBoard, type BookingLead, type BookingOverview, type BookingRow, type CycleCounts } from './booking';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

/** A booking as booking_overview answers it: the screen's row, with the lead that asked embedded. */
type OverviewRow = BookingRow & { lead: { id: string; name: string; company: string; email: string; artwork_path: string | null } | null };

interface OverviewAnswer {
  /** Per board with a slot taken: its cycles that have one, as [place in the grid, requested, confirmed]. */
  cells: { location_id: string; cycles: [number, number, number][] }[];
  bookings: OverviewRow[];
}

/** What the list below the grid shows: its status filter, and the lead it is narrowed to. */
export interface BookingListQuery {
  status: StatusFilter;
  lead: string | null;
}

/**
 * The whole screen in two requests, whatever the number of boards and
 * bookings: the boards, and one call (booking_overview) answering the slots
 * taken on each board in each cycle of the grid (counts, not bookings) and
 * the bookings the list can show for its filter, each with its campaign and
 * its lead. A cell's campaigns are read when it is opened. Read as the
 * admin: row-level security answers the admin only.
 */
export async function getBookingOverview(cycleStarts: readonly string[], list: BookingListQuery): Promise<BookingOverview> {
  const first = cycleStarts[0];
  if (!first) throw new Error('The grid needs at least one cycle.');

  const [boardRows, overview] = await Promise.all([
    fetchAllRows((from, to) => supabase.from('billboard_locations').select(BOARD_COLUMNS).order('name').order('id').range(from, to)),
    supabase.rpc('booking_overview', { p_first: first, p_cycles: cycleStarts.length, p_status: list.status, p_lead: list.lead ?? undefined }),
  ]);
  if (overview.error) throw toDataError(overview.error, overview.status);
  const answer = (overview.data ?? { cells: [], bookings: [] }) as unknown as OverviewAnswer;
  const boards: BookingBoard[] = boardRows;
  const taken = new Map<string, CycleCounts>(answer.cells.map(({ location_id, cycles }) => [location_id, countsByCycle(cycles, cycleStarts.length)]));
  const leads = new Map<string, BookingLead>();
  const bookings: BookingRow[] = answer.bookings.map(({ lead, ...booking }) => {
    if (lead && !leads.has(lead.id))
      leads.set(lead.id, { id: lead.id, name: lead.name, company: lead.company, email: lead.email, artworkPath: artworkPathOf(lead) });
    return booking;
  });
  return { cycleStarts: [...cycleStarts], boards, taken, bookings, leads };
}

/** A board's counts for every cycle of the grid, the ones the database left out free. */
function countsByCycle(cycles: readonly [number, number, number][], count: number): CycleCounts {
  const requested = new Array<number>(count).fill(0);
  const confirmed = new Array<number>(count).fill(0);
  for (const [g, r, c] of cycles) {
    requested[g] = r;
    confirmed[g] = c;
  }
  return { requested, confirmed };
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
  all: campaignRecordKeys.bookingsAdmin,
  overview: (firstCycle: string, list: BookingListQuery) => [...campaignRecordKeys.bookingsAdmin, 'overview', firstCycle, list.status, list.lead] as const,
  cell: (boardId: string, cycleStart: string) => [...campaignRecordKeys.bookingsAdmin, 'cell', boardId, cycleStart] as const,
};

export function bookingOverviewQueryOptions(cycleStarts: readonly string[], list: BookingListQuery) {
  return queryOptions({
    queryKey: bookingsAdminKeys.overview(cycleStarts[0] ?? '', list),
    queryFn: () => getBookingOverview(cycleStarts, list),
    staleTime: 0,
    // Another status filter reads again; the grid stays on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useBookingOverview(cycleStarts: readonly string[], list: BookingListQuery) {
  return useQuery(bookingOverviewQueryOptions(cycleStarts, list));
}
