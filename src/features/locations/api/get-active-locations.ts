import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { locationKeys } from '@/lib/query-keys';
import { retryDelay } from '@/lib/react-query';
import type { BillboardLocation } from '@/types/billboard-location';

export const FETCH_LOCATIONS_ERROR_PREFIX = 'Failed to fetch billboard locations:';

/** Active billboard locations, ordered by name. */
export async function getActiveLocations(): Promise<BillboardLocation[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase
    .from('billboard_locations')
    .select('*')
    .eq('is_active', true)
    .order('name', { ascending: true })
    // React Query retries (below) while the page already says the load failed;
    // supabase-js's own retries of a 503 or a network error would hold that
    // first failure back through their own back-off.
    .retry(false);
  if (error) throw await dataError(error, status, FETCH_LOCATIONS_ERROR_PREFIX);
  return data ?? [];
}

/** Retried 3 times, the delay doubling from 1 s up to 30 s. */
export function activeLocationsQueryOptions() {
  return queryOptions({
    queryKey: locationKeys.active(),
    queryFn: getActiveLocations,
    retry: 3,
    retryDelay,
  });
}

export function useActiveLocations() {
  return useQuery(activeLocationsQueryOptions());
}
