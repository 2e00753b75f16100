import type { RefObject } from 'react';
import { Loader2 } from 'lucide-react';
import type { MapStatus } from '../hooks/use-google-map';

export const MAP_TEXT = {
  loading: 'Loading map...',
  regionLabel: 'Map of billboard locations',
} as const;

export interface MapPanelProps {
  status: MapStatus;
  containerRef: RefObject<HTMLDivElement | null>;
}

/**
 * The map box: Google draws into the container, the loading state sits over it.
 * When the map fails the box is hidden (see MapFallbackNotice) but stays
 * mounted, so Try Again can draw into it.
 */
export function MapPanel({ status, containerRef }: MapPanelProps) {
  return (
    <div className="relative h-[420px] w-full overflow-hidden rounded-lg border border-gray-200 bg-gray-100 md:h-[560px]">
      <div ref={containerRef} role="region" aria-label={MAP_TEXT.regionLabel} className="h-full w-full" data-testid="billboard-map" />
      {status.kind === 'loading' && (
        <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 bg-gray-100 text-gray-700">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          <span>{MAP_TEXT.loading}</span>
        </div>
      )}
    </div>
  );
}
