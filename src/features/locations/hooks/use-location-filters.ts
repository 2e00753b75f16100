import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/use-hydrated';
import { NO_FILTERS, readFilters, writeFilters, type LocationFilters } from '../lib/location-filters';

/**
 * The filters in the URL. The prerendered page knows no query string, so the
 * page hydrates unfiltered and applies the URL's filters right after.
 */
export function useLocationFilters(): [LocationFilters, (filters: LocationFilters) => void] {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters = hydrated ? readFilters(params) : NO_FILTERS;
  // replace: changing a filter is not a new page for the Back button.
  const setFilters = (next: LocationFilters) => setParams((current) => writeFilters(current, next), { replace: true, preventScrollReset: true });
  return [filters, setFilters];
}
