import type { MouseEvent } from 'react';
import { isInOntario } from '../lib/location-schema';

// Where a point lies, without Google: Ontario's outline (simplified, from a
// few dozen points of its borders and shores) with a few cities to read it by.

const VIEW = { west: -96, east: -73.5, south: 41.3, north: 57.2 };
// About as tall as wide: a degree of longitude there is about two thirds of one of latitude.
const WIDTH = 200;
const HEIGHT = 215;

const x = (lng: number) => ((lng - VIEW.west) / (VIEW.east - VIEW.west)) * WIDTH;
const y = (lat: number) => ((VIEW.north - lat) / (VIEW.north - VIEW.south)) * HEIGHT;

const OUTLINE: [number, number][] = [
  [-95.15, 49.0],
  [-95.15, 52.8],
  [-89.0, 56.85],
  [-88.0, 56.5],
  [-85.0, 55.3],
  [-82.3, 55.1],
  [-82.2, 52.9],
  [-80.0, 51.3],
  [-79.5, 51.5],
  [-79.5, 47.5],
  [-79.0, 46.4],
  [-77.2, 45.9],
  [-76.0, 45.5],
  [-74.3, 45.3],
  [-75.0, 44.8],
  [-76.4, 44.1],
  [-77.6, 43.9],
  [-79.4, 43.6],
  [-79.1, 43.1],
  [-80.5, 42.6],
  [-82.5, 41.7],
  [-83.1, 42.0],
  [-82.4, 43.0],
  [-81.7, 44.0],
  [-81.3, 45.2],
  [-80.0, 44.6],
  [-80.6, 45.9],
  [-81.6, 46.0],
  [-84.2, 46.5],
  [-84.6, 47.5],
  [-86.0, 48.7],
  [-88.5, 48.4],
  [-89.6, 48.0],
  [-91.0, 48.2],
  [-92.9, 48.6],
  [-94.6, 48.7],
];

const CITIES: { name: string; lat: number; lng: number }[] = [
  { name: 'Toronto', lat: 43.65, lng: -79.38 },
  { name: 'Ottawa', lat: 45.42, lng: -75.7 },
  { name: 'London', lat: 42.98, lng: -81.25 },
  { name: 'Thunder Bay', lat: 48.38, lng: -89.25 },
];

export interface PickedPoint {
  latitude: number;
  longitude: number;
}

export const PICK_HINT = 'Click the outline to place the point, then refine it in the Latitude and Longitude fields.';

/** The point under a click, from where it fell in the drawn outline (4 decimals, about 10 m). */
export function pointAt(fractionX: number, fractionY: number): PickedPoint {
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    latitude: round(VIEW.north - fractionY * (VIEW.north - VIEW.south)),
    longitude: round(VIEW.west + fractionX * (VIEW.east - VIEW.west)),
  };
}

export interface PointPreviewProps {
  latitude: number | null;
  longitude: number | null;
  /** Places the point where the outline is clicked; the coordinate fields remain the keyboard's way. */
  onPick?: (point: PickedPoint) => void;
}

export function PointPreview({ latitude, longitude, onPick }: PointPreviewProps) {
  function pick(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (!onPick || box.width === 0 || box.height === 0) return;
    onPick(pointAt((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  }

  const known = latitude !== null && longitude !== null;
  const inside = known && isInOntario(latitude, longitude);
  const onMap = known && latitude >= VIEW.south && latitude <= VIEW.north && longitude >= VIEW.west && longitude <= VIEW.east;
  const description = !known
    ? 'Enter a latitude and longitude to see where the point lies in Ontario.'
    : inside
      ? `The point ${latitude}, ${longitude} lies in Ontario.`
      : `The point ${latitude}, ${longitude} lies outside Ontario.`;
  return (
    <figure className="w-fit max-w-full rounded-md border border-gray-200 bg-white p-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={description}
        data-testid="point-preview"
        onClick={onPick ? pick : undefined}
        className={onPick ? 'h-auto max-w-full cursor-crosshair' : 'h-auto max-w-full'}
      >
        <rect width={WIDTH} height={HEIGHT} fill="#eff6ff" />
        <polygon points={OUTLINE.map(([lng, lat]) => `${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join(' ')} fill="#f8fafc" stroke="#64748b" strokeWidth="1" />
        {CITIES.map((city) => (
          <g key={city.name}>
            <circle cx={x(city.lng)} cy={y(city.lat)} r="2" fill="#64748b" />
            <text x={x(city.lng) + 4} y={y(city.lat) + 3} fontSize="8" fill="#334155">
              {city.name}
            </text>
          </g>
        ))}
        {onMap ? <circle cx={x(longitude)} cy={y(latitude)} r="4.5" fill={inside ? '#dc2626' : '#f59e0b'} stroke="#fff" strokeWidth="1.5" /> : null}
      </svg>
      <figcaption className="mt-1 text-xs text-gray-600">
        {description}
        {known && !onMap ? ' (beyond this outline)' : ''}
        {onPick ? <span className="block">{PICK_HINT}</span> : null}
      </figcaption>
    </figure>
  );
}
