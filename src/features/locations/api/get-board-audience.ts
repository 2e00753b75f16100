import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { retryDelay } from '@/lib/react-query';

export const FETCH_AUDIENCE_ERROR_PREFIX = 'Failed to fetch board audiences:';

export interface AudienceRow {
  location_id: string;
  cycle_start: string;
  /** One spot's plays in the cycle (public.contracted_plays); null when the board's hours cannot be counted. */
  plays_per_cycle: number | null;
}

export const audienceKeys = {
  all: ['board-audience'] as const,
  cycle: (from: string) => ['board-audience', from] as const,
};

/** Every active board's plays of one spot in the cycle from `from` (a cycle start): one call for all boards. */
export async function getBoardAudience(from: string): Promise<AudienceRow[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase.rpc('board_audience', { p_from: from });
  if (error) throw await dataError(error, status, FETCH_AUDIENCE_ERROR_PREFIX);
  return data ?? [];
}

export function boardAudienceQueryOptions(from: string) {
  return queryOptions({
    queryKey: audienceKeys.cycle(from),
    queryFn: () => getBoardAudience(from),
    retry: 3,
    retryDelay,
    // A board's hours and loop change rarely; the staff's edit shows on the next visit.
    staleTime: 10 * 60_000,
  });
}

/** Null `from` (the page not live yet) fetches nothing. */
export function useBoardAudienceRows(from: string | null) {
  return useQuery({ ...boardAudienceQueryOptions(from ?? ''), enabled: from !== null });
}
