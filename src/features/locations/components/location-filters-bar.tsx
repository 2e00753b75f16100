import { useId } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { FilterOptions, LocationFilters } from '../lib/location-filters';

export const LOCATION_FILTER_TEXT = {
  label: 'Filter billboard locations',
  city: 'City',
  allCities: 'All cities',
  type: 'Media type',
  allTypes: 'All media types',
  clear: 'Clear filters',
} as const;

const selectClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink focus:border-focus focus:outline-none focus:ring-2 focus:ring-focus';

export interface LocationFiltersBarProps {
  options: FilterOptions;
  filters: LocationFilters;
  onChange: (filters: LocationFilters) => void;
}

/** City and media type above the map and the list; both follow what is chosen here. */
export function LocationFiltersBar({ options, filters, onChange }: LocationFiltersBarProps) {
  const id = useId();
  // The prerendered page cannot act on a choice: the controls wait for the app.
  const live = useHydrated();
  const filtered = Boolean(filters.city || filters.type);
  return (
    <form
      role="search"
      aria-label={LOCATION_FILTER_TEXT.label}
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => e.preventDefault()}
    >
      <div>
        <label htmlFor={`${id}-city`} className="block text-sm font-medium text-gray-800">
          {LOCATION_FILTER_TEXT.city}
        </label>
        <select
          id={`${id}-city`}
          value={filters.city}
          onChange={(e) => onChange({ ...filters, city: e.target.value })}
          disabled={!live}
          className={selectClass}
        >
          <option value="">{LOCATION_FILTER_TEXT.allCities}</option>
          {options.cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-type`} className="block text-sm font-medium text-gray-800">
          {LOCATION_FILTER_TEXT.type}
        </label>
        <select
          id={`${id}-type`}
          value={filters.type}
          onChange={(e) => onChange({ ...filters, type: e.target.value })}
          disabled={!live}
          className={selectClass}
        >
          <option value="">{LOCATION_FILTER_TEXT.allTypes}</option>
          {options.types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        onClick={() => onChange({ city: '', type: '' })}
        disabled={!filtered}
        className="rounded-md px-3 py-2 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50"
      >
        {LOCATION_FILTER_TEXT.clear}
      </button>
    </form>
  );
}
