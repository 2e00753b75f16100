import type { BillboardLocation } from '@/types/billboard-location';

// The sales sheet's map is Google's Maps Static API image: one request, no
// script, so printing a sheet never loads the maps code the map page uses.

const STATIC_MAP_ENDPOINT = 'https://maps.googleapis.com/maps/api/staticmap';

/** The image's size in CSS pixels; `scale=2` doubles its pixels for print. */
export const STATIC_MAP_SIZE = { width: 640, height: 320 } as const;

/** A street-level map centred on the board with a marker on it, or null without a key. */
export function staticMapUrl(board: Pick<BillboardLocation, 'latitude' | 'longitude'>, apiKey: string): string | null {
  const key = apiKey.trim();
  if (!key) return null;
  const where = `${board.latitude},${board.longitude}`;
  const params = new URLSearchParams({
    center: where,
    zoom: '15',
    size: `${STATIC_MAP_SIZE.width}x${STATIC_MAP_SIZE.height}`,
    scale: '2',
    markers: `color:red|${where}`,
    key,
  });
  return `${STATIC_MAP_ENDPOINT}?${params.toString()}`;
}
