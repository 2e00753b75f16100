import { MapPinOff, RefreshCw } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';

export const MAP_FALLBACK_TEXT = {
  // Why the map is missing is rarely the visitor's doing (an ad blocker, a key
  // restriction, no key at all), so the line says what is true and useful.
  message: 'The map could not be shown here. The list below has every board.',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
} as const;

export interface MapFallbackNoticeProps {
  /** Null when trying again cannot help (no key, a refused key). */
  onRetry: (() => void) | null;
  retrying?: boolean;
}

/** One line above the list when the map is not there: the boards stay first. */
export function MapFallbackNotice({ onRetry, retrying = false }: MapFallbackNoticeProps) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-800">
      <MapPinOff className="h-4 w-4 shrink-0 text-gray-600" aria-hidden="true" />
      <p role="status" className="flex-1">
        {MAP_FALLBACK_TEXT.message}
      </p>
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
