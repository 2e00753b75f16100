import { formatDay, periodFreeSlots, type AvailabilityRow } from '@shared/booking-cycles.ts';

// When the plan's dates are taken on a board, the visitor is told the next
// start at which the same campaign (the same number of cycles) would fit, and
// can add the board for it.

/**
 * For each board, the first of `starts` after `chosen` at which it has a free
 * slot in every cycle of a `cycles`-cycle campaign. A board with no such start
 * inside the rows (they cover the bookable window only) has no entry.
 */
export function nextFreeStarts(rows: readonly AvailabilityRow[], starts: readonly string[], chosen: string, cycles: number): Map<string, string> {
  const found = new Map<string, string>();
  for (const start of starts) {
    if (start <= chosen) continue;
    for (const [id, free] of periodFreeSlots(rows, start, cycles)) {
      if (free > 0 && !found.has(id)) found.set(id, start);
    }
  }
  return found;
}

/** 'Next free: Mon Feb 1, 2027' */
export function nextFreeText(start: string): string {
  return `Next free: ${formatDay(start)}`;
}

/** The add button's words for a board the chosen dates cannot have: 'Add for Mon Feb 1, 2027'. */
export function addForStartText(start: string): string {
  return `Add for ${formatDay(start)}`;
}

/** Its accessible name, which names the board. */
export function addForStartLabel(name: string, start: string): string {
  return `Add ${name} to my plan for ${formatDay(start)}`;
}
