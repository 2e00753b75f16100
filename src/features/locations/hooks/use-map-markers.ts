import { useCallback, useEffect, useRef } from 'react';
import type { MarkerClusterer } from '@googlemaps/markerclusterer';
import type { BillboardLocation } from '@/types/billboard-location';
import type { AvailabilityStatus } from '@shared/booking-cycles.ts';
import { buildInfoWindowContent } from '../lib/info-window-content';
import { FOCUS_ZOOM } from '../lib/maps-api';
import type { MapInstance } from './use-google-map';

/** Above this many markers they are grouped into clusters, which open as the map zooms in. */
export const CLUSTER_ABOVE = 30;

/** The visitor's campaign plan as the list and the info window use it. */
export interface PlanControl {
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** The board's availability for the plan's dates; null while unknown. */
  statusOf: (id: string) => AvailabilityStatus | null;
}

export interface MapMarkersResult {
  /** Opens a location's info window and pans to it; null until the markers exist. */
  showLocation: ((id: string) => void) | null;
}

function positionOf(location: BillboardLocation): google.maps.LatLngLiteral | null {
  const lat = Number(location.latitude);
  const lng = Number(location.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * One marker per location (title = name), bounds fitted to all of them, and
 * ONE shared info window that a marker click or the list opens. Beyond
 * CLUSTER_ABOVE markers, nearby ones are shown as clusters (the clustering
 * code is fetched only then).
 */
export function useMapMarkers(instance: MapInstance | null, locations: BillboardLocation[] | undefined, plan: PlanControl): MapMarkersResult {
  const markersRef = useRef(new Map<string, { marker: google.maps.Marker; location: BillboardLocation }>());
  // The location whose info window is open, so its plan button follows the plan.
  const openRef = useRef<string | null>(null);
  const planRef = useRef(plan);

  const contentFor = useCallback(
    (location: BillboardLocation) =>
      buildInfoWindowContent(location, {
        inPlan: planRef.current.has(location.id),
        toggle: () => planRef.current.toggle(location.id),
        status: planRef.current.statusOf(location.id),
      }),
    [],
  );

  useEffect(() => {
    planRef.current = plan;
    const open = openRef.current && markersRef.current.get(openRef.current);
    if (open && instance) instance.infoWindow.setContent(contentFor(open.location));
  }, [plan, instance, contentFor]);

  useEffect(() => {
    if (!instance || !locations) return;
    const { api, map, infoWindow } = instance;
    const markers = markersRef.current;
    const bounds = new api.LatLngBounds();
    const clustered = locations.length > CLUSTER_ABOVE;
    let placed = 0;
    let only: google.maps.LatLngLiteral | null = null;
    let clusterer: MarkerClusterer | null = null;
    let cancelled = false;
    const closed = infoWindow.addListener('closeclick', () => {
      openRef.current = null;
    });

    for (const location of locations) {
      const position = positionOf(location);
      if (!position) continue;
      // Clustered markers are put on the map by the clusterer.
      const marker = new api.Marker({ position, map: clustered ? null : map, title: location.name });
      marker.addListener('click', () => {
        openRef.current = location.id;
        infoWindow.setContent(contentFor(location));
        infoWindow.open({ map, anchor: marker });
      });
      bounds.extend(position);
      markers.set(location.id, { marker, location });
      placed += 1;
      only = position;
    }
    if (placed === 1 && only) {
      map.setCenter(only);
      map.setZoom(FOCUS_ZOOM);
    } else if (placed > 1) {
      map.fitBounds(bounds);
    }
    if (clustered) {
      const all = [...markers.values()].map((entry) => entry.marker);
      void import('@googlemaps/markerclusterer').then(
        ({ MarkerClusterer: Clusterer }) => {
          if (!cancelled) clusterer = new Clusterer({ map, markers: all });
        },
        // Without the clustering code, every marker is still shown.
        () => {
          if (!cancelled) for (const marker of all) marker.setMap(map);
        },
      );
    }

    return () => {
      cancelled = true;
      clusterer?.clearMarkers();
      clusterer?.setMap(null);
      closed.remove();
      openRef.current = null;
      infoWindow.close();
      for (const { marker } of markers.values()) {
        api.event.clearInstanceListeners(marker);
        marker.setMap(null);
      }
      markers.clear();
    };
  }, [instance, locations, contentFor]);

  const showLocation = useCallback(
    (id: string) => {
      const entry = markersRef.current.get(id);
      if (!instance || !entry) return;
      const { map, infoWindow } = instance;
      const position = entry.marker.getPosition();
      if (position) map.panTo(position);
      if ((map.getZoom() ?? 0) < FOCUS_ZOOM) map.setZoom(FOCUS_ZOOM);
      openRef.current = id;
      infoWindow.setContent(contentFor(entry.location));
      // A marker inside a cluster is not on the map itself: open at its position.
      if (entry.marker.getMap()) {
        infoWindow.open({ map, anchor: entry.marker });
      } else if (position) {
        infoWindow.setPosition(position);
        infoWindow.open({ map });
      }
    },
    [instance, contentFor],
  );

  return { showLocation: instance && locations ? showLocation : null };
}
