import { describe, expect, it } from 'vitest';
import type { BookingBoard, CycleCounts } from '../api/booking';
import { buildGrid, cellText, cellTone, currentCycleStart, screenCycles, visibleGridRows } from './booking-grid';

const NOW = new Date('2026-11-25T15:00:00Z');
const CALENDAR = { anchor: '2026-01-05' };
const C = ['2026-12-28', '2027-01-25', '2027-02-22'];
const board = (id: string, slots: number, is_active = true): BookingBoard => ({
  id,
  name: `Board ${id}`,
  slots_per_loop: slots,
  is_active,
  rate_per_cycle: null,
});
/** Counts of one board, as getBookingOverview hands them over: one a cycle of C. */
const taken = (entries: Record<string, [number[], number[]]>): Map<string, CycleCounts> =>
  new Map(Object.entries(entries).map(([id, [requested, confirmed]]) => [id, { requested, confirmed }]));

describe('the cycles of the screen', () => {
  // Cycles start every 28 days from Mon Jan 5, 2026: Nov 9 and Dec 7, 2026.
  it('starts the grid at the cycle on air now, and sales at the next start', () => {
    expect(currentCycleStart(NOW, CALENDAR)).toBe('2026-11-09');
    const { grid, sale, current } = screenCycles(NOW, 3, CALENDAR);
    expect(current).toBe('2026-11-09');
    expect(sale).toEqual(['2026-12-07', '2027-01-04', '2027-02-01']);
    expect(grid).toEqual(['2026-11-09', '2026-12-07', '2027-01-04', '2027-02-01']);
  });

  it('on a cycle’s first day (in Toronto) that cycle is both on air and still on sale', () => {
    // 03:00 UTC on Dec 7 is still Dec 6 in Toronto.
    expect(currentCycleStart(new Date('2026-12-07T03:00:00Z'), CALENDAR)).toBe('2026-11-09');
    const day = new Date('2026-12-07T15:00:00Z');
    expect(currentCycleStart(day, CALENDAR)).toBe('2026-12-07');
    expect(screenCycles(day, 2, CALENDAR).grid).toEqual(['2026-12-07', '2027-01-04']);
    // The cycle's last day.
    expect(currentCycleStart(new Date('2027-01-03T15:00:00Z'), CALENDAR)).toBe('2026-12-07');
  });
});

// Which bookings hold a slot in which cycle (requests while their hold is
// open, confirmed ones, in every cycle they run) is the database's count:
// tests/integration/bookings.test.ts checks booking_overview.
describe('buildGrid', () => {
  it('shows requested and confirmed slots per cycle and the free ones left; a board the counts leave out is all free', () => {
    const rows = buildGrid(
      [board('a', 6), board('b', 2), board('c', 4)],
      taken({
        a: [
          [0, 1, 0],
          [2, 1, 0],
        ],
        b: [
          [0, 0, 0],
          [0, 0, 2],
        ],
      }),
      C,
    );
    expect(rows.map((r) => r.cells.map(cellText))).toEqual([
      ['4 free · 0 req · 2 conf', '4 free · 1 req · 1 conf', '6 free · 0 req · 0 conf'],
      ['2 free · 0 req · 0 conf', '2 free · 0 req · 0 conf', '0 free · 0 req · 2 conf'],
      ['4 free · 0 req · 0 conf', '4 free · 0 req · 0 conf', '4 free · 0 req · 0 conf'],
    ]);
    expect(rows.map((r) => r.booked)).toEqual([true, true, false]);
    expect(rows[0]!.cells.map((cell) => cell.cycleStart)).toEqual(C);
  });

  it('keeps an inactive board while it has slots taken in the window, drops it otherwise; never fewer than 0 free', () => {
    const rows = buildGrid(
      [board('a', 1), board('gone', 6, false), board('retiring', 6, false)],
      taken({
        a: [
          [0, 0, 0],
          [2, 0, 0],
        ],
        gone: [
          [0, 0, 0],
          [0, 0, 0],
        ],
        retiring: [
          [0, 0, 0],
          [0, 0, 1],
        ],
      }),
      C,
    );
    expect(rows.map((r) => [r.board.id, r.booked])).toEqual([
      ['a', true],
      ['retiring', true],
    ]);
    expect(rows[0]!.cells[0]!.free).toBe(0);
  });
});

describe('visibleGridRows', () => {
  it('folds away boards with nothing booked unless all are asked for', () => {
    const rows = buildGrid(
      [board('a', 6), board('empty', 6)],
      taken({
        a: [
          [0, 0, 0],
          [0, 1, 0],
        ],
      }),
      C,
    );
    expect(visibleGridRows(rows, false).map((r) => r.board.id)).toEqual(['a']);
    expect(visibleGridRows(rows, true).map((r) => r.board.id)).toEqual(['a', 'empty']);
  });
});

describe('cellTone', () => {
  it('is full at 0 free, last at 1 free, open otherwise', () => {
    const cell = (free: number) => ({ free });
    expect([0, 1, 2, 6].map((f) => cellTone(cell(f)))).toEqual(['full', 'last', 'open', 'open']);
  });
});
