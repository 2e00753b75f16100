import { fileURLToPath } from 'node:url';
import type { Page, Route } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { cityOf } from '../../src/features/locations/lib/location-filters';
import { E2E_BACKEND_URL } from './env';
import { expect, test } from './fixtures';

// Google's servers are out of reach: the Maps script request is answered by a
// small stand-in of the google.maps classes the page uses (stubs/google-maps.js),
// which records what the page did on window.__mapsStub.
const STUB = fileURLToPath(new URL('./stubs/google-maps.js', import.meta.url));
const MAPS_SCRIPT = 'https://maps.googleapis.com/**';

interface LocationRow {
  name: string;
  address: string;
  media_type: string;
  sales_sheet_pdf_url: string | null;
  is_active: boolean;
}

interface MapsStubRecord {
  loads: number;
  params: Record<string, string>;
  maps: { initialCenter: { lat: number; lng: number }; initialZoom: number; zoom: number }[];
  markers: { title: string; position: { lat: number; lng: number }; onMap: boolean }[];
  infoWindows: number;
  opened: { anchorTitle: string | null; contentIsNode: boolean; text: string }[];
  fittedBounds: { points: number }[];
  pannedTo: { lat: number; lng: number }[];
}

async function locationRows(key: string): Promise<LocationRow[]> {
  const res = await fetch(`${E2E_BACKEND_URL}/rest/v1/billboard_locations?select=name,address,media_type,sales_sheet_pdf_url,is_active&order=name.asc`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  expect(res.ok, `reading billboard_locations: ${res.status}`).toBe(true);
  return (await res.json()) as LocationRow[];
}

async function serveStub(page: Page): Promise<void> {
  await page.route(MAPS_SCRIPT, (route) => route.fulfill({ path: STUB, contentType: 'text/javascript; charset=utf-8' }));
}

function stubRecord(page: Page): Promise<MapsStubRecord> {
  return page.evaluate(() => (window as unknown as { __mapsStub: MapsStubRecord }).__mapsStub);
}

function countText(n: number): string {
  return `Showing ${n} billboard ${n === 1 ? 'location' : 'locations'}`;
}

test.describe('billboard map with the Maps stand-in', () => {
  let active: LocationRow[];
  let inactive: LocationRow[];

  test.beforeAll(async () => {
    active = await locationRows(LOCAL_ANON_KEY);
    const all = await locationRows(LOCAL_SERVICE_ROLE_KEY);
    inactive = all.filter((r) => !r.is_active);
    expect(active.length).toBeGreaterThan(1);
    expect(active.every((r) => r.is_active)).toBe(true);
  });

  test.beforeEach(async ({ page }) => {
    await serveStub(page);
  });

  test('loads the script with key, weekly version, geometry and a callback; one marker per active location; bounds fitted', async ({ page }) => {
    await page.goto('/billboard-map');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(countText(active.length))).toBeVisible();
    const markers = page.locator('[data-stub-marker]');
    await expect(markers).toHaveCount(active.length);

    const record = await stubRecord(page);
    expect(record.loads).toBe(1);
    expect(record.params.key).toBe('e2e-test-key');
    expect(record.params.v).toBe('weekly');
    expect(record.params.libraries.split(',')).toContain('geometry');
    expect(record.params.callback).toBeTruthy();

    expect(record.maps).toHaveLength(1);
    expect(record.maps[0]!.initialZoom).toBe(7);
    expect(record.maps[0]!.initialCenter.lat).toBeCloseTo(43.6532, 3);
    expect(record.maps[0]!.initialCenter.lng).toBeCloseTo(-79.3832, 3);

    // The list (and so the markers) reads nearest London first; the set is what counts here.
    expect(record.markers.map((m) => m.title).sort()).toEqual(active.map((r) => r.name).sort());
    expect(record.markers.every((m) => m.onMap)).toBe(true);
    for (const row of inactive) expect(record.markers.map((m) => m.title)).not.toContain(row.name);

    expect(record.fittedBounds).toHaveLength(1);
    expect(record.fittedBounds[0]!.points).toBe(active.length);
  });

  test("clicking a marker opens the shared info window with the location's details", async ({ page }) => {
    await page.goto('/billboard-map');
    const first = active[0]!;
    const second = active[1]!;

    await page.getByRole('button', { name: second.name, exact: true }).click();
    await page.getByRole('button', { name: first.name, exact: true }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(dialog).toContainText(first.address);
    await expect(dialog).toContainText(first.media_type);
    await expect(dialog.getByRole('img')).not.toHaveCount(0);
    if (first.sales_sheet_pdf_url) {
      const pdf = dialog.getByRole('link', { name: /sales sheet/i });
      await expect(pdf).toHaveAttribute('href', first.sales_sheet_pdf_url);
      await expect(pdf).toHaveAttribute('target', '_blank');
    }

    const record = await stubRecord(page);
    expect(record.infoWindows).toBe(1);
    expect(record.opened.map((o) => o.anchorTitle)).toEqual([second.name, first.name]);
    expect(record.opened.every((o) => o.contentIsNode)).toBe(true);
  });

  test("a list entry's 'Show on map' pans to its marker and opens its info window", async ({ page }) => {
    await page.goto('/billboard-map');
    const target = active[active.length - 1]!;
    const list = page.getByRole('region', { name: 'All Billboard Locations' });
    await expect(list.getByRole('listitem')).toHaveCount(active.length);

    await list.getByRole('button', { name: `Show ${target.name} on map` }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: target.name })).toBeVisible();

    const record = await stubRecord(page);
    expect(record.opened.at(-1)!.anchorTitle).toBe(target.name);
    expect(record.pannedTo).toHaveLength(1);
  });
});

test.describe('billboard map filters from the URL', () => {
  let active: LocationRow[];

  test.beforeAll(async () => {
    active = await locationRows(LOCAL_ANON_KEY);
  });

  test.beforeEach(async ({ page }) => {
    await serveStub(page);
  });

  const NONE_AVAILABLE = 'No billboard locations are available right now.';
  const list = (page: Page) => page.getByRole('region', { name: 'All Billboard Locations' });

  test('a hostile city and type are ignored and dropped from the URL: every board shows, nothing runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/billboard-map?city=<script>alert(1)</script>&type=%00');
    // The app drops what it ignores, keeping the address honest.
    await expect(page).toHaveURL(/\/billboard-map$/);
    await expect(page.getByText(countText(active.length))).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(active.length);
    await expect(page.locator('[data-stub-marker]')).toHaveCount(active.length);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Media type' })).toHaveValue('');
    await expect(page.getByText(NONE_AVAILABLE)).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a city with no board (?city=Nowhere) is ignored and dropped', async ({ page }) => {
    await page.goto('/billboard-map?city=Nowhere&utm_source=mail');
    await expect(page).toHaveURL(/\/billboard-map\?utm_source=mail$/);
    await expect(page.getByText(countText(active.length))).toBeVisible();
    await expect(page.getByText(NONE_AVAILABLE)).toHaveCount(0);
  });

  test('real filters that match no board say so and offer to clear them', async ({ page }) => {
    // A city and a media type that both exist, but never on the same board.
    const cities = [...new Set(active.map((r) => cityOf(r.address)).filter((c): c is string => c !== null))];
    const types = [...new Set(active.map((r) => r.media_type))];
    const pair = cities
      .flatMap((city) => types.map((type) => ({ city, type })))
      .find(({ city, type }) => !active.some((r) => cityOf(r.address) === city && r.media_type === type));
    expect(pair, 'the seed has a city without every media type').toBeDefined();

    await page.goto(`/billboard-map?${new URLSearchParams(pair).toString()}`);
    await expect(page.getByText(countText(0))).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(pair!.city);
    await expect(list(page)).toContainText('No billboard location matches these filters.');
    await expect(page.getByText(NONE_AVAILABLE)).toHaveCount(0);

    await list(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(countText(active.length))).toBeVisible();
    await expect(page).toHaveURL(/\/billboard-map$/);
  });
});

test.describe('billboard map when Google refuses the key', () => {
  test('says in one line that the map could not be shown and keeps the list', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __mapsStubOptions: unknown }).__mapsStubOptions = { authFailure: true };
    });
    await serveStub(page);
    await page.goto('/billboard-map');
    await expect(page.getByText('This map is not available on this website: the Google Maps key is not authorised for this address.')).toBeVisible();
    // Trying again cannot help a refused key.
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    const list = page.getByRole('region', { name: 'All Billboard Locations' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByRole('button', { name: /on map$/ })).toHaveCount(0);
  });
});

test.describe('billboard map when the Maps script cannot load', () => {
  // ONE pattern: Playwright reads a two-element array whose second item is an
  // object (a RegExp is one) as a [value, options] fixture tuple.
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  test("says in one line that the map could not be shown; Try Again reads 'Retrying...' and fails again; the list stays usable", async ({ page }) => {
    const active = await locationRows(LOCAL_ANON_KEY);
    let requests = 0;
    await page.route(MAPS_SCRIPT, async (route: Route) => {
      requests += 1;
      // Hold the retry a moment so 'Retrying...' can be seen.
      if (requests > 1) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.abort('internetdisconnected');
    });

    await page.goto('/billboard-map');
    const line = page.getByRole('status').filter({ hasText: 'Failed to load Google Maps. Please check your internet connection.' });
    await expect(line).toBeVisible();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(line).toBeVisible();
    expect(requests).toBe(2);

    // The list works without the map: every location, its address and its sales sheet.
    await expect(page.getByText(countText(active.length))).toBeVisible();
    const list = page.getByRole('region', { name: 'All Billboard Locations' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(active.length);
    const first = active[0]!;
    const item = items.filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
    await expect(item).toContainText(first.address);
    if (first.sales_sheet_pdf_url) {
      await expect(item.getByRole('link', { name: /sales sheet/i })).toHaveAttribute('href', first.sales_sheet_pdf_url);
    }
    await expect(list.getByRole('button', { name: /on map$/ })).toHaveCount(0);
    // The call and message buttons remain.
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'Send a Message' })).toHaveAttribute('href', '/contact-us');
  });
});

test('the Maps loader is not part of other pages', async ({ page }) => {
  const bodies: string[] = [];
  let mapsRequests = 0;
  await page.route(MAPS_SCRIPT, (route) => {
    mapsRequests += 1;
    return route.abort();
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') bodies.push(await res.text().catch(() => ''));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((b) => b.includes('maps.googleapis.com/maps/api/js'))).toEqual([]);
  expect(mapsRequests).toBe(0);
});
