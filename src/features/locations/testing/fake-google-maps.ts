// A small in-memory google.maps for unit tests: records what the feature did.
import type { MapsApi } from '../lib/maps-api';

type LatLngLike = { lat: number; lng: number } | FakeLatLng;

export class FakeLatLng {
  constructor(
    private readonly latValue: number,
    private readonly lngValue: number,
  ) {}
  lat() {
    return this.latValue;
  }
  lng() {
    return this.lngValue;
  }
}

function toLatLng(value: LatLngLike): FakeLatLng {
  return value instanceof FakeLatLng ? value : new FakeLatLng(value.lat, value.lng);
}

export interface FakeMapsRecord {
  maps: FakeMap[];
  markers: FakeMarker[];
  infoWindows: FakeInfoWindow[];
  fittedBounds: FakeLatLngBounds[];
  pannedTo: FakeLatLng[];
  opened: { content: Node | string | null; anchor: FakeMarker | null }[];
  cleared: object[];
}

export function createFakeMaps(options: { failMapInit?: boolean } = {}): { api: MapsApi; record: FakeMapsRecord } {
  const record: FakeMapsRecord = { maps: [], markers: [], infoWindows: [], fittedBounds: [], pannedTo: [], opened: [], cleared: [] };

  class Map {
    center: FakeLatLng;
    zoom: number;
    constructor(
      public element: HTMLElement,
      opts: { center: LatLngLike; zoom: number },
    ) {
      if (options.failMapInit) throw new Error('fake map init failure');
      this.center = toLatLng(opts.center);
      this.zoom = opts.zoom;
      record.maps.push(this);
    }
    setCenter(c: LatLngLike) {
      this.center = toLatLng(c);
    }
    setZoom(z: number) {
      this.zoom = z;
    }
    getZoom() {
      return this.zoom;
    }
    fitBounds(b: FakeLatLngBounds) {
      record.fittedBounds.push(b);
    }
    panTo(c: LatLngLike) {
      this.center = toLatLng(c);
      record.pannedTo.push(this.center);
    }
  }

  class Marker {
    position: FakeLatLng;
    title: string;
    map: Map | null;
    listeners: Record<string, (() => void)[]> = {};
    constructor(opts: { position: LatLngLike; map: Map; title: string }) {
      this.position = toLatLng(opts.position);
      this.title = opts.title;
      this.map = opts.map;
      record.markers.push(this);
    }
    setMap(map: Map | null) {
      this.map = map;
    }
    getMap() {
      return this.map;
    }
    getPosition() {
      return this.position;
    }
    getTitle() {
      return this.title;
    }
    addListener(name: string, handler: () => void) {
      (this.listeners[name] ??= []).push(handler);
      return { remove: () => undefined };
    }
    trigger(name: string) {
      (this.listeners[name] ?? []).forEach((h) => h());
    }
  }

  class InfoWindow {
    content: Node | string | null = null;
    anchor: Marker | null = null;
    position: FakeLatLng | null = null;
    constructor() {
      record.infoWindows.push(this);
    }
    setContent(content: Node | string) {
      this.content = content;
    }
    setPosition(position: LatLngLike) {
      this.position = toLatLng(position);
    }
    open(opts: { map: Map; anchor?: Marker }) {
      this.anchor = opts.anchor ?? null;
      record.opened.push({ content: this.content, anchor: opts.anchor ?? null });
    }
    addListener() {
      return { remove: () => undefined };
    }
    close() {
      this.anchor = null;
    }
  }

  class LatLngBounds {
    points: FakeLatLng[] = [];
    extend(p: LatLngLike) {
      this.points.push(toLatLng(p));
      return this;
    }
  }

  const api = {
    Map,
    Marker,
    InfoWindow,
    LatLngBounds,
    event: {
      clearInstanceListeners: (instance: object) => {
        record.cleared.push(instance);
      },
    },
  } as unknown as MapsApi;
  return { api, record };
}

export type FakeMap = { element: HTMLElement; center: FakeLatLng; zoom: number };
export type FakeMarker = { title: string; position: FakeLatLng; map: unknown; trigger(name: string): void };
export type FakeInfoWindow = { content: Node | string | null; anchor: unknown };
export type FakeLatLngBounds = { points: FakeLatLng[] };
