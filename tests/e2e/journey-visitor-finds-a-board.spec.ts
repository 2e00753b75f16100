import type { Page, Route } from '@playwright/test';
import { cityOf } from '../../src/features/locations/lib/location-filters';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { DESKTOP, expect, serviceRest, test, WIDTHS } from './fixtures';
import { checkFocusNotObscured, checkMapFallbackOrder, MAP_LINE, MAPS_SCRIPT, ready, serveMapsStub } from './visitor-helpers';

// A visitor looks for a board on the map page: with the map (Google's script answered by the
// stand-in, which records what the page did on window.__mapsStub), and without it, when the
// script cannot load, Google refuses the key, or the database fails for a moment.

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

const locationRows = (key: string) =>
  serviceRest<LocationRow[]>('billboard_locations?select=name,address,media_type,sales_sheet_pdf_url,is_active&order=name.asc', {}, key);
const stubRecord = (page: Page) => page.evaluate(() => (window as unknown as { __mapsStub: MapsStubRecord }).__mapsStub);
const countText = (n: number) => `Showing ${n} billboard ${n === 1 ? 'location' : 'locations'}`;
const NONE_AVAILABLE = 'No billboard locations are available right now.';

test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

test.describe('with the map', () => {
  test.use(DESKTOP);

  test('the script loads once with its key; one marker per active board; markers and list open the shared info window, which adds a board to the plan; the filters and the URL agree', async ({
    page,
    context,
  }) => {
    const active = await locationRows(LOCAL_ANON_KEY);
    const inactive = (await locationRows(LOCAL_SERVICE_ROLE_KEY)).filter((r) => !r.is_active);
    expect(active.length).toBeGreaterThan(1);

    // Other pages never load the Maps script.
    let mapsRequests = 0;
    await page.route(MAPS_SCRIPT, (route) => {
      mapsRequests += 1;
      return route.abort();
    });
    const scripts: string[] = [];
    const onResponse = async (res: import('@playwright/test').Response) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    };
    page.on('response', onResponse);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((b) => b.includes('maps.googleapis.com/maps/api/js'))).toEqual([]);
    expect(mapsRequests).toBe(0);
    await page.unroute(MAPS_SCRIPT);

    // A hostile city and type are ignored and dropped from the URL: every board shows, nothing runs.
    await serveMapsStub(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/billboard-map?city=<script>alert(1)</script>&type=%00');
    await expect(page).toHaveURL(/\/billboard-map$/);
    await expect(page.getByText(countText(active.length))).toBeVisible();
    const list = page.getByRole('region', { name: 'All Billboard Locations' });
    await expect(list.getByRole('listitem')).toHaveCount(active.length);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Media type' })).toHaveValue('');
    await expect(page.getByText(NONE_AVAILABLE)).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // The script: loaded once, with the key, the weekly version, geometry and a callback; the map
    // over Ontario; one marker per active board, none for an inactive one; the bounds fitted to them.
    await expect(page.locator('[data-stub-marker]')).toHaveCount(active.length);
    let record = await stubRecord(page);
    expect(record.loads).toBe(1);
    expect(record.params.key).toBe('e2e-test-key');
    expect(record.params.v).toBe('weekly');
    expect(record.params.libraries!.split(',')).toContain('geometry');
    expect(record.params.callback).toBeTruthy();
    expect(record.maps).toHaveLength(1);
    expect(record.maps[0]!.initialZoom).toBe(7);
    expect(record.maps[0]!.initialCenter.lat).toBeCloseTo(43.6532, 3);
    expect(record.maps[0]!.initialCenter.lng).toBeCloseTo(-79.3832, 3);
    expect(record.markers.map((m) => m.title).sort()).toEqual(active.map((r) => r.name).sort());
    expect(record.markers.every((m) => m.onMap)).toBe(true);
    for (const row of inactive) expect(record.markers.map((m) => m.title)).not.toContain(row.name);
    expect(record.fittedBounds).toHaveLength(1);
    expect(record.fittedBounds[0]!.points).toBe(active.length);

    // Two markers clicked: one shared info window, with the second board's details.
    const [first, second] = [active[0]!, active[1]!];
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
    record = await stubRecord(page);
    expect(record.infoWindows).toBe(1);
    expect(record.opened.map((o) => o.anchorTitle)).toEqual([second.name, first.name]);
    expect(record.opened.every((o) => o.contentIsNode)).toBe(true);

    // A list entry's Show on map pans to its marker and opens its info window, which adds the board to the plan.
    const last = active[active.length - 1]!;
    await list.getByRole('button', { name: `Show ${last.name} on map` }).click();
    await expect(dialog.getByRole('heading', { name: last.name })).toBeVisible();
    record = await stubRecord(page);
    expect(record.opened.at(-1)!.anchorTitle).toBe(last.name);
    expect(record.pannedTo).toHaveLength(1);
    await dialog.getByRole('button', { name: `Add ${last.name} to my plan` }).click();
    await expect(page.getByRole('region', { name: 'My campaign plan' }).getByText('1 board in your plan')).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Remove ${last.name} from my plan` })).toBeVisible();
    await expect(list.getByRole('button', { name: `Remove ${last.name} from my plan` })).toBeVisible();

    // A city filter leaves one marker per match.
    const cities = [...new Set(active.map((r) => cityOf(r.address)).filter((c): c is string => c !== null))];
    const london = active.filter((r) => cityOf(r.address) === 'London');
    await page.getByRole('combobox', { name: 'City' }).selectOption('London');
    await expect(page.getByText(countText(london.length))).toBeVisible();
    await expect.poll(async () => (await stubRecord(page)).markers.filter((m) => m.onMap).length).toBe(london.length);

    // A city with no board is ignored and dropped, other parameters kept.
    await page.goto('/billboard-map?city=Nowhere&utm_source=mail');
    await expect(page).toHaveURL(/\/billboard-map\?utm_source=mail$/);
    await expect(page.getByText(countText(active.length))).toBeVisible();
    await expect(page.getByText(NONE_AVAILABLE)).toHaveCount(0);

    // Real filters that match no board say so and offer to clear them.
    const types = [...new Set(active.map((r) => r.media_type))];
    const pair = cities
      .flatMap((city) => types.map((type) => ({ city, type })))
      .find(({ city, type }) => !active.some((r) => cityOf(r.address) === city && r.media_type === type));
    expect(pair, 'the seed has a city without every media type').toBeDefined();
    await page.goto(`/billboard-map?${new URLSearchParams(pair).toString()}`);
    await expect(page.getByText(countText(0))).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue(pair!.city);
    await expect(list).toContainText('No billboard location matches these filters.');
    await expect(page.getByText(NONE_AVAILABLE)).toHaveCount(0);
    await list.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(countText(active.length))).toBeVisible();
    await expect(page).toHaveURL(/\/billboard-map$/);

    // Google refuses the key: its own message under 'Map Loading Error', the list, and no Try Again (trying again cannot help).
    const refused = await context.newPage();
    await refused.addInitScript(() => {
      (window as unknown as { __mapsStubOptions: unknown }).__mapsStubOptions = { authFailure: true };
    });
    await serveMapsStub(refused);
    await refused.goto('/billboard-map');
    await expect(refused.getByText('Map Loading Error')).toBeVisible();
    await expect(refused.getByText('This map is not available on this website: the Google Maps key is not authorised for this address.')).toBeVisible();
    await expect(refused.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    const refusedList = refused.getByRole('region', { name: 'All Billboard Locations' });
    await expect(refusedList.getByRole('listitem').first()).toBeVisible();
    await expect(refusedList.getByRole('button', { name: /on map$/ })).toHaveCount(0);
    await refused.close();
  });
});

/** The Maps script cannot load: one line; Try Again reads 'Retrying...' and fails again; the list stays usable. */
async function checkScriptCannotLoad(page: Page) {
  const active = await locationRows(LOCAL_ANON_KEY);
  let requests = 0;
  // The retry is held until the test has seen 'Retrying...'.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MAPS_SCRIPT, async (route: Route) => {
    requests += 1;
    if (requests > 1) await held;
    await route.abort('internetdisconnected');
  });
  await page.goto('/billboard-map');
  const line = page.getByRole('status').filter({ hasText: MAP_LINE });
  await expect(line).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  await expect(line).toBeVisible();
  expect(requests).toBe(2);

  // The list works without the map: every location, its address and its sales sheet.
  await expect(page.getByText(countText(active.length))).toBeVisible();
  const items = page.getByRole('region', { name: 'All Billboard Locations' }).getByRole('listitem');
  await expect(items).toHaveCount(active.length);
  const first = active[0]!;
  const item = items.filter({ has: page.getByRole('heading', { name: first.name, exact: true }) });
  await expect(item).toContainText(first.address);
  if (first.sales_sheet_pdf_url) await expect(item.getByRole('link', { name: /sales sheet/i })).toHaveAttribute('href', first.sales_sheet_pdf_url);
  // The call and message buttons remain.
  await expect(page.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('link', { name: 'Send a Message' })).toHaveAttribute('href', '/contact-us');
  await page.unroute(MAPS_SCRIPT);
}

/**
 * Moves the page's clock on until `done` says so: the automatic retries back off for seconds
 * (retryDelay in src/lib/react-query.ts); what they lead to is the test's, not the waiting.
 */
async function skipRetryBackOff(page: Page, done: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(4_000);
        return done();
      },
      { intervals: [50] },
    )
    .toBe(true);
}

/** Within the app (not the prerender), the locations fail to load: said once and at once; Try Again loads them. */
async function checkDatabaseFailure(page: Page) {
  await page.route(MAPS_SCRIPT, (route) => route.abort());
  // A clock the test can move on (it runs as usual otherwise): see skipRetryBackOff.
  await page.clock.install();
  await page.goto('/faq');
  await ready(page);
  let failing = true;
  await page.route('**/rest/v1/billboard_locations*', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service Unavailable"}' }) : route.fallback(),
  );
  await page.evaluate(() => {
    history.pushState(null, '', '/billboard-map');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const alert = page.getByRole('alert').filter({ hasText: 'Database Error' });
  // The first failed attempt is enough to say so (the automatic retries take longer).
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Unable to load billboard locations.');
  await expect(page.getByText('Database Error', { exact: true })).toHaveCount(1);
  // The automatic retries go on meanwhile; then Try Again is offered.
  await expect(alert.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  const tryAgain = alert.getByRole('button', { name: 'Try Again' });
  await skipRetryBackOff(page, async () => (await tryAgain.count()) === 1);
  await expect(tryAgain).toBeEnabled();
  failing = false;
  await tryAgain.click();
  await expect(page.getByText(/^Showing \d+ billboard locations?$/)).toBeVisible();
  await expect(page.getByText('Database Error', { exact: true })).toHaveCount(0);

  // The home page's Latest News says its posts failed to load, never that there are none.
  failing = true;
  await page.route('**/rest/v1/blog_posts*', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback(),
  );
  await page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const news = page.getByRole('region', { name: 'Latest News' });
  const newsAlert = news.getByRole('alert');
  await skipRetryBackOff(page, async () => (await newsAlert.count()) === 1);
  await expect(newsAlert).toContainText('The latest posts could not be loaded.');
  await expect(news).not.toContainText('No blog posts available yet');
  failing = false;
  await newsAlert.getByRole('button', { name: 'Try Again' }).click();
  await expect(news.getByRole('article').first()).toBeVisible();
  await expect(news.getByRole('alert')).toHaveCount(0);
}

for (const { width, use } of WIDTHS) {
  test.describe(`without the map at ${width} px`, () => {
    test.use(use);

    test("the map page without Google's script: one line, Try Again, then every board nearest London's centre first, or the chosen city's", async ({
      page,
    }) => {
      await checkScriptCannotLoad(page);
      // The same page, its script still failed: no second load of it.
      await checkMapFallbackOrder(page, { audit: width === 375 });
      if (width === 375) {
        // On a phone: keyboard focus never hides under the sticky call bar, all the way down the list.
        await checkFocusNotObscured(page, '/billboard-map');
        // Where a message has the least room: a failing database said once, and Try Again.
        await checkDatabaseFailure(page);
      }
    });
  });
}
