import type { BillboardLocation } from '@/types/billboard-location';

// The list of boards reads nearest first: most visitors are London businesses,
// so an alphabetical list that opens in Kitchener sends them scrolling.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

type Located = Pick<BillboardLocation, 'latitude' | 'longitude' | 'name'>;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The average point of some boards (close enough for one city's), or null for none. */
export function centreOf(locations: readonly GeoPoint[]): GeoPoint | null {
  if (locations.length === 0) return null;
  const sum = locations.reduce((acc, { latitude, longitude }) => ({ latitude: acc.latitude + latitude, longitude: acc.longitude + longitude }), {
    latitude: 0,
    longitude: 0,
  });
  return { latitude: sum.latitude / locations.length, longitude: sum.longitude / locations.length };
}

/** A new array, nearest to `from` first; equal distances by name so the order is stable. */
export function byDistanceFrom<T extends Located>(locations: readonly T[], from: GeoPoint): T[] {
  return locations
    .map((location) => ({ location, km: distanceKm(from, location) }))
    .sort((a, b) => a.km - b.km || a.location.name.localeCompare(b.location.name, 'en-CA'))
    .map(({ location }) => location);
}

/**
 * The point the list is ordered from: the filtered city's centre (its boards'
 * average) when a city is chosen, otherwise `home` (the company's city).
 */
export function orderOrigin<T extends Located>(cityBoards: readonly T[], city: string, home: GeoPoint): GeoPoint {
  return (city ? centreOf(cityBoards) : null) ?? home;
}
