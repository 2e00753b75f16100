import { addDays, cycleStartOnOrAfter, nextCycleStarts, torontoDate, type CycleCalendar } from '@shared/booking-cycles.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import type { BookingBoard, CycleCounts } from '../api/booking';

export interface GridCell {
  cycleStart: string;
  free: number;
  requested: number;
  confirmed: number;
}

export interface GridRow {
  board: BookingBoard;
  cells: GridCell[];
  /** Whether any cycle of the window has a slot taken. */
  booked: boolean;
}

/** How full a cell is: the colour of a cell, always said in its text as well. */
export type CellTone = 'open' | 'last' | 'full';

/** The start of the cycle on air on a day (Toronto): the cycle start on or before it. */
export function currentCycleStart(now: Date, calendar: CycleCalendar): string {
  return cycleStartOnOrAfter(addDays(torontoDate(now), -(CAMPAIGN.cycleDays - 1)), calendar);
}

/**
 * The cycles of the screen: the grid's columns start at the cycle on air now;
 * a sale may start on the next `count` starts (today's, if a cycle starts today).
 */
export function screenCycles(now: Date, count: number, calendar: CycleCalendar): { grid: string[]; sale: string[]; current: string } {
  const current = currentCycleStart(now, calendar);
  const sale = nextCycleStarts(now, count, calendar);
  return { grid: sale[0] === current ? sale : [current, ...sale], sale, current };
}

/**
 * Boards by cycle: free, requested (until their hold expires) and confirmed
 * slots, from the counts the database answers (`taken`, by board id, in the
 * order of `cycleStarts`). Every active board, and an inactive one while it
 * still has slots taken in the window (its campaigns must stay in sight).
 */
export function buildGrid(boards: readonly BookingBoard[], taken: ReadonlyMap<string, CycleCounts>, cycleStarts: readonly string[]): GridRow[] {
  return boards.flatMap((board) => {
    const counts = taken.get(board.id);
    let booked = false;
    const cells = cycleStarts.map((cycleStart, i) => {
      const requested = counts?.requested[i] ?? 0;
      const confirmed = counts?.confirmed[i] ?? 0;
      if (requested + confirmed > 0) booked = true;
      return { cycleStart, requested, confirmed, free: Math.max(0, board.slots_per_loop - requested - confirmed) };
    });
    return board.is_active || booked ? [{ board, cells, booked }] : [];
  });
}

/** The rows shown: boards with something booked, or every one when the staff ask for all. */
export function visibleGridRows(rows: readonly GridRow[], showAll: boolean): GridRow[] {
  return showAll ? [...rows] : rows.filter((row) => row.booked);
}

/** ['2 free', '1 req', '3 conf'] */
export function cellParts(cell: Pick<GridCell, 'free' | 'requested' | 'confirmed'>): [string, string, string] {
  return [`${cell.free} free`, `${cell.requested} req`, `${cell.confirmed} conf`];
}

/** '2 free · 1 req · 3 conf' */
export function cellText(cell: Pick<GridCell, 'free' | 'requested' | 'confirmed'>): string {
  return cellParts(cell).join(' · ');
}

export function cellTone(cell: Pick<GridCell, 'free'>): CellTone {
  if (cell.free <= 0) return 'full';
  if (cell.free === 1) return 'last';
  return 'open';
}
