// What the map needs once Google's classes are here: the loader, the markers
// and the info window's content. The map hook imports this module when it
// starts loading the map, so it travels with Google's script instead of with
// the page, and a page whose list works without a map never fetches it.
export { hasGoogleMapsAuthFailed, loadGoogleMaps, onGoogleMapsAuthFailure } from './load-google-maps';
export { buildInfoWindowContent } from './info-window-content';
export { placeMarkers } from './map-markers';
