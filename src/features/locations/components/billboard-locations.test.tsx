import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillboardLocation } from '@/types/billboard-location';
import { resetGoogleMapsLoaderForTests } from '../lib/load-google-maps';
import type { MapsApi } from '../lib/maps-api';
import { createFakeMaps, type FakeMapsRecord } from '../testing/fake-google-maps';
import { makeLocation, twoLocations } from '../testing/locations';
import { BillboardLocations } from './billboard-locations';

vi.mock('@googlemaps/js-api-loader', () => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));

type FetchResult = { data: BillboardLocation[] | null; error: { message: string } | null };
const db = vi.hoisted(() => ({ result: null as Promise<unknown> | null }));
vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: () => {
      const builder = { select: () => builder, eq: () => builder, order: () => builder, retry: () => db.result };
      return builder;
    },
  },
}));

function respondWith(result: FetchResult) {
  db.result = Promise.resolve(result);
}

function useFakeMaps(options?: { failMapInit?: boolean }): FakeMapsRecord {
  const { api, record } = createFakeMaps(options);
  vi.mocked(importLibrary).mockImplementation(libraryOf(api));
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

function renderLocations(apiKey = 'test-key') {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <BillboardLocations apiKey={apiKey} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetGoogleMapsLoaderForTests();
  delete window.gm_authFailure;
  vi.mocked(setOptions).mockReset();
  vi.mocked(importLibrary).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  respondWith({ data: twoLocations, error: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BillboardLocations: loading', () => {
  it('shows the loading texts of the map and of the list', () => {
    db.result = new Promise(() => undefined);
    vi.mocked(importLibrary).mockReturnValue(new Promise(() => undefined));
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
    expect(content.querySelector('a')).toHaveAttribute('href', '/sales-sheets/wellington.pdf');
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
    expect(screen.getByText('The interactive map is not available right now. Every billboard location is listed below.')).toBeInTheDocument();
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

  it("shows 'Map Loading Error'; Try Again reads 'Retrying...' and then loads the map", async () => {
    vi.mocked(importLibrary).mockRejectedValue(new Error('The Google Maps JavaScript API could not load.'));
    renderLocations();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Map Loading Error' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load Google Maps. Please check your internet connection.')).toBeInTheDocument();
    // The list still works, without map buttons.
    expect(await screen.findByText('Highbury Avenue North')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on map/ })).not.toBeInTheDocument();

    const { api, record } = createFakeMaps();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(importLibrary).mockImplementation((async (name: string) => {
      await gate;
      return libraryOf(api)(name as 'maps');
    }) as typeof importLibrary);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    const retrying = screen.getByRole('button', { name: 'Retrying...' });
    expect(retrying).toBeDisabled();

    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(record.markers).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: /on map/ })).toHaveLength(2);
  });

  it("Try Again that fails again returns to 'Try Again'", async () => {
    vi.mocked(importLibrary).mockRejectedValue(new Error('offline'));
    renderLocations();
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.getByText('Failed to load Google Maps. Please check your internet connection.')).toBeInTheDocument();
  });

  it("shows 'Failed to initialize the map. Please try refreshing the page.' when the map cannot be created", async () => {
    useFakeMaps({ failMapInit: true });
    renderLocations();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Map Loading Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to initialize the map. Please try refreshing the page.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('explains that the key is not authorised when Google calls gm_authFailure', async () => {
    const record = useFakeMaps();
    renderLocations();
    await screen.findAllByRole('button', { name: /on map/ });
    expect(record.markers).toHaveLength(2);
    act(() => window.gm_authFailure?.());
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('This map is not available on this website: the Google Maps key is not authorised for this address.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /on map/ })).not.toBeInTheDocument();
    expect(screen.getByText('Wellington Road South')).toBeInTheDocument();
  });
});
