import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { retryDelay } from '@/lib/react-query';
import type { AvailabilityRow } from '@shared/booking-cycles.ts';
import { BOOKING } from '@shared/business-rules.ts';
import { bookableStarts } from '../lib/plan-period';

export const FETCH_AVAILABILITY_ERROR_PREFIX = 'Failed to fetch board availability:';

export const availabilityKeys = {
  all: ['board-availability'] as const,
  window: (from: string) => ['board-availability', from] as const,
};

/**
 * Free slots of every active board in each of the BOOKING.bookableStarts cycles from `from` (a
 * cycle start): one call for all boards, whatever period the visitor then picks.
 */
export async function getBoardAvailability(from: string): Promise<AvailabilityRow[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase.rpc('board_availability', { p_from: from, p_cycles: BOOKING.bookableStarts });
  if (error) throw await dataError(error, status, FETCH_AVAILABILITY_ERROR_PREFIX);
  return data ?? [];
}

export function boardAvailabilityQueryOptions(from: string) {
  return queryOptions({
    queryKey: availabilityKeys.window(from),
    queryFn: () => getBoardAvailability(from),
    retry: 3,
    retryDelay,
    // Slots change as others book: a minute-old answer is fine for browsing; the request itself is checked by the database.
    staleTime: 60_000,
  });
}

/** Null `from` (the page not live yet) fetches nothing. */
export function useBoardAvailability(from: string | null) {
  return useQuery({ ...boardAvailabilityQueryOptions(from ?? ''), enabled: from !== null });
}

/**
 * Asks, as the page mounts, for the window its live render will read (from the next cycle as of
 * now). That render waits for the app to know today, a transition of the whole page later, which
 * on a phone takes long enough to hold the request up behind it.
 */
export function useAvailabilityAtMount(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const from = bookableStarts(new Date())[0];
    if (from) void client.prefetchQuery(boardAvailabilityQueryOptions(from));
  }, [client, enabled]);
}
