import { MapPinOff, RefreshCw } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { MapErrorKind } from '../hooks/use-google-map';

// The specification's words for each way the map can fail; without a key
// nothing failed, so that case keeps a plain line of its own.
export const MAP_FALLBACK_TEXT = {
  title: 'Map Loading Error',
  load: 'Failed to load Google Maps. Please check your internet connection.',
  init: 'Failed to initialize the map. Please try refreshing the page.',
  auth: 'This map is not available on this website: the Google Maps key is not authorised for this address.',
  noKey: 'The map could not be shown here. The list below has every board.',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
} as const;

export interface MapFallbackNoticeProps {
  /** Why the map is missing: a failure of the map, or null when no key is set. */
  error: MapErrorKind | null;
  /** Null when trying again cannot help (no key, a refused key). */
  onRetry: (() => void) | null;
  retrying?: boolean;
}

/** One compact notice above the list when the map is not there: the boards stay first. */
export function MapFallbackNotice({ error, onRetry, retrying = false }: MapFallbackNoticeProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <MapPinOff className="h-4 w-4 shrink-0 text-gray-600" aria-hidden="true" />
      {error ? (
        <p role="status" data-map-error={error} className="flex-1">
          {/* Title and message only: the list's own line below says it has every board, and on a phone each line here pushes the boards down. */}
          <strong className="font-semibold text-ink">{MAP_FALLBACK_TEXT.title}</strong> <span>{MAP_FALLBACK_TEXT[error]}</span>
        </p>
      ) : (
        <p role="status" className="flex-1">
          {MAP_FALLBACK_TEXT.noKey}
        </p>
      )}
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'disabled:cursor-wait' })}
        >
          <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {retrying ? MAP_FALLBACK_TEXT.retrying : MAP_FALLBACK_TEXT.tryAgain}
        </button>
      )}
    </div>
  );
}
