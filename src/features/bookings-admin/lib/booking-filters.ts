import { z } from 'zod';
import { effectiveBookingStatus, type BookingStatus } from '@shared/booking-slots.ts';
import { bookingsFilterKeys, bookingsFilterParams } from '@/config/admin-paths';
import { BOOKING_STATUSES } from '@/lib/booking-status';
import type { BookingRow } from '../api/booking';
import type { GridRow } from './booking-grid';

export type StatusFilter = BookingStatus | 'all';

export interface BookingFilter {
  /** One board's id, or null for every board. */
  board: string | null;
  /** Which bookings the list shows; the grid always counts requested and confirmed slots. */
  status: StatusFilter;
  /** One lead's bookings (the leads inbox links here), or null. */
  lead: string | null;
}

/** The list opens on what needs the staff: the requests. */
export const DEFAULT_STATUS: StatusFilter = 'requested';
export const NO_FILTER: BookingFilter = { board: null, status: DEFAULT_STATUS, lead: null };

const id = z.guid();
const status = z.enum(['all', ...BOOKING_STATUSES]);

/** The filter a URL asks for; anything that is not a valid value is ignored. */
export function readBookingFilter(params: URLSearchParams): BookingFilter {
  const board = id.safeParse(params.get(bookingsFilterKeys.board));
  const lead = id.safeParse(params.get(bookingsFilterKeys.lead));
  const asked = status.safeParse(params.get(bookingsFilterKeys.status));
  return { board: board.success ? board.data : null, status: asked.success ? asked.data : DEFAULT_STATUS, lead: lead.success ? lead.data : null };
}

/** The query string of a filter (the default status is left out). */
export function bookingFilterParams(filter: BookingFilter): URLSearchParams {
  return bookingsFilterParams({ board: filter.board, lead: filter.lead, status: filter.status === DEFAULT_STATUS ? null : filter.status });
}

/** The grid's rows for a filter: one board, or the boards a lead asked for. */
export function filterGridRows(rows: readonly GridRow[], filter: BookingFilter, bookings: readonly BookingRow[]): GridRow[] {
  const leadBoards = filter.lead ? new Set(bookings.filter((b) => b.lead_id === filter.lead).map((b) => b.location_id)) : null;
  return rows.filter((row) => (!filter.board || row.board.id === filter.board) && (!leadBoards || leadBoards.has(row.board.id)));
}

/**
 * The bookings the list shows, by the status the database counts (a request
 * past its hold reads as expired): requests soonest to expire first, the
 * others by start.
 */
export function filterBookings(bookings: readonly BookingRow[], filter: BookingFilter, now: Date): BookingRow[] {
  return bookings
    .filter(
      (b) =>
        (!filter.board || b.location_id === filter.board) &&
        (!filter.lead || b.lead_id === filter.lead) &&
        (filter.status === 'all' || effectiveBookingStatus(b, now) === filter.status),
    )
    .sort((a, b) => sortKey(a, now).localeCompare(sortKey(b, now)) || a.id.localeCompare(b.id));
}

function sortKey(booking: BookingRow, now: Date): string {
  return effectiveBookingStatus(booking, now) === 'requested' ? `0|${booking.expires_at ?? ''}` : `1|${booking.starts_on}`;
}
