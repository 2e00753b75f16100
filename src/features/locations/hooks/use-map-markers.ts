import { useCallback, useEffect, useRef } from 'react';
import type { BillboardLocation } from '@/types/billboard-location';
import { buildInfoWindowContent } from '../lib/info-window-content';
import { FOCUS_ZOOM } from '../lib/maps-api';
import type { MapInstance } from './use-google-map';

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
 * ONE shared info window that a marker click or the list opens.
 */
export function useMapMarkers(instance: MapInstance | null, locations: BillboardLocation[] | undefined): MapMarkersResult {
  const markersRef = useRef(new Map<string, { marker: google.maps.Marker; location: BillboardLocation }>());

  useEffect(() => {
    if (!instance || !locations) return;
    const { api, map, infoWindow } = instance;
    const markers = markersRef.current;
    const bounds = new api.LatLngBounds();
    let placed = 0;
    let only: google.maps.LatLngLiteral | null = null;

    for (const location of locations) {
      const position = positionOf(location);
      if (!position) continue;
      const marker = new api.Marker({ position, map, title: location.name });
      marker.addListener('click', () => {
        infoWindow.setContent(buildInfoWindowContent(location));
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

    return () => {
      infoWindow.close();
      for (const { marker } of markers.values()) {
        api.event.clearInstanceListeners(marker);
        marker.setMap(null);
      }
      markers.clear();
    };
  }, [instance, locations]);

  const showLocation = useCallback(
    (id: string) => {
      const entry = markersRef.current.get(id);
      if (!instance || !entry) return;
      const { map, infoWindow } = instance;
      const position = entry.marker.getPosition();
      if (position) map.panTo(position);
      if ((map.getZoom() ?? 0) < FOCUS_ZOOM) map.setZoom(FOCUS_ZOOM);
      infoWindow.setContent(buildInfoWindowContent(entry.location));
      infoWindow.open({ map, anchor: entry.marker });
    },
    [instance],
  );

  return { showLocation: instance && locations ? showLocation : null };
}
