import { useRef } from 'react';
import type { BillboardLocation } from '@/types/billboard-location';
import { useActiveLocations } from '../api/get-active-locations';
import { useGoogleMap } from '../hooks/use-google-map';
import { useMapMarkers } from '../hooks/use-map-markers';
import { formatLocationCount } from '../lib/location-count';
import { LocationList } from './location-list';
import { LocationsDatabaseError } from './locations-database-error';
import { MapPanel, MapUnavailable } from './map-panel';

export interface BillboardLocationsProps {
  /** Google Maps key; empty means no map is attempted and the list carries the page. */
  apiKey: string;
}

/** The map of active billboard locations with the accessible list beside it. */
export function BillboardLocations({ apiKey }: BillboardLocationsProps) {
  const { data, error, failureReason, refetch, isFetching } = useActiveLocations();
  // Said once, at the first failed attempt rather than after the last retry
  // (about 10 s later); the retries go on meanwhile, and Try Again starts one.
  const problem = data ? null : (error ?? failureReason ?? null);
  return (
    <div>
      <p aria-live="polite" className="mb-3 text-sm font-medium text-gray-700">
        {data ? formatLocationCount(data.length) : ''}
      </p>
      {problem && <LocationsDatabaseError error={problem} onRetry={() => void refetch()} retrying={isFetching} />}
      {apiKey ? (
        <InteractiveMap apiKey={apiKey} locations={data} error={problem} />
      ) : (
        <>
          {!problem && <MapUnavailable />}
          {!problem && <LocationList locations={data} onShowOnMap={null} mapUnavailable />}
        </>
      )}
    </div>
  );
}

interface InteractiveMapProps {
  apiKey: string;
  locations: BillboardLocation[] | undefined;
  error: Error | null;
}

function InteractiveMap({ apiKey, locations, error }: InteractiveMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { status, retrying, retry, instance } = useGoogleMap(apiKey, containerRef);
  const { showLocation } = useMapMarkers(instance, locations);

  const scrollToMapAndShow = (id: string) => {
    containerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    showLocation?.(id);
  };

  return (
    <>
      {/* With no locations to show, the database error stands in for the map. */}
      <div hidden={Boolean(error)}>
        <MapPanel status={status} retrying={retrying} onRetry={retry} containerRef={containerRef} />
      </div>
      {error ? null : (
        <LocationList locations={locations} onShowOnMap={showLocation ? scrollToMapAndShow : null} mapUnavailable={status.kind === 'error'} />
      )}
    </>
  );
}
