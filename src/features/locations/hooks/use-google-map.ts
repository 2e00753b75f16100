import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { MarkerMap } from '../lib/map-markers';
import { INITIAL_CENTER, INITIAL_ZOOM } from '../lib/maps-api';

export type MapErrorKind = 'load' | 'init' | 'auth';

export type MapStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'error'; error: MapErrorKind };

export interface MapInstance extends MarkerMap {
  /** The code that draws on the map: it arrives with the map, not with the page. */
  runtime: typeof import('../lib/map-runtime');
}

export interface UseGoogleMapResult {
  status: MapStatus;
  /** True while Try Again is reloading the map. */
  retrying: boolean;
  retry: () => void;
  /** The map, once it exists and is usable. */
  instance: MapInstance | null;
}

/**
 * Loads the Maps script and creates the map in `container`: loading, then
 * ready, or an error (script failed, map failed to initialise, key refused).
 */
export function useGoogleMap(apiKey: string, container: RefObject<HTMLElement | null>): UseGoogleMapResult {
  const [status, setStatus] = useState<MapStatus>({ kind: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [instance, setInstance] = useState<MapInstance | null>(null);

  useEffect(() => {
    let cancelled = false;
    let stopListening: (() => void) | undefined;
    const fail = (error: MapErrorKind, cause?: unknown) => {
      if (cause) console.warn(`Billboard map (${error}):`, cause);
      setInstance(null);
      setStatus({ kind: 'error', error });
      setRetrying(false);
    };
    const load = async () => {
      // Awaited on its own: Vite wraps the import() expression, and a failure chained onto it
      // (Google's script refused) would read as a missing chunk, which reloads the page.
      const runtime = await import('../lib/map-runtime');
      if (cancelled) return;
      // Google reports a refused key through a global callback, at any time after its script runs.
      stopListening = runtime.onGoogleMapsAuthFailure(() => fail('auth'));
      const api = await runtime.loadGoogleMaps(apiKey);
      if (cancelled) return;
      if (runtime.hasGoogleMapsAuthFailed()) return fail('auth');
      const element = container.current;
      try {
        if (!element) throw new Error('The map container is missing.');
        const map = new api.Map(element, { center: INITIAL_CENTER, zoom: INITIAL_ZOOM });
        const infoWindow = new api.InfoWindow({ maxWidth: 320 });
        setInstance({ api, map, infoWindow, runtime });
        setStatus({ kind: 'ready' });
        setRetrying(false);
      } catch (err) {
        fail('init', err);
      }
    };
    load().catch((err: unknown) => {
      if (!cancelled) fail('load', err);
    });
    return () => {
      cancelled = true;
      stopListening?.();
    };
  }, [apiKey, attempt, container]);

  const retry = useCallback(() => {
    setRetrying(true);
    setAttempt((n) => n + 1);
  }, []);

  return { status, retrying, retry, instance: status.kind === 'ready' ? instance : null };
}
