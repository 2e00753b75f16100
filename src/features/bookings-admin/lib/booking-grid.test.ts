import { describe, expect, it } from 'vitest';
import type { BookingBoard, BookingRow } from '../api/booking';
import { buildGrid, cellText, cellTone } from './booking-grid';

const NOW = new Date('2026-11-25T15:00:00Z');
const C = ['2026-12-28', '2027-01-25', '2027-02-22'];
const board = (id: string, slots: number, is_active = true): BookingBoard => ({ id, name: `Board ${id}`, slots_per_loop: slots, is_active });
let n = 0;
const booking = (location_id: string, starts_on: string, cycles: number, status: BookingRow['status'], expires_at: string | null = null): BookingRow => ({
  id: `b${++n}`,
  location_id,
  starts_on,
  cycles,
  status,
  lead_id: null,
  expires_at,
  created_at: '2026-11-20T00:00:00Z',
});

describe('buildGrid', () => {
  it('counts requested and confirmed slots per cycle and the free ones left', () => {
    const rows = buildGrid(
      [board('a', 6), board('b', 2)],
      [
        booking('a', '2026-12-28', 2, 'confirmed'),
        booking('a', '2027-01-25', 1, 'requested', '2026-12-01T00:00:00Z'),
        // Started a cycle before the window and still running in its first cycle.
        booking('a', '2026-11-30', 2, 'confirmed'),
        booking('b', '2027-02-22', 1, 'confirmed'),
        booking('b', '2027-02-22', 1, 'confirmed'),
      ],
      C,
      NOW,
    );
    expect(rows.map((r) => r.cells.map(cellText))).toEqual([
      ['4 free · 0 req · 2 conf', '4 free · 1 req · 1 conf', '6 free · 0 req · 0 conf'],
      ['2 free · 0 req · 0 conf', '2 free · 0 req · 0 conf', '0 free · 0 req · 2 conf'],
    ]);
  });

  it('counts nothing for declined, cancelled, expired, or requests past their hold', () => {
    const [row] = buildGrid(
      [board('a', 3)],
      [
        booking('a', '2026-12-28', 1, 'declined'),
        booking('a', '2026-12-28', 1, 'cancelled'),
        booking('a', '2026-12-28', 1, 'expired'),
        booking('a', '2026-12-28', 1, 'requested', '2026-11-25T14:59:59Z'),
        booking('a', '2026-12-28', 1, 'requested', '2026-11-25T15:00:01Z'),
      ],
      C,
      NOW,
    );
    expect(row!.cells[0]).toEqual({ cycleStart: '2026-12-28', free: 2, requested: 1, confirmed: 0 });
  });

  it('shows active boards only, and never fewer than 0 free when a loop shrank below its bookings', () => {
    const rows = buildGrid(
      [board('a', 1), board('gone', 6, false)],
      [booking('a', '2026-12-28', 1, 'confirmed'), booking('a', '2026-12-28', 1, 'confirmed')],
      C,
      NOW,
    );
    expect(rows.map((r) => r.board.id)).toEqual(['a']);
    expect(rows[0]!.cells[0]!.free).toBe(0);
  });
});

describe('cellTone', () => {
  it('is full at 0 free, last at 1 free, open otherwise', () => {
    const cell = (free: number) => ({ cycleStart: C[0]!, free, requested: 0, confirmed: 0 });
    expect([0, 1, 2, 6].map((f) => cellTone(cell(f)))).toEqual(['full', 'last', 'open', 'open']);
  });
});
