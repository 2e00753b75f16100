import { useCallback, useMemo, useRef } from 'react';
import type { BillboardLocation } from '@/types/billboard-location';
import { useActiveLocations } from '../api/get-active-locations';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { usePlanAvailability } from '../hooks/use-plan-availability';
import { useGoogleMap } from '../hooks/use-google-map';
import { useLocationFilters } from '../hooks/use-location-filters';
import { useMapMarkers, type PlanControl } from '../hooks/use-map-markers';
import { site } from '@/config/site';
import { byDistanceFrom, orderOrigin } from '../lib/distance-order';
import { announcePlanChange, PLAN_ANNOUNCEMENTS } from '../lib/plan-announcement';
import { readPlan } from '../lib/plan-store';
import { applyFilters, filterOptions, hasFilters, NO_FILTERS } from '../lib/location-filters';
import { formatLocationCount } from '../lib/location-count';
import { LocationFiltersBar } from './location-filters-bar';
import { LocationList } from './location-list';
import { PlanAnnouncer } from './plan-announcer';
import { PlanTray } from './plan-tray';
import { LocationsDatabaseError } from './locations-database-error';
import { MapFallbackNotice } from './map-fallback-notice';
import { MapPanel } from './map-panel';

export interface BillboardLocationsProps {
  /** Google Maps key; empty means no map is attempted and the list carries the page. */
  apiKey: string;
}

/**
 * The map of active billboard locations with the accessible list beside it,
 * the filters above both, and the visitor's campaign plan.
 */
export function BillboardLocations({ apiKey }: BillboardLocationsProps) {
  // React Query re-renders for the fields a render reads: isFetching is read
  // only while there is a problem to retry, so the page's own refetch as it
  // comes alive (twice a flip of isFetching) does not re-render the whole map.
  const locations = useActiveLocations();
  const { data, error, failureReason, refetch } = locations;
  const options = useMemo(() => (data ? filterOptions(data) : null), [data]);
  const [filters, setFilters] = useLocationFilters(options);
  const { city, type } = filters;
  // Nearest first: from London's centre, or from the chosen city's.
  const visible = useMemo(() => {
    if (!data) return undefined;
    const origin = orderOrigin(applyFilters(data, { city, type: '' }), city, site.geo);
    return byDistanceFrom(applyFilters(data, { city, type }), origin);
  }, [data, city, type]);
  // Filters that match no board get their own message and a way out, never "none available".
  const clearFilters = useMemo(() => (hasFilters(filters) ? () => setFilters(NO_FILTERS) : null), [filters, setFilters]);
  // The stored plan arrives once the app runs, in a transition (useCampaignPlan): as a
  // synchronous update it would reach cards not yet hydrated and hydrate them all in one long task.
  const { plan: stored, toggle: toggleStored, addAt: addAtStored } = useCampaignPlan();
  // Each change is said and shown (PlanAnnouncer): on a wide screen the plan's panel may be out of sight.
  const announced = useCallback(
    (id: string, change: () => void) => {
      const before = readPlan().ids.includes(id);
      change();
      const after = readPlan().ids.includes(id);
      const name = data?.find((board) => board.id === id)?.name;
      if (name && before !== after) announcePlanChange(after ? PLAN_ANNOUNCEMENTS.added(name) : PLAN_ANNOUNCEMENTS.removed(name));
    },
    [data],
  );
  const toggle = useCallback((id: string) => announced(id, () => toggleStored(id)), [announced, toggleStored]);
  const addAt = useCallback((id: string, start: string) => announced(id, () => addAtStored(id, start)), [announced, addAtStored]);
  const availability = usePlanAvailability(stored);
  const plan = useMemo<PlanControl>(() => {
    const ids = new Set(stored.ids);
    return { has: (id) => ids.has(id), toggle, addAt, statusOf: availability.statusOf, nextFreeOf: availability.nextFreeOf };
  }, [stored.ids, toggle, addAt, availability.statusOf, availability.nextFreeOf]);
  // Said once, at the first failed attempt rather than after the last retry,
  // which comes seconds later; the retries go on meanwhile, and Try Again starts one.
  const problem = data ? null : (error ?? failureReason ?? null);
  return (
    <div>
      <PlanAnnouncer />
      {options && <LocationFiltersBar options={options} filters={filters} onChange={setFilters} />}
      <p aria-live="polite" className="mb-3 text-sm font-medium text-gray-700">
        {visible ? formatLocationCount(visible.length) : ''}
      </p>
      {data && (
        <div className="mb-6">
          <PlanTray locations={data} availability={availability} />
        </div>
      )}
      {problem && <LocationsDatabaseError error={problem} onRetry={() => void refetch()} retrying={locations.isFetching} />}
      {apiKey ? (
        <InteractiveMap apiKey={apiKey} locations={visible} error={problem} plan={plan} onClearFilters={clearFilters} />
      ) : (
        <>
          {!problem && <MapFallbackNotice error={null} onRetry={null} />}
          {!problem && <LocationList locations={visible} onShowOnMap={null} mapUnavailable plan={plan} onClearFilters={clearFilters} />}
        </>
      )}
    </div>
  );
}

interface InteractiveMapProps {
  apiKey: string;
  locations: BillboardLocation[] | undefined;
  error: Error | null;
  plan: PlanControl;
  onClearFilters: (() => void) | null;
}

function InteractiveMap({ apiKey, locations, error, plan, onClearFilters }: InteractiveMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { status, retrying, retry, instance } = useGoogleMap(apiKey, containerRef);
  const { showLocation } = useMapMarkers(instance, locations, plan);

  const scrollToMapAndShow = (id: string) => {
    containerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    showLocation?.(id);
  };

  const failed = status.kind === 'error';
  return (
    <>
      {/* With no locations to show, the database error stands in for the map; without
          the map, the boards come first under a compact notice that says why. */}
      <div hidden={Boolean(error) || failed}>
        <MapPanel status={status} containerRef={containerRef} />
      </div>
      {failed && !error && <MapFallbackNotice error={status.error} onRetry={status.error === 'auth' ? null : retry} retrying={retrying} />}
      {error ? null : (
        <LocationList
          locations={locations}
          onShowOnMap={showLocation ? scrollToMapAndShow : null}
          mapUnavailable={status.kind === 'error'}
          plan={plan}
          onClearFilters={onClearFilters}
        />
      )}
    </>
  );
}
