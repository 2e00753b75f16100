import { useMemo } from 'react';
import { formatDay } from '@shared/booking-cycles.ts';
import { bookableStarts } from '../lib/plan-period';
import { BOOKING } from '@shared/business-rules.ts';
import { useBoardAvailability } from '../api/get-board-availability';
import { boardCycles, firstFreeStart } from '../lib/board-cycles';

export const NEXT_FREE_TEXT = {
  loading: 'Checking availability...',
  free: (start: string) => `Next free start: ${formatDay(start)}`,
  soldOut: `Sold out for the next ${BOOKING.bookableStarts} cycles`,
  error: 'Availability: call us',
} as const;

/** A board's first cycle with a free slot; every card shares the one availability read. */
export function NextFreeStart({ boardId }: { boardId: string }) {
  const starts = useMemo(() => bookableStarts(new Date()), []);
  const { data, isError } = useBoardAvailability(starts[0] ?? null);
  if (isError) return <>{NEXT_FREE_TEXT.error}</>;
  if (!data) return <>{NEXT_FREE_TEXT.loading}</>;
  const start = firstFreeStart(boardCycles(data, boardId, starts));
  return <>{start ? NEXT_FREE_TEXT.free(start) : NEXT_FREE_TEXT.soldOut}</>;
}
