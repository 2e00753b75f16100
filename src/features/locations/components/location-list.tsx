import { memo, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Check, FileText, MapPin, Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LazyImage } from '@/components/ui/lazy-image';
import { shippedImageSources } from '@/content/images';
import type { BillboardLocation } from '@/types/billboard-location';
import type { PlanControl } from '../hooks/use-map-markers';
import type { AvailabilityStatus } from '@shared/booking-cycles.ts';
import { boardPageHref, salesSheetLink } from '../lib/board-links';
import {
  MEDIA_TYPE_LABEL,
  PLAN_BUTTON_TEXT,
  planButtonLabel,
  PRINT_SALES_SHEET_LABEL,
  printSalesSheetAriaLabel,
  salesSheetAriaLabel,
  SOLD_OUT_TEXT,
} from '../lib/location-text';
import { addForStartLabel, addForStartText, nextFreeText } from '../lib/next-free-start';
import { AvailabilityBadge } from './availability-badge';
import { BoardFactsDetails } from './board-facts-details';
import { CompareToggle } from './compare-toggle';
import { useCompareList } from '../hooks/use-compare-list';
import { safeUrl } from '@/lib/safe-url';
import { useHydrated } from '@/lib/use-hydrated';

export const LOCATION_LIST_TEXT = {
  heading: 'All Billboard Locations',
  loading: 'Loading billboard locations...',
  empty: 'No billboard locations are available right now.',
  noMatch: 'No billboard location matches these filters.',
  clearFilters: 'Clear filters',
  salesSheet: 'Sales Sheet (PDF)',
  showOnMap: 'Show on map',
  mapUnavailable: 'The map is unavailable, so each location is listed here with its address, photos and sales sheet.',
} as const;

export function showOnMapLabel(name: string): string {
  return `Show ${name} on map`;
}

export interface LocationListProps {
  locations: BillboardLocation[] | undefined;
  /** Present when the map is ready: opens the location's marker. */
  onShowOnMap: ((id: string) => void) | null;
  /** True when the map cannot be shown at all (no key, script or key error). */
  mapUnavailable: boolean;
  /** The visitor's campaign plan: each card adds its board or takes it out. */
  plan: PlanControl;
  /** Present when filters are applied: an empty list is then the filters' doing, and this clears them. */
  onClearFilters?: (() => void) | null;
}

/**
 * The accessible list of the same locations as the map; works without the map.
 * Memoised, and each card a boundary of its own: the prerendered list hydrates
 * a card at a time, in short tasks, and a re-render of the map above it that
 * changes nothing here does not reach cards not yet hydrated (which would
 * hydrate them all at once).
 */
export const LocationList = memo(function LocationList({ locations, onShowOnMap, mapUnavailable, plan, onClearFilters = null }: LocationListProps) {
  // A press on the prerendered list would be lost: the plan buttons wait for the app.
  const live = useHydrated();
  const compare = useCompareList();
  return (
    <section aria-labelledby="location-list-heading" className="mt-10">
      <h2 id="location-list-heading" className="mb-4 text-2xl font-bold text-gray-900">
        {LOCATION_LIST_TEXT.heading}
      </h2>
      {mapUnavailable && locations && <p className="mb-4 text-gray-600">{LOCATION_LIST_TEXT.mapUnavailable}</p>}
      {!locations ? (
        <p role="status" className="text-gray-600">
          {LOCATION_LIST_TEXT.loading}
        </p>
      ) : locations.length === 0 && onClearFilters ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-gray-600">{LOCATION_LIST_TEXT.noMatch}</p>
          <button type="button" onClick={onClearFilters} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {LOCATION_LIST_TEXT.clearFilters}
          </button>
        </div>
      ) : locations.length === 0 ? (
        <p className="text-gray-600">{LOCATION_LIST_TEXT.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {locations.map((location) => (
            <Suspense key={location.id}>
              <LocationItem
                location={location}
                onShowOnMap={onShowOnMap}
                inPlan={plan.has(location.id)}
                status={plan.statusOf(location.id)}
                nextFree={plan.nextFreeOf(location.id)}
                onTogglePlan={live ? plan.toggle : null}
                onAddAt={live ? plan.addAt : null}
                inCompare={compare.ids.includes(location.id)}
                // Only the boards in the comparison say how many it holds: a change re-renders those cards alone.
                compareCount={compare.ids.includes(location.id) ? compare.ids.length : 0}
                onToggleCompare={live ? compare.toggle : null}
              />
            </Suspense>
          ))}
        </ul>
      )}
    </section>
  );
});

interface LocationItemProps {
  location: BillboardLocation;
  onShowOnMap: ((id: string) => void) | null;
  inPlan: boolean;
  status: AvailabilityStatus | null;
  /** For a sold-out board: the next start at which it is free, if known. */
  nextFree: string | null;
  /** Null until the app runs. */
  onTogglePlan: ((id: string) => void) | null;
  onAddAt: ((id: string, start: string) => void) | null;
  inCompare: boolean;
  compareCount: number;
  /** Null until the app runs. */
  onToggleCompare: ((id: string) => 'added' | 'removed' | 'full') | null;
}

// The list carries the page when the map cannot load, so it shows everything
// the marker's info window would: photos and description included. Memoised:
// with hundreds of boards, adding one to the plan re-renders that card only.
const LocationItem = memo(function LocationItem({
  location,
  onShowOnMap,
  inPlan,
  status,
  nextFree,
  onTogglePlan,
  onAddAt,
  inCompare,
  compareCount,
  onToggleCompare,
}: LocationItemProps) {
  const soldOut = status === 'sold-out';
  // A sold-out board is added for its next free start, or not at all; one already in the plan can still be taken out.
  const later = soldOut && !inPlan && nextFree ? nextFree : null;
  const blocked = soldOut && !inPlan && !later;
  const reasonId = `sold-out-${location.id}`;
  const sheet = salesSheetLink(location);
  const photos = [
    { src: safeUrl(location.thumbnail_image_1), alt: location.thumbnail_image_1_alt?.trim() || `${location.name}, view 1` },
    { src: safeUrl(location.thumbnail_image_2), alt: location.thumbnail_image_2_alt?.trim() || `${location.name}, view 2` },
  ].filter((photo): photo is { src: string; alt: string } => photo.src !== null);
  return (
    // Drawn only near the viewport (index.css): on a phone, each answer that re-renders the list costs the browser only the cards in sight.
    <li className="render-near-view flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={boardPageHref(location)} className="underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800">
            {location.name}
          </Link>
        </h3>
        <AvailabilityBadge status={status} />
      </div>
      <p className="text-gray-700">{location.address}</p>
      <p className="text-sm text-gray-600">
        <span className="font-semibold">{MEDIA_TYPE_LABEL}</span> {location.media_type}
      </p>
      <BoardFactsDetails location={location} />
      {location.description && <p className="text-sm text-gray-700">{location.description}</p>}
      {photos.length > 0 && (
        <div className="mt-2 grid grid-cols-2 gap-2">
          {photos.map(({ src, alt }) => (
            <LazyImage key={src} src={src} sources={shippedImageSources(src)} alt={alt} width={400} height={300} className="rounded object-cover" />
          ))}
        </div>
      )}
      {soldOut && (
        <p id={reasonId} className="mt-1 text-sm font-semibold text-red-800">
          {SOLD_OUT_TEXT}
          {nextFree && <span className="block font-medium text-gray-800">{nextFreeText(nextFree)}</span>}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {later ? (
          <button
            type="button"
            onClick={() => onAddAt?.(location.id, later)}
            disabled={!onAddAt}
            aria-label={addForStartLabel(location.name, later)}
            aria-describedby={reasonId}
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {addForStartText(later)}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onTogglePlan?.(location.id)}
            disabled={!onTogglePlan || blocked}
            aria-label={planButtonLabel(location.name, inPlan)}
            aria-describedby={soldOut ? reasonId : undefined}
            className={buttonVariants({ variant: inPlan ? 'secondary' : 'primary', size: 'sm' })}
          >
            {inPlan ? <Check className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
            {inPlan ? PLAN_BUTTON_TEXT.remove : PLAN_BUTTON_TEXT.add}
          </button>
        )}
        <CompareToggle id={location.id} name={location.name} inCompare={inCompare} count={compareCount} onToggle={onToggleCompare} />
        <a
          href={sheet.href}
          {...(sheet.isPdf ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          aria-label={sheet.isPdf ? salesSheetAriaLabel(location.name) : printSalesSheetAriaLabel(location.name)}
          className="inline-flex items-center gap-1 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800"
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          {sheet.isPdf ? LOCATION_LIST_TEXT.salesSheet : PRINT_SALES_SHEET_LABEL}
        </a>
        {onShowOnMap && (
          <button
            type="button"
            onClick={() => onShowOnMap(location.id)}
            aria-label={showOnMapLabel(location.name)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {LOCATION_LIST_TEXT.showOnMap}
          </button>
        )}
      </div>
    </li>
  );
});
