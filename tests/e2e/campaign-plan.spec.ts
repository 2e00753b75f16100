import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { expect, serviceRest, signInAsAdmin, test } from './fixtures';

// A prospect plans a campaign on the map page: filters, a plan of boards, an
// estimate, and a quote request that names the boards. With Google's script
// blocked (the list carries the page) and with the Maps stand-in.

const STUB = fileURLToPath(new URL('./stubs/google-maps.js', import.meta.url));
const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";

interface Board {
  id: string;
  name: string;
  address: string;
}

/** The page is live: what is chosen before would be lost to hydration. */
const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

const londonBoards = () =>
  serviceRest<Board[]>('billboard_locations?select=id,name,address&is_active=eq.true&address=like.*%2C%20London%2C%20ON*&order=name.asc', {}, LOCAL_ANON_KEY);

// Two London boards free in the next cycles (the seed sells out Dundas St and
// nearly fills Oxford St): Highbury at its own $1,350 a cycle, Fanshawe at the
// company range.
const byName = (boards: Board[], part: string) => boards.find((board) => board.name.includes(part))!;

test.describe('with the Maps script blocked', () => {
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  test.beforeEach(async ({ page, backend }) => {
    // A fresh database: the function limits inquiries per address.
    await backend.reset();
    await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  });
  // No leads of these tests count against the next spec's sender.
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px: filter by city, plan two boards for 3 cycles, see $6,983–$10,973, request a quote that names both`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const london = await londonBoards();
      expect(london.length).toBeGreaterThan(2);
      const [first, second] = [byName(london, 'Highbury'), byName(london, 'Fanshawe')];

      await page.goto('/billboard-map');
      await ready(page);
      await page.getByRole('combobox', { name: 'City' }).selectOption('London');
      await expect(page).toHaveURL(/[?&]city=London(&|$)/);
      await expect(page.getByText(`Showing ${london.length} billboard locations`)).toBeVisible();
      const list = page.getByRole('region', { name: 'All Billboard Locations' });
      await expect(list.getByRole('listitem')).toHaveCount(london.length);

      await list.getByRole('button', { name: `Add ${first.name} to my plan` }).click();
      await list.getByRole('button', { name: `Add ${second.name} to my plan` }).click();
      const tray = page.getByRole('region', { name: 'My campaign plan' });
      await expect(tray.getByText('2 boards in your plan')).toBeVisible();
      await tray.getByRole('combobox', { name: 'Number of 4-week cycles' }).selectOption('3');
      // (1,350 + 1,100 … 2,500) x 3, less 5% for 3 cycles.
      await expect(tray.getByText('$6,983–$10,973')).toBeVisible();
      await expect(tray.getByText('You save 5% with 3 cycles')).toBeVisible();
      await expect(tray).toContainText('estimate only');
      await expect(tray.getByRole('link', { name: 'See what affects billboard costs' })).toHaveAttribute('href', '/billboard-costs');

      // The plan outlives a reload; the shared URL keeps the filter.
      await page.reload();
      await ready(page);
      await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('London');
      await expect(tray.getByText('2 boards in your plan')).toBeVisible();

      await tray.getByRole('link', { name: 'Request a quote for this plan' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      const details = page.getByLabel('Project Details', { exact: true });
      await expect(page.getByRole('region', { name: 'Your campaign plan' })).toBeVisible();
      await expect(details).toHaveValue(/\(3 cycles\) \(estimated \$6,983–\$10,973\)/);
      await expect(details).toHaveValue(new RegExp(first.name));
      await expect(details).toHaveValue(new RegExp(second.name));
      // Editable, like any other text of the form.
      await details.press('End');
      await details.pressSequentially('\nStarting in March.');

      const tag = `plan${width}${Date.now()}`;
      await page.getByLabel('Full Name', { exact: true }).fill(`Pat Planner ${tag}`);
      await page.getByLabel('Email Address', { exact: true }).fill(`pat.${tag}@example.com`);
      await page.getByLabel('Company Name', { exact: true }).fill('Planner Bakery');
      await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0111');
      await page.getByRole('button', { name: 'Request these dates' }).click();
      await expect(page.getByText(SUCCESS)).toBeVisible();

      const [lead] = await serviceRest<{ location_ids: string[]; source: string; message: string }[]>(
        `contact_inquiries?select=location_ids,source,message&email=eq.pat.${tag}@example.com`,
      );
      expect(lead!.source).toBe('campaign-plan');
      expect([...lead!.location_ids].sort()).toEqual([first.id, second.id].sort());
      expect(lead!.message).toContain(first.name);
      expect(lead!.message).toContain(second.name);
      expect(lead!.message).toContain('Starting in March.');

      // The staff see which boards the prospect chose.
      await signInAsAdmin(page);
      await page.goto('/admin/leads');
      const card = page.getByRole('article').filter({ hasText: tag });
      await expect(card).toContainText(`Boards in the plan: ${first.name}, ${second.name}`);
    });
  }

  test('the costs page estimates boards × cycles less the duration rate without a plan', async ({ page }) => {
    await page.goto('/billboard-costs');
    await ready(page);
    const estimator = page.getByRole('region', { name: 'Estimate your campaign' });
    await expect(estimator.getByText('$1,100–$2,500')).toBeVisible();
    await estimator.getByLabel('Number of billboards').fill('2');
    await estimator.getByRole('combobox', { name: 'Number of 4-week cycles' }).selectOption('3');
    // 5% off from 3 cycles.
    await expect(estimator.getByText('$6,270–$14,250')).toBeVisible();
    await expect(estimator.getByText('You save 5% with 3 cycles')).toBeVisible();
    await expect(estimator.getByRole('link', { name: 'See what affects billboard costs' })).toBeVisible();
  });
});

test('with the Maps stand-in: the info window adds its board to the plan, and a filter leaves one marker per match', async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ path: STUB, contentType: 'text/javascript; charset=utf-8' }));
  const london = await londonBoards();
  await page.goto('/billboard-map?city=London');
  await ready(page);
  await expect(page.getByText(`Showing ${london.length} billboard locations`)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __mapsStub?: { markers: { onMap: boolean }[] } }).__mapsStub?.markers.filter((m) => m.onMap).length ?? -1),
    )
    .toBe(london.length);

  const board = byName(london, 'Highbury');
  await page.getByRole('button', { name: `Show ${board.name} on map` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `Add ${board.name} to my plan` }).click();
  const tray = page.getByRole('region', { name: 'My campaign plan' });
  await expect(tray.getByText('1 board in your plan')).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Remove ${board.name} from my plan` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'All Billboard Locations' }).getByRole('button', { name: `Remove ${board.name} from my plan` })).toBeVisible();
});
