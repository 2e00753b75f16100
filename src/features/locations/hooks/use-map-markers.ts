import { useCallback, useEffect, useRef } from 'react';
import type { BillboardLocation } from '@/types/billboard-location';
import type { AvailabilityStatus } from '@shared/booking-cycles.ts';
import type { MarkerLayer } from '../lib/map-markers';
import type { MapInstance } from './use-google-map';

/** The visitor's campaign plan as the list and the info window use it. */
export interface PlanControl {
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  /** The board's availability for the plan's dates; null while unknown. */
  statusOf: (id: string) => AvailabilityStatus | null;
  /** When the plan's dates are taken: the next start at which the board is free; null when none is known. */
  nextFreeOf: (id: string) => string | null;
  /** Adds the board for another start (its next free one). */
  addAt: (id: string, start: string) => void;
}

export interface MapMarkersResult {
  /** Opens a location's info window and pans to it; null until the markers exist. */
  showLocation: ((id: string) => void) | null;
}

/**
 * The locations' markers on the map, with an info window whose plan button
 * follows the visitor's plan. The marker code comes with the map (see
 * lib/map-runtime.ts).
 */
export function useMapMarkers(instance: MapInstance | null, locations: BillboardLocation[] | undefined, plan: PlanControl): MapMarkersResult {
  const planRef = useRef(plan);
  const layerRef = useRef<MarkerLayer | null>(null);

  useEffect(() => {
    planRef.current = plan;
    layerRef.current?.refresh();
  }, [plan]);

  useEffect(() => {
    if (!instance || !locations) return;
    const layer = instance.runtime.placeMarkers(instance, locations, (location) =>
      instance.runtime.buildInfoWindowContent(location, {
        inPlan: planRef.current.has(location.id),
        toggle: () => planRef.current.toggle(location.id),
        status: planRef.current.statusOf(location.id),
        nextFree: planRef.current.nextFreeOf(location.id),
        addAt: (start) => planRef.current.addAt(location.id, start),
      }),
    );
    layerRef.current = layer;
    return () => {
      layer.remove();
      layerRef.current = null;
    };
  }, [instance, locations]);

  const showLocation = useCallback((id: string) => layerRef.current?.show(id), []);
  return { showLocation: instance && locations ? showLocation : null };
}
