import type { MapsApi } from './maps-api';

// Loads the Maps JavaScript API through @googlemaps/js-api-loader. The loader
// is imported dynamically so only the map route's chunk carries it.

// The loader's module is reached through this object rather than an import
// expression of its own so that component tests, which share their modules
// (vitest.config.ts), can stand in for Google with vi.spyOn: a module cannot be
// replaced for one file without vi.mock, which would leak into the others.
export const googleMapsLoader = { load: () => import('@googlemaps/js-api-loader') };

export const MAPS_VERSION = 'weekly';
export const MAPS_LIBRARIES = ['geometry', 'maps', 'marker'];

let optionsSet = false;
let authFailed = false;
const authListeners = new Set<() => void>();

declare global {
  interface Window {
    /** Called by the Maps JS API when the key is refused (RefererNotAllowedMapError, InvalidKeyMapError...). */
    gm_authFailure?: () => void;
  }
}

function installAuthFailureHook(): void {
  const previous = window.gm_authFailure;
  window.gm_authFailure = () => {
    authFailed = true;
    authListeners.forEach((listener) => listener());
    previous?.();
  };
}

/** Subscribes to Google's report that the key is not authorised here; returns the unsubscribe function. */
export function onGoogleMapsAuthFailure(listener: () => void): () => void {
  authListeners.add(listener);
  return () => {
    authListeners.delete(listener);
  };
}

export function hasGoogleMapsAuthFailed(): boolean {
  return authFailed;
}

/** Tests only: forget the options and any reported auth failure. */
export function resetGoogleMapsLoaderForTests(): void {
  optionsSet = false;
  authFailed = false;
  authListeners.clear();
}

/**
 * Loads (once) and returns the classes the map uses. Rejects when the script
 * cannot load; calling again after a failure tries the network again.
 */
export async function loadGoogleMaps(apiKey: string): Promise<MapsApi> {
  const { setOptions, importLibrary } = await googleMapsLoader.load();
  if (!optionsSet) {
    installAuthFailureHook();
    // The loader adds the callback parameter to the script URL and resolves on it.
    setOptions({ key: apiKey, v: MAPS_VERSION, libraries: MAPS_LIBRARIES });
    optionsSet = true;
  }
  const [maps, marker, core] = await Promise.all([importLibrary('maps'), importLibrary('marker'), importLibrary('core')]);
  const api: MapsApi = {
    Map: maps.Map,
    InfoWindow: maps.InfoWindow,
    Marker: marker.Marker,
    LatLngBounds: core.LatLngBounds,
    event: core.event,
  };
  return api;
}
