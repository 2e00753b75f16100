// @vitest-environment jsdom
import { setOptions, importLibrary } from '@googlemaps/js-api-loader';
import { createFakeMaps } from '../testing/fake-google-maps';
import { hasGoogleMapsAuthFailed, loadGoogleMaps, onGoogleMapsAuthFailure, resetGoogleMapsLoaderForTests } from './load-google-maps';

vi.mock('@googlemaps/js-api-loader', () => ({ setOptions: vi.fn(), importLibrary: vi.fn() }));

const { api } = createFakeMaps();

beforeEach(() => {
  resetGoogleMapsLoaderForTests();
  delete window.gm_authFailure;
  vi.mocked(setOptions).mockReset();
  vi.mocked(importLibrary).mockReset();
  vi.mocked(importLibrary).mockImplementation((async (name: string) => {
    if (name === 'maps') return { Map: api.Map, InfoWindow: api.InfoWindow };
    if (name === 'marker') return { Marker: api.Marker };
    if (name === 'core') return { LatLngBounds: api.LatLngBounds, event: api.event };
    throw new Error(`unexpected library ${name}`);
  }) as typeof importLibrary);
});

describe('loadGoogleMaps', () => {
  it('sets the key, the weekly version and the geometry library once, then returns the classes', async () => {
    const loaded = await loadGoogleMaps('test-key');
    await loadGoogleMaps('test-key');
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(setOptions).toHaveBeenCalledWith({ key: 'test-key', v: 'weekly', libraries: expect.arrayContaining(['geometry']) });
    expect(loaded).toEqual({ Map: api.Map, Marker: api.Marker, InfoWindow: api.InfoWindow, LatLngBounds: api.LatLngBounds, event: api.event });
  });

  it('rejects when the script cannot load, and tries again on the next call', async () => {
    vi.mocked(importLibrary).mockRejectedValueOnce(new Error('The Google Maps JavaScript API could not load.'));
    await expect(loadGoogleMaps('k')).rejects.toThrow('could not load');
    await expect(loadGoogleMaps('k')).resolves.toBeTruthy();
  });

  it("reports Google's gm_authFailure callback to listeners", async () => {
    await loadGoogleMaps('k');
    const listener = vi.fn();
    const unsubscribe = onGoogleMapsAuthFailure(listener);
    expect(hasGoogleMapsAuthFailed()).toBe(false);
    window.gm_authFailure?.();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasGoogleMapsAuthFailed()).toBe(true);
    unsubscribe();
    window.gm_authFailure?.();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
