import { availabilityStatus, type AvailabilityRow, type AvailabilityStatus } from '@shared/booking-cycles.ts';

// One board's availability cycle by cycle, for its page's strip: each of the
// cycle starts the site offers, with Available, 1 slot left or Sold out.

export interface BoardCycle {
  /** The cycle's first day, 'YYYY-MM-DD'. */
  start: string;
  /** Null when the answer has no row for this board and cycle (unknown, not free). */
  status: AvailabilityStatus | null;
}

export function boardCycles(rows: readonly AvailabilityRow[], boardId: string, starts: readonly string[]): BoardCycle[] {
  const free = new Map<string, number>();
  for (const row of rows) if (row.location_id === boardId) free.set(row.cycle_start.slice(0, 10), row.free_slots);
  return starts.map((start) => {
    const slots = free.get(start);
    return { start, status: slots === undefined ? null : availabilityStatus(slots) };
  });
}

/** A start the board can be booked from: one with a free slot. */
export const isFreeCycle = (cycle: BoardCycle): boolean => cycle.status === 'available' || cycle.status === 'last-slot';

/** The first start with a free slot, or null when every cycle is sold out (or unknown). */
export function firstFreeStart(cycles: readonly BoardCycle[]): string | null {
  return cycles.find(isFreeCycle)?.start ?? null;
}
