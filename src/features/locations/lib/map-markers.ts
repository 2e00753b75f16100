import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { BillboardLocation } from '@/types/billboard-location';
import { FOCUS_ZOOM, type MapsApi } from './maps-api';

// Reached through this object rather than an import expression of its own so
// that component tests, which share their modules (vitest.config.ts), can stand
// in for the clusterer with vi.spyOn (it draws on Google's overlay layer).
export const markerClustererModule = { load: () => import('@googlemaps/markerclusterer') };

/** Above this many markers they are grouped into clusters, which open as the map zooms in. */
export const CLUSTER_ABOVE = 30;

export interface MarkerLayer {
  /** Opens a location's info window and pans to it. */
  show: (id: string) => void;
  /** Builds the open info window again, e.g. when the plan has changed. */
  refresh: () => void;
  /** Takes the markers, the clusters and the info window off the map. */
  remove: () => void;
}

export interface MarkerMap {
  api: MapsApi;
  map: google.maps.Map;
  infoWindow: google.maps.InfoWindow;
}

function positionOf(location: BillboardLocation): google.maps.LatLngLiteral | null {
  const lat = Number(location.latitude);
  const lng = Number(location.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * One marker per location (title = name), bounds fitted to all of them, and
 * ONE shared info window that a marker click or `show` opens. Beyond
 * CLUSTER_ABOVE markers, nearby ones are shown as clusters (the clustering
 * code is fetched only then).
 */
export function placeMarkers(
  { api, map, infoWindow }: MarkerMap,
  locations: readonly BillboardLocation[],
  contentFor: (location: BillboardLocation) => Element,
): MarkerLayer {
  const markers = new Map<string, { marker: google.maps.Marker; location: BillboardLocation }>();
  // The location whose info window is open, so its content can follow the plan.
  let openId: string | null = null;
  const bounds = new api.LatLngBounds();
  const clustered = locations.length > CLUSTER_ABOVE;
  let only: google.maps.LatLngLiteral | null = null;
  let clusterer: MarkerClusterer | null = null;
  let removed = false;
  const closed = infoWindow.addListener('closeclick', () => {
    openId = null;
  });

  for (const location of locations) {
    const position = positionOf(location);
    if (!position) continue;
    // Clustered markers are put on the map by the clusterer.
    const marker = new api.Marker({ position, map: clustered ? null : map, title: location.name });
    marker.addListener('click', () => {
      openId = location.id;
      infoWindow.setContent(contentFor(location));
      infoWindow.open({ map, anchor: marker });
    });
    bounds.extend(position);
    markers.set(location.id, { marker, location });
    only = position;
  }
  if (markers.size === 1 && only) {
    map.setCenter(only);
    map.setZoom(FOCUS_ZOOM);
  } else if (markers.size > 1) {
    map.fitBounds(bounds);
  }
  if (clustered) {
    const all = [...markers.values()].map((entry) => entry.marker);
    void markerClustererModule.load().then(
      ({ MarkerClusterer: Clusterer }) => {
        if (!removed) clusterer = new Clusterer({ map, markers: all });
      },
      // Without the clustering code, every marker is still shown.
      () => {
        if (!removed) for (const marker of all) marker.setMap(map);
      },
    );
  }

  return {
    show(id) {
      const entry = markers.get(id);
      if (!entry) return;
      const position = entry.marker.getPosition();
      if (position) map.panTo(position);
      if ((map.getZoom() ?? 0) < FOCUS_ZOOM) map.setZoom(FOCUS_ZOOM);
      openId = id;
      infoWindow.setContent(contentFor(entry.location));
      // A marker inside a cluster is not on the map itself: open at its position.
      if (entry.marker.getMap()) {
        infoWindow.open({ map, anchor: entry.marker });
      } else if (position) {
        infoWindow.setPosition(position);
        infoWindow.open({ map });
      }
    },
    refresh() {
      const open = openId ? markers.get(openId) : undefined;
      if (open) infoWindow.setContent(contentFor(open.location));
    },
    remove() {
      removed = true;
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
      closed.remove();
      openId = null;
      infoWindow.close();
      for (const { marker } of markers.values()) {
        api.event.clearInstanceListeners(marker);
        marker.setMap(null);
      }
      markers.clear();
    },
  };
}
