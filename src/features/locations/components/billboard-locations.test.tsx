import { MemoryRouter, useLocation } from 'react-router-dom';
import type * as GoogleLoader from '@googlemaps/js-api-loader';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillboardLocation } from '@/types/billboard-location';
import { site } from '@/config/site';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { formatDay, nextCycleStarts } from '@shared/booking-cycles.ts';
import { googleMapsLoader, resetGoogleMapsLoaderForTests } from '../lib/load-google-maps';
import { markerClustererModule } from '../lib/map-markers';
import type { MapsApi } from '../lib/maps-api';
import { createFakeMaps, type FakeMapsRecord } from '../testing/fake-google-maps';
import { makeLocation, twoLocations } from '../testing/locations';
import { BillboardLocations } from './billboard-locations';
import { setupUser } from '@/testing/user-events';

// Google's loader and clusterer stand in through spies on the modules' seams
// (load-google-maps.ts, map-markers.ts). The clusterer draws on Google's overlay
// layer, which the fake map has not got: these tests check what it is given.
const setOptions = vi.fn<typeof GoogleLoader.setOptions>();
const importLibrary = vi.fn<typeof GoogleLoader.importLibrary>();
const clusterers: { map: unknown; markers: unknown[] }[] = [];
class FakeClusterer {
  constructor(options: { map: unknown; markers: unknown[] }) {
    clusterers.push(options);
  }
  clearMarkers() {}
  setMap() {}
}

type FetchResult = { data: BillboardLocation[] | null; error: { message: string } | null };
const db = {
  result: null as Promise<unknown> | null,
  availability: [] as { location_id: string; cycle_start: string; free_slots: number }[],
  rpcCalls: [] as { name: string; args: unknown }[],
};
const reads = {
  from: () => {
    const builder = { select: () => builder, eq: () => builder, order: () => builder, retry: () => db.result };
    return builder;
  },
  rpc: (name: string, args: unknown) => {
    db.rpcCalls.push({ name, args });
    return Promise.resolve({ data: db.availability, error: null });
  },
};

function respondWith(result: FetchResult) {
  db.result = Promise.resolve(result);
}

function useFakeMaps(options?: { failMapInit?: boolean }): FakeMapsRecord {
  const { api, record } = createFakeMaps(options);
  importLibrary.mockImplementation(libraryOf(api));
  return record;
}

function libraryOf(api: MapsApi) {
  return (async (name: string) => {
    if (name === 'maps') return { Map: api.Map, InfoWindow: api.InfoWindow };
    if (name === 'marker') return { Marker: api.Marker };
    if (name === 'core') return { LatLngBounds: api.LatLngBounds, event: api.event };
    throw new Error(`unexpected library ${name}`);
  }) as typeof importLibrary;
}

/** The query string the page leaves in the address bar, and the state a link carried. */
function CurrentQuery() {
  const { search, pathname, state } = useLocation();
  return (
    <>
      <output data-testid="query">{search}</output>
      <output data-testid="path">{pathname}</output>
      <output data-testid="state">{JSON.stringify(state ?? null)}</output>
    </>
  );
}

function renderLocations(apiKey = 'test-key', url = '/billboard-map') {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BillboardLocations apiKey={apiKey} />
        <CurrentQuery />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetGoogleMapsLoaderForTests();
  delete window.gm_authFailure;
  setOptions.mockReset();
  importLibrary.mockReset();
  vi.spyOn(googleMapsLoader, 'load').mockResolvedValue({ setOptions, importLibrary } as unknown as Awaited<ReturnType<typeof googleMapsLoader.load>>);
  vi.spyOn(markerClustererModule, 'load').mockResolvedValue({ MarkerClusterer: FakeClusterer } as unknown as Awaited<
    ReturnType<typeof markerClustererModule.load>
  >);
  fakePublicReads(reads);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  respondWith({ data: twoLocations, error: null });
  db.availability = [];
  db.rpcCalls = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BillboardLocations: loading', () => {
  it('shows the loading texts of the map and of the list', () => {
    db.result = new Promise(() => undefined);
    importLibrary.mockReturnValue(new Promise(() => undefined));
    renderLocations();
    expect(screen.getByText('Loading map...')).toBeInTheDocument();
    expect(screen.getByText('Loading billboard locations...')).toBeInTheDocument();
  });
});

describe('BillboardLocations: ready', () => {
  it('centres near Toronto at zoom 7, puts one marker per location and fits the bounds to all', async () => {
    const record = useFakeMaps();
    renderLocations();
    expect(await screen.findByText('Showing 2 billboard locations')).toBeInTheDocument();
    await waitFor(() => expect(record.markers).toHaveLength(2));
    expect(setOptions).toHaveBeenCalledWith(expect.objectContaining({ key: 'test-key', v: 'weekly' }));
    expect(record.maps).toHaveLength(1);
    expect(record.maps[0]!.element).toBe(screen.getByRole('region', { name: 'Map of billboard locations' }));
    expect(record.markers.map((m) => m.title)).toEqual(['Wellington Road South', 'Highbury Avenue North']);
    expect(record.fittedBounds).toHaveLength(1);
    expect(record.fittedBounds[0]!.points.map((p) => [p.lat(), p.lng()])).toEqual([
      [42.9386, -81.2262],
      [43.0264, -81.2041],
    ]);
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();
  });

  it('creates the map at the initial view before fitting', async () => {
    const record = useFakeMaps();
    db.result = new Promise(() => undefined);
    renderLocations();
    await waitFor(() => expect(record.maps).toHaveLength(1));
    expect([record.maps[0]!.center.lat(), record.maps[0]!.center.lng()]).toEqual([43.6532, -79.3832]);
    expect(record.maps[0]!.zoom).toBe(7);
  });

  it('opens ONE shared info window with the location details when a marker is clicked', async () => {
    const record = useFakeMaps();
    renderLocations();
    await waitFor(() => expect(record.markers).toHaveLength(2));
    act(() => record.markers[1]!.trigger('click'));
    act(() => record.markers[0]!.trigger('click'));
    expect(record.infoWindows).toHaveLength(1);
    expect(record.opened).toHaveLength(2);
    const last = record.opened[1]!;
    expect(last.anchor).toBe(record.markers[0]);
    const content = last.content as HTMLElement;
    expect(content.querySelector('h3')?.textContent).toBe('Wellington Road South');
    expect(content).toHaveTextContent('1105 Wellington Rd, London, ON N6E 1V4');
    expect(content).toHaveTextContent('Media type: Digital LED');
    expect(content.querySelectorAll('img')).toHaveLength(2);
    expect(content.querySelector('a[target="_blank"]')).toHaveAttribute('href', '/sales-sheets/wellington.pdf');
    expect(content.querySelector('a')).toHaveAttribute('href', '/inventory/wellington-road-south');
  });

  it("says 'Showing 1 billboard location' for a single location", async () => {
    const record = useFakeMaps();
    respondWith({ data: [makeLocation()], error: null });
    renderLocations();
    expect(await screen.findByText('Showing 1 billboard location')).toBeInTheDocument();
    await waitFor(() => expect(record.markers).toHaveLength(1));
  });
});

describe('BillboardLocations: list', () => {
  it('lists every location with name, address, media type, description, photos and sales sheet', async () => {
    useFakeMaps();
    renderLocations();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { name: 'Wellington Road South' })).toBeInTheDocument();
    expect(first.getByText('1105 Wellington Rd, London, ON N6E 1V4')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Media type: Digital LED');
    const pdf = first.getByRole('link', { name: 'Sales sheet for Wellington Road South (PDF, opens in a new tab)' });
    expect(pdf).toHaveAttribute('href', '/sales-sheets/wellington.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(first.getByText('High-traffic approach to White Oaks Mall.')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Wellington Road South, view 1' })).toHaveAttribute('src', '/images/locations/wellington-1.jpg');
    expect(first.getByRole('img', { name: 'Wellington Road South, view 2' })).toHaveAttribute('src', '/images/locations/wellington-2.jpg');
    // A missing second photo leaves no empty frame.
    expect(within(items[1]!).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'All Billboard Locations' })).toBeInTheDocument();
    // Each name opens the board's page.
    expect(first.getByRole('link', { name: 'Wellington Road South' })).toHaveAttribute('href', '/inventory/wellington-road-south');
  });

  it("'Show on map' pans to the location and opens its marker's info window", async () => {
    const record = useFakeMaps();
    renderLocations();
    const button = await screen.findByRole('button', { name: 'Show Highbury Avenue North on map' });
    expect(button).toHaveTextContent('Show on map');
    await userEvent.click(button);
    expect(record.opened).toHaveLength(1);
    expect(record.opened[0]!.anchor).toBe(record.markers[1]);
    expect((record.opened[0]!.content as HTMLElement).querySelector('h3')?.textContent).toBe('Highbury Avenue North');
    expect(record.pannedTo.map((p) => [p.lat(), p.lng()])).toEqual([[43.0264, -81.2041]]);
    expect(record.maps[0]!.zoom).toBeGreaterThanOrEqual(12);
  });

  it('works without a key: no script is requested, a notice explains, the list has no map buttons', async () => {
    renderLocations('');
    expect(screen.getByText('The map could not be shown here. The list below has every board.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(await screen.findByText('Wellington Road South')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 billboard locations')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on map/ })).not.toBeInTheDocument();
    expect(importLibrary).not.toHaveBeenCalled();
    expect(setOptions).not.toHaveBeenCalled();
  });
});

describe('BillboardLocations: errors', () => {
  it("shows 'Database Error' once, at the first failed attempt, and Try Again loads the locations", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useFakeMaps();
    respondWith({ data: null, error: { message: 'connection refused' } });
    renderLocations();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database Error')).toBeInTheDocument();
    expect(within(alert).getByText('Unable to load billboard locations.')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch billboard locations: connection refused')).toBeInTheDocument();
    // Once on the page, not again in the list.
    expect(screen.getAllByText('Database Error')).toHaveLength(1);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();

    // The automatic retries (1 + 2 + 4 s) end; Try Again is offered and works.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 100);
    });
    respondWith({ data: [makeLocation()], error: null });
    await userEvent.click(await within(alert).findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1 billboard location')).toBeInTheDocument();
    expect(screen.queryByText('Database Error')).toBeNull();
  });

  const LOAD = 'Failed to load Google Maps. Please check your internet connection.';
  const INIT = 'Failed to initialize the map. Please try refreshing the page.';
  const AUTH = 'This map is not available on this website: the Google Maps key is not authorised for this address.';
  /** The compact notice, found by its case's message: the spec's title and that message, one status. */
  async function notice(message: string) {
    const words = await screen.findByText(message);
    const status = words.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Map Loading Error')).toBeInTheDocument();
    return status;
  }

  it("script blocked: 'Map Loading Error' with the spec's load message above the boards, and Try Again reads Retrying... then loads the map", async () => {
    importLibrary.mockRejectedValue(new Error('The Google Maps JavaScript API could not load.'));
    renderLocations();
    const line = await notice(LOAD);
    expect(await screen.findByText('The map is unavailable, so each location is listed here with its address, photos and sales sheet.')).toBeInTheDocument();
    expect(screen.queryByText(INIT)).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH)).not.toBeInTheDocument();
    // The map box is out of the way: the first board follows the notice.
    expect(screen.getByTestId('billboard-map').closest('[hidden]')).not.toBeNull();
    const firstBoard = await screen.findByRole('heading', { level: 3, name: 'Wellington Road South' });
    expect(line.compareDocumentPosition(firstBoard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: /on map/ })).not.toBeInTheDocument();

    const { api, record } = createFakeMaps();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    importLibrary.mockImplementation((async (name: string) => {
      await gate;
      return libraryOf(api)(name as 'maps');
    }) as typeof importLibrary);

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const retrying = screen.getByRole('button', { name: 'Retrying...' });
    expect(retrying).toBeDisabled();

    await act(async () => release());
    await waitFor(() => expect(screen.queryByText(LOAD)).not.toBeInTheDocument());
    await waitFor(() => expect(record.markers).toHaveLength(2));
    expect(screen.getByTestId('billboard-map').closest('[hidden]')).toBeNull();
    expect(screen.getAllByRole('button', { name: /on map/ })).toHaveLength(2);
  });

  it("Try Again that fails again returns to 'Try Again'", async () => {
    importLibrary.mockRejectedValue(new Error('offline'));
    renderLocations();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeEnabled();
    await notice(LOAD);
  });

  it("map not created: 'Map Loading Error' with the spec's initialisation message, and Try Again", async () => {
    useFakeMaps({ failMapInit: true });
    renderLocations();
    await notice(INIT);
    expect(screen.queryByText(LOAD)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("key refused (gm_authFailure): 'Map Loading Error' with the key's message, without Try Again", async () => {
    const record = useFakeMaps();
    renderLocations();
    await screen.findAllByRole('button', { name: /on map/ });
    expect(record.markers).toHaveLength(2);
    act(() => window.gm_authFailure?.());
    await notice(AUTH);
    expect(screen.queryByText(LOAD)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on map/ })).not.toBeInTheDocument();
    expect(screen.getByText('Wellington Road South')).toBeInTheDocument();
  });
});

describe('BillboardLocations: the order of the list', () => {
  const spread = [
    makeLocation({
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'A Kitchener Board',
      address: '2960 Kingsway Dr, Kitchener, ON N2C 1X1',
      latitude: 43.42,
      longitude: -80.44,
    }),
    makeLocation({
      id: '00000000-0000-4000-8000-0000000000a2',
      name: 'B Windsor Board',
      address: '3100 Howard Ave, Windsor, ON N8X 3Y8',
      latitude: 42.27,
      longitude: -83.0,
    }),
    makeLocation({
      id: '00000000-0000-4000-8000-0000000000a3',
      name: 'C London Board',
      address: '1105 Wellington Rd, London, ON N6E 1V4',
      latitude: 42.94,
      longitude: -81.23,
    }),
    makeLocation({
      id: '00000000-0000-4000-8000-0000000000a4',
      name: 'D Windsor Far',
      address: '9000 Tecumseh Rd, Windsor, ON N8R 1A1',
      latitude: 42.32,
      longitude: -82.86,
    }),
  ];
  const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

  it("lists the boards nearest London's centre first, not alphabetically", async () => {
    respondWith({ data: spread, error: null });
    renderLocations('');
    await screen.findByText('C London Board');
    expect(names()).toEqual(['C London Board', 'A Kitchener Board', 'D Windsor Far', 'B Windsor Board']);
  });

  it("with a city chosen, from that city's centre", async () => {
    respondWith({
      data: [
        ...spread,
        makeLocation({
          id: '00000000-0000-4000-8000-0000000000a5',
          name: 'E Windsor West',
          address: '1 Ojibway Pkwy, Windsor, ON N9C 4A1',
          latitude: 42.26,
          longitude: -83.1,
        }),
      ],
      error: null,
    });
    renderLocations('', '/billboard-map?city=Windsor');
    await screen.findByText('Showing 3 billboard locations');
    // The Windsor boards' centre is near Howard Avenue, so the far-east board comes last.
    expect(names()).toEqual(['B Windsor Board', 'E Windsor West', 'D Windsor Far']);
  });
});

describe('BillboardLocations: filters and the campaign plan', () => {
  const londonAndWindsor = [
    ...twoLocations,
    makeLocation({
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Howard Avenue',
      address: '3100 Howard Ave, Windsor, ON N8X 3Y8',
      latitude: 42.27,
      longitude: -83.0,
    }),
  ];

  afterEach(() => localStorage.clear());

  it('applies the city in the URL to the count, the list and the markers, and Clear filters shows all again', async () => {
    respondWith({ data: londonAndWindsor, error: null });
    const record = useFakeMaps();
    renderLocations('test-key', '/billboard-map?city=Windsor');
    expect(await screen.findByText('Showing 1 billboard location')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'All Billboard Locations' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading').textContent),
    ).toEqual(['Howard Avenue']);
    await waitFor(() => expect(record.markers.filter((m) => m.map)).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Windsor');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 billboard locations')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'London');
    expect(await screen.findByText('Showing 2 billboard locations')).toBeInTheDocument();
  });

  it('ignores a city and a type that are not options, drops them from the URL, and shows every board', async () => {
    respondWith({ data: londonAndWindsor, error: null });
    useFakeMaps();
    renderLocations('test-key', '/billboard-map?utm_source=x&city=%3Cscript%3Ealert(1)%3C%2Fscript%3E&type=%00');
    expect(await screen.findByText('Showing 3 billboard locations')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Media type' })).toHaveValue('');
    await waitFor(() => expect(screen.getByTestId('query')).toHaveTextContent(/^\?utm_source=x$/));
    expect(screen.queryByText('No billboard locations are available right now.')).not.toBeInTheDocument();
  });

  it('ignores a city with no board (?city=Nowhere)', async () => {
    respondWith({ data: londonAndWindsor, error: null });
    useFakeMaps();
    renderLocations('test-key', '/billboard-map?city=Nowhere');
    expect(await screen.findByText('Showing 3 billboard locations')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('query')).toBeEmptyDOMElement());
  });

  it('says when real filters match no board and offers to clear them, never that there are none', async () => {
    respondWith({ data: londonAndWindsor, error: null });
    useFakeMaps();
    // Windsor's one board is not double-sided; one of London's is.
    renderLocations('test-key', '/billboard-map?city=Windsor&type=Digital%20LED%20Double-Sided');
    expect(await screen.findByText('Showing 0 billboard locations')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'All Billboard Locations' });
    expect(within(list).getByText('No billboard location matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText('No billboard locations are available right now.')).not.toBeInTheDocument();
    expect(screen.getByTestId('query')).toHaveTextContent('city=Windsor');

    await userEvent.click(within(list).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 3 billboard locations')).toBeInTheDocument();
    expect(screen.getByTestId('query')).toBeEmptyDOMElement();
  });

  it('still says there are none when the company has no board, whatever the URL asks', async () => {
    respondWith({ data: [], error: null });
    useFakeMaps();
    renderLocations('test-key', '/billboard-map?city=London');
    expect(await screen.findByText('No billboard locations are available right now.')).toBeInTheDocument();
    expect(screen.queryByText('No billboard location matches these filters.')).not.toBeInTheDocument();
  });

  it('adds boards from the list and from the info window; the tray counts them and estimates the range', async () => {
    const record = useFakeMaps();
    renderLocations();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wellington Road South to my plan' }));
    const tray = screen.getByRole('region', { name: 'My campaign plan' });
    expect(within(tray).getByText('1 board in your plan')).toBeInTheDocument();
    // Said and shown whatever the width: the tray may be off screen.
    const announcer = document.querySelector('[data-plan-announcer]');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    expect(announcer).toHaveTextContent('Wellington Road South was added to your plan.');

    await waitFor(() => expect(record.markers).toHaveLength(2));
    act(() => record.markers[1]!.trigger('click'));
    const content = record.opened.at(-1)!.content as HTMLElement;
    const add = within(content).getByRole('button', { name: 'Add Highbury Avenue North to my plan' });
    act(() => add.click());
    expect(within(tray).getByText('2 boards in your plan')).toBeInTheDocument();
    expect(announcer).toHaveTextContent('Highbury Avenue North was added to your plan.');
    // The open info window follows the plan.
    const updated = record.infoWindows[0]!.content as HTMLElement;
    expect(updated.querySelector('button')).toHaveAccessibleName('Remove Highbury Avenue North from my plan');

    // The plan's dates and estimate arrive with their own code.
    await userEvent.selectOptions(await within(tray).findByRole('combobox', { name: 'Number of 4-week cycles' }), '3');
    // Neither board has a rate of its own: the company range, 5% off from 3 cycles.
    expect(within(tray).getByText('$6,270–$14,250')).toBeInTheDocument();
    expect(within(tray).getByText('You save 5% with 3 cycles')).toBeInTheDocument();
    expect(within(tray).getByText(/estimate only/)).toBeInTheDocument();
    expect(within(tray).getByRole('link', { name: 'See what affects billboard costs' })).toHaveAttribute('href', '/billboard-costs');
    expect(within(tray).getByRole('link', { name: 'Request a quote for this plan' })).toHaveAttribute('href', '/contact-us');
    expect(JSON.parse(localStorage.getItem('ldb:campaign-plan')!)).toEqual({ ids: [twoLocations[0]!.id, twoLocations[1]!.id], cycles: 3 });
  });

  it('clusters the markers when there are more than 30, and shows each one on the map without', async () => {
    const many = Array.from({ length: 31 }, (_, i) =>
      makeLocation({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `Board ${i}`, latitude: 42 + i / 100, longitude: -81 }),
    );
    respondWith({ data: many, error: null });
    clusterers.length = 0;
    const record = useFakeMaps();
    renderLocations();
    await waitFor(() => expect(clusterers).toHaveLength(1));
    expect(clusterers[0]!.markers).toHaveLength(31);
    expect(clusterers[0]!.map).toBe(record.maps[0]);
    // The clusterer puts them on the map, not each marker itself.
    expect(record.markers.every((m) => m.map === null)).toBe(true);
  });

  it('does not cluster 30 markers', async () => {
    clusterers.length = 0;
    const record = useFakeMaps();
    renderLocations();
    await waitFor(() => expect(record.markers).toHaveLength(2));
    expect(record.markers.every((m) => m.map !== null)).toBe(true);
    expect(clusterers).toHaveLength(0);
  });
});

describe("BillboardLocations: availability for the plan's dates", () => {
  const [wellington, highbury] = twoLocations as [BillboardLocation, BillboardLocation];
  const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  // Wellington is sold out in the first two cycles and free after; Highbury has its last slot in the first three.
  const rows = starts.flatMap((cycle_start, i) => [
    { location_id: wellington.id, cycle_start, free_slots: i < 2 ? 0 : 4 },
    { location_id: highbury.id, cycle_start, free_slots: i < 3 ? 1 : 5 },
  ]);

  beforeEach(() => {
    localStorage.clear();
    db.availability = rows;
  });
  afterEach(() => localStorage.clear());

  it('asks once for the 13 cycles ahead and says Sold out and 1 slot left; a sold-out board shows its next free start', async () => {
    renderLocations('');
    const list = await screen.findByRole('region', { name: 'All Billboard Locations' });
    expect(await within(list).findByText('Sold out', { exact: true })).toBeInTheDocument();
    const later = within(list).getByRole('button', { name: `Add Wellington Road South to my plan for ${formatDay(starts[2]!)}` });
    expect(later).toHaveTextContent(`Add for ${formatDay(starts[2]!)}`);
    expect(later).toHaveAccessibleDescription(`Sold out for these dates Next free: ${formatDay(starts[2]!)}`);
    expect(within(list).queryByRole('button', { name: 'Add Wellington Road South to my plan' })).toBeNull();
    expect(within(list).getByText('1 slot left')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Add Highbury Avenue North to my plan' })).toBeEnabled();
    expect(db.rpcCalls).toEqual([{ name: 'board_availability', args: { p_from: starts[0], p_cycles: 13 } }]);
  });

  it('adds a sold-out board for its next free start: the plan moves to that start', async () => {
    const user = setupUser();
    renderLocations('');
    const list = await screen.findByRole('region', { name: 'All Billboard Locations' });
    await user.click(await within(list).findByRole('button', { name: `Add Wellington Road South to my plan for ${formatDay(starts[2]!)}` }));
    expect(JSON.parse(localStorage.getItem('ldb:campaign-plan')!)).toEqual({ ids: [wellington.id], cycles: 1, start: starts[2] });
    const tray = screen.getByRole('region', { name: 'My campaign plan' });
    expect(await within(tray).findByRole('combobox', { name: 'Start cycle' })).toHaveValue(starts[2]);
    expect(await within(list).findByText('Available', { exact: true })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Remove Wellington Road South from my plan' })).toBeEnabled();
  });

  it('a board with no free start in the window cannot be added, and says so', async () => {
    db.availability = starts.flatMap((cycle_start) => [
      { location_id: wellington.id, cycle_start, free_slots: 0 },
      { location_id: highbury.id, cycle_start, free_slots: 2 },
    ]);
    renderLocations('');
    const list = await screen.findByRole('region', { name: 'All Billboard Locations' });
    expect(await within(list).findByText('Sold out for these dates')).toBeInTheDocument();
    const add = within(list).getByRole('button', { name: 'Add Wellington Road South to my plan' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sold out for these dates');
  });

  it('strikes through a board its dates sell out, leaves it out of the estimate and of the request, and requests the free boards with their dates', async () => {
    localStorage.setItem('ldb:campaign-plan', JSON.stringify({ ids: [highbury.id, wellington.id], cycles: 1, start: starts[0] }));
    renderLocations('');
    const tray = await screen.findByRole('region', { name: 'My campaign plan' });
    const boards = await within(tray).findByRole('list', { name: 'Boards in my plan' });
    await waitFor(() => expect(within(boards).getAllByRole('listitem')[1]).toHaveTextContent('Sold out for these dates'));
    const item = within(boards).getAllByRole('listitem')[1]!;
    expect(within(item).getByText('Wellington Road South')).toHaveClass('line-through');
    expect(item).toHaveTextContent('Left out of the estimate and the request.');
    expect(item).toHaveTextContent(`Next free: ${formatDay(starts[2]!)}`);
    // One board at the company range, not two.
    expect(within(tray).getByText('$1,100–$2,500')).toBeInTheDocument();

    await userEvent.click(within(tray).getByRole('link', { name: 'Request a quote for this plan' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/contact-us');
    const { quotePlan } = JSON.parse(screen.getByTestId('state').textContent!) as { quotePlan: Record<string, unknown> };
    expect(quotePlan.locationIds).toEqual([highbury.id]);
    expect(quotePlan.booking).toEqual({ starts_on: starts[0], cycles: 1 });
    expect(quotePlan.leftOut).toEqual([{ id: wellington.id, name: 'Wellington Road South', address: wellington.address, nextFree: starts[2] }]);
  });

  it('follows the start cycle and the cycles, and flags a board in the plan that the dates sell out', async () => {
    const user = setupUser();
    renderLocations('');
    const list = await screen.findByRole('region', { name: 'All Billboard Locations' });
    await user.click(await within(list).findByRole('button', { name: 'Add Highbury Avenue North to my plan' }));
    const tray = screen.getByRole('region', { name: 'My campaign plan' });
    const start = within(tray).getByRole('combobox', { name: 'Start cycle' });
    expect(within(start).getAllByRole('option')).toHaveLength(13);
    expect(within(start).getAllByRole('option')[0]).toHaveTextContent(/^Starts (Mon) [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    await user.selectOptions(start, starts[2]!);
    expect(await within(list).findByText('Available', { exact: true })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Add Wellington Road South to my plan' }));
    expect(JSON.parse(localStorage.getItem('ldb:campaign-plan')!)).toEqual({ ids: [highbury.id, wellington.id], cycles: 1, start: starts[2] });

    // From the first start, Wellington (already in the plan) is sold out.
    await user.selectOptions(start, starts[0]!);
    const inPlan = within(within(tray).getByRole('list', { name: 'Boards in my plan' })).getAllByRole('listitem');
    expect(inPlan[1]).toHaveTextContent('Wellington Road South');
    expect(inPlan[1]).toHaveTextContent('Sold out for these dates');
    expect(within(list).getByRole('button', { name: 'Remove Wellington Road South from my plan' })).toBeEnabled();
    await user.click(within(inPlan[1]!).getByRole('button', { name: 'Remove Wellington Road South from my plan' }));
    expect(within(tray).getByText('1 board in your plan')).toBeInTheDocument();
    // The period changed; the one request for the 13 cycles did not.
    expect(db.rpcCalls).toHaveLength(1);
  });
});
