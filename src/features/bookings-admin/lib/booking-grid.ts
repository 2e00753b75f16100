import { slotsByCycle } from '@shared/booking-slots.ts';
import type { BookingBoard, BookingRow } from '../api/booking';

export interface GridCell {
  cycleStart: string;
  free: number;
  requested: number;
  confirmed: number;
}

export interface GridRow {
  board: BookingBoard;
  cells: GridCell[];
}

/** How full a cell is: the colour of a cell, always said in its text as well. */
export type CellTone = 'open' | 'last' | 'full';

/**
 * Active boards by cycle: free, requested (until their hold expires) and
 * confirmed slots. One pass over the bookings, then one lookup per cell, so
 * 300 boards by a year of cycles stay cheap.
 */
export function buildGrid(boards: readonly BookingBoard[], bookings: readonly BookingRow[], cycleStarts: readonly string[], now: Date): GridRow[] {
  const taken = slotsByCycle(bookings, cycleStarts, now);
  return boards
    .filter((board) => board.is_active)
    .map((board) => ({
      board,
      cells: cycleStarts.map((cycleStart) => {
        const { requested, confirmed } = taken.get(`${board.id}|${cycleStart}`) ?? { requested: 0, confirmed: 0 };
        return { cycleStart, requested, confirmed, free: Math.max(0, board.slots_per_loop - requested - confirmed) };
      }),
    }));
}

/** ['2 free', '1 req', '3 conf'] */
export function cellParts(cell: GridCell): [string, string, string] {
  return [`${cell.free} free`, `${cell.requested} req`, `${cell.confirmed} conf`];
}

/** '2 free · 1 req · 3 conf' */
export function cellText(cell: GridCell): string {
  return cellParts(cell).join(' · ');
}

export function cellTone(cell: GridCell): CellTone {
  if (cell.free <= 0) return 'full';
  if (cell.free === 1) return 'last';
  return 'open';
}
