import type { BillboardLocation } from '@/types/billboard-location';

// The map page's filters: the city (read from the address) and the media type.
// Kept in the URL (?city=London&type=...), so a filtered view can be shared.

export interface LocationFilters {
  /** '' for every city. */
  city: string;
  /** '' for every media type. */
  type: string;
}

export const NO_FILTERS: LocationFilters = { city: '', type: '' };

/**
 * The city of a Canadian street address: the part before the province and
 * postal code ('3350 Wellington Rd S, London, ON N6E 3N1' -> 'London').
 * Null when the address has no such part.
 */
export function cityOf(address: string): string | null {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  return parts[parts.length - 2] ?? null;
}

export interface FilterOptions {
  cities: string[];
  types: string[];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en-CA'));

export function filterOptions(locations: readonly BillboardLocation[]): FilterOptions {
  return {
    cities: sorted(locations.flatMap((location) => cityOf(location.address) ?? [])),
    types: sorted(locations.map((location) => location.media_type)),
  };
}

export function applyFilters(locations: readonly BillboardLocation[], { city, type }: LocationFilters): BillboardLocation[] {
  return locations.filter((location) => (!city || cityOf(location.address) === city) && (!type || location.media_type === type));
}

/** The filters the URL asks for, as written (trimmed); see validFilters for what is kept. */
export function readFilters(params: URLSearchParams): LocationFilters {
  return { city: params.get('city')?.trim() ?? '', type: params.get('type')?.trim() ?? '' };
}

/** The option `value` names, ignoring case ('london' is London), or '' when it names none. */
function optionFor(value: string, options: readonly string[]): string {
  if (!value) return '';
  if (options.includes(value)) return value;
  const wanted = value.toLocaleLowerCase('en-CA');
  return options.find((option) => option.toLocaleLowerCase('en-CA') === wanted) ?? '';
}

/**
 * Only what the selects offer: a value from a hostile or stale link (a city
 * with no board any more, markup, control characters) is ignored rather than
 * left to hide every board behind a select that shows "All cities".
 */
export function validFilters(filters: LocationFilters, options: FilterOptions): LocationFilters {
  return { city: optionFor(filters.city, options.cities), type: optionFor(filters.type, options.types) };
}

export function hasFilters({ city, type }: LocationFilters): boolean {
  return Boolean(city || type);
}

/** The URL's query for `filters`, keeping any other parameter it had. */
export function writeFilters(params: URLSearchParams, filters: LocationFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of [
    ['city', filters.city],
    ['type', filters.type],
  ] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
