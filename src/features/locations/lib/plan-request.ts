import type { AvailabilityStatus } from '@shared/booking-cycles.ts';
import type { LeftOutBoard, PlanBoard } from './quote-plan';

// A plan's boards split by what its dates can have: a board sold out for them
// is shown to the visitor but left out of the estimate and of the booking
// request, so the free boards' dates are asked for on their own.

export interface PlanSplit<T> {
  /** Free, or not known to be taken: estimated and requested. */
  free: T[];
  leftOut: LeftOutBoard[];
}

export function splitByAvailability<T extends PlanBoard>(
  boards: readonly T[],
  statusOf: (id: string) => AvailabilityStatus | null,
  nextFreeOf: (id: string) => string | null,
): PlanSplit<T> {
  const free: T[] = [];
  const leftOut: LeftOutBoard[] = [];
  for (const board of boards) {
    if (statusOf(board.id) === 'sold-out') leftOut.push({ id: board.id, name: board.name, address: board.address, nextFree: nextFreeOf(board.id) });
    else free.push(board);
  }
  return { free, leftOut };
}
