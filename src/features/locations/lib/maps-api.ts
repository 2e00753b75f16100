/// <reference types="google.maps" />

// The slice of google.maps this feature uses. The loader fills it from the
// real libraries; unit tests hand in a fake with the same shape.
export interface MapsApi {
  Map: typeof google.maps.Map;
  Marker: typeof google.maps.Marker;
  InfoWindow: typeof google.maps.InfoWindow;
  LatLngBounds: typeof google.maps.LatLngBounds;
  event: Pick<typeof google.maps.event, 'clearInstanceListeners'>;
}

/** Initial view before fitting to the markers: near Toronto, zoom 7. */
export const INITIAL_CENTER: google.maps.LatLngLiteral = { lat: 43.6532, lng: -79.3832 };
export const INITIAL_ZOOM = 7;
/** Zoom used when a visitor picks a location from the list and the map is further out. */
export const FOCUS_ZOOM = 12;
