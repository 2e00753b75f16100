import { useCallback, useMemo } from 'react';
import { site } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import { useBoardAudienceRows } from '../api/get-board-audience';

export interface AudienceByBoard {
  /** One spot's plays in the next cycle: undefined while unknown (loading or failed), null when the board's hours cannot be counted. */
  playsOf: (id: string) => number | null | undefined;
  isError: boolean;
}

/** Every active board's plays in the next cycle to start, from one request; known once the page runs (today decides the cycle). */
export function useAudienceByBoard(): AudienceByBoard {
  const live = useHydrated();
  const from = useMemo(() => (live ? (nextCycleStarts(new Date(), 1, site.bookingCycles)[0] ?? null) : null), [live]);
  const { data, isError } = useBoardAudienceRows(from);
  const plays = useMemo(() => new Map(data?.map((row) => [row.location_id, row.plays_per_cycle])), [data]);
  const playsOf = useCallback((id: string) => (plays.has(id) ? plays.get(id) : undefined), [plays]);
  return { playsOf, isError };
}
