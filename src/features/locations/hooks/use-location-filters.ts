import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { NO_FILTERS, readFilters, validFilters, writeFilters, type FilterOptions, type LocationFilters } from '../lib/location-filters';

/**
 * The filters in the URL, kept to the values `options` offers (null until the
 * locations are known). The prerendered page knows no query string, so the
 * page hydrates unfiltered and applies the URL's filters right after.
 * A value that is not an option is ignored and dropped from the URL.
 */
export function useLocationFilters(options: FilterOptions | null): [LocationFilters, (filters: LocationFilters) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const asked = readFilters(params);
  const filters = hydrated && options ? validFilters(asked, options) : NO_FILTERS;
  // replace: changing a filter is not a new page for the Back button.
  const setFilters = (next: LocationFilters) => setParams((current) => writeFilters(current, next), { replace: true, preventScrollReset: true });

  const stale = hydrated && options !== null && (params.has('city') || params.has('type')) && (asked.city !== filters.city || asked.type !== filters.type);
  useEffect(() => {
    if (stale) setParams((current) => writeFilters(current, filters), { replace: true, preventScrollReset: true });
  }, [stale, filters, setParams]);

  return [filters, setFilters];
}
