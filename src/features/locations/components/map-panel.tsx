import { buttonVariants } from '@/components/ui/button-variants';
import type { RefObject } from 'react';
import { AlertTriangle, Loader2, MapPinOff, RefreshCw } from 'lucide-react';
import type { MapErrorKind, MapStatus } from '../hooks/use-google-map';

export const MAP_TEXT = {
  loading: 'Loading map...',
  errorTitle: 'Map Loading Error',
  errors: {
    load: 'Failed to load Google Maps. Please check your internet connection.',
    init: 'Failed to initialize the map. Please try refreshing the page.',
    auth: 'This map is not available on this website: the Google Maps key is not authorised for this address.',
  } satisfies Record<MapErrorKind, string>,
  authHint: 'Every billboard location is still listed below.',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
  regionLabel: 'Map of billboard locations',
  noKeyTitle: 'Interactive map unavailable',
  noKey: 'The interactive map is not available right now. Every billboard location is listed below.',
} as const;

export interface MapPanelProps {
  status: MapStatus;
  retrying: boolean;
  onRetry: () => void;
  containerRef: RefObject<HTMLDivElement | null>;
}

/** The map box: Google draws into the container; loading and error states sit over it. */
export function MapPanel({ status, retrying, onRetry, containerRef }: MapPanelProps) {
  return (
    <div className="relative h-[420px] w-full overflow-hidden rounded-lg border border-gray-200 bg-gray-100 md:h-[560px]">
      <div ref={containerRef} role="region" aria-label={MAP_TEXT.regionLabel} className="h-full w-full" data-testid="billboard-map" />
      {status.kind === 'loading' && (
        <div role="status" className="absolute inset-0 flex items-center justify-center gap-2 bg-gray-100 text-gray-700">
          <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          <span>{MAP_TEXT.loading}</span>
        </div>
      )}
      {status.kind === 'error' && <MapError error={status.error} retrying={retrying} onRetry={onRetry} />}
    </div>
  );
}

interface MapErrorProps {
  error: MapErrorKind;
  retrying: boolean;
  onRetry: () => void;
}

function MapError({ error, retrying, onRetry }: MapErrorProps) {
  return (
    <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gray-50 p-6 text-center">
      <AlertTriangle className="h-10 w-10 text-brand-600" aria-hidden="true" />
      <h2 className="text-xl font-bold text-gray-900">{MAP_TEXT.errorTitle}</h2>
      <p className="max-w-md text-gray-700">{MAP_TEXT.errors[error]}</p>
      {error === 'auth' ? (
        <p className="max-w-md text-sm text-gray-600">{MAP_TEXT.authHint}</p>
      ) : (
        <button type="button" onClick={onRetry} disabled={retrying} className={buttonVariants({ className: 'disabled:cursor-wait' })}>
          <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {retrying ? MAP_TEXT.retrying : MAP_TEXT.tryAgain}
        </button>
      )}
    </div>
  );
}

/** Shown instead of the map when no Maps key is configured: the list carries the page. */
export function MapUnavailable() {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-gray-200 bg-gray-50 p-6 text-center">
      <MapPinOff className="h-8 w-8 text-gray-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-gray-900">{MAP_TEXT.noKeyTitle}</h2>
      <p className="text-gray-700">{MAP_TEXT.noKey}</p>
    </div>
  );
}
