import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../api/booking';
import { bookingFilterParams, filterBookings, filterGridRows, readBookingFilter } from './booking-filters';
import { buildGrid } from './booking-grid';

const A = 'c0000000-0000-4000-8000-000000000001';
const B = 'c0000000-0000-4000-8000-000000000002';
const LEAD = 'd0000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-11-25T15:00:00Z');

const row = (id: string, location_id: string, status: BookingRow['status'], extra: Partial<BookingRow> = {}): BookingRow => ({
  id,
  location_id,
  starts_on: '2026-12-28',
  cycles: 1,
  status,
  lead_id: null,
  expires_at: null,
  created_at: '2026-11-20T00:00:00Z',
  campaign: null,
  ...extra,
});

describe('the filter in the URL', () => {
  it('reads board, status and lead, ignoring what is not a value', () => {
    expect(readBookingFilter(new URLSearchParams(`board=${A}&status=confirmed&lead=${LEAD}`))).toEqual({ board: A, status: 'confirmed', lead: LEAD });
    expect(readBookingFilter(new URLSearchParams('board=1%20or%201&status=bogus&lead='))).toEqual({ board: null, status: 'requested', lead: null });
  });

  it('writes back what it reads, leaving the default status out', () => {
    expect(bookingFilterParams({ board: A, status: 'requested', lead: null }).toString()).toBe(`board=${A}`);
    const params = bookingFilterParams({ board: null, status: 'all', lead: LEAD });
    expect(readBookingFilter(params)).toEqual({ board: null, status: 'all', lead: LEAD });
  });
});

describe('filterBookings', () => {
  const bookings = [
    row('1', A, 'requested', { expires_at: '2026-12-01T00:00:00Z', lead_id: LEAD }),
    row('2', A, 'requested', { expires_at: '2026-11-20T00:00:00Z' }),
    row('3', B, 'requested', { expires_at: '2026-11-28T00:00:00Z' }),
    row('4', B, 'confirmed'),
  ];

  it('lists by the status the database counts: a request past its hold is expired', () => {
    expect(filterBookings(bookings, { board: null, status: 'requested', lead: null }, NOW).map((b) => b.id)).toEqual(['3', '1']);
    expect(filterBookings(bookings, { board: null, status: 'expired', lead: null }, NOW).map((b) => b.id)).toEqual(['2']);
  });

  it('narrows by board and by lead', () => {
    expect(filterBookings(bookings, { board: B, status: 'all', lead: null }, NOW).map((b) => b.id)).toEqual(['3', '4']);
    expect(filterBookings(bookings, { board: null, status: 'all', lead: LEAD }, NOW).map((b) => b.id)).toEqual(['1']);
  });

  it('limits the grid to the board, or to the boards of the lead', () => {
    const boards = [
      { id: A, name: 'A', slots_per_loop: 6, is_active: true, rate_per_cycle: null },
      { id: B, name: 'B', slots_per_loop: 6, is_active: true, rate_per_cycle: null },
    ];
    const grid = buildGrid(boards, new Map(), ['2026-12-28']);
    expect(filterGridRows(grid, { board: B, status: 'requested', lead: null }, bookings).map((r) => r.board.id)).toEqual([B]);
    expect(filterGridRows(grid, { board: null, status: 'requested', lead: LEAD }, bookings).map((r) => r.board.id)).toEqual([A]);
    expect(filterGridRows(grid, { board: null, status: 'all', lead: null }, bookings)).toHaveLength(2);
  });
});
