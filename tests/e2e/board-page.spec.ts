import type { Page } from '@playwright/test';
import { expect, serviceRest, test } from './fixtures';

// A prospect lands on one board's page (from a search, or the map's list):
// sees which of the next cycles are free, adds the board for its first free
// start and finds it in the plan on the map. And the board's sales sheet is
// its page in print. The seed sells out Dundas St for the next two cycles.

const DUNDAS = 'London — Dundas St Downtown';
const DUNDAS_PAGE = '/inventory/london-dundas-st-downtown';
const WELLINGTON_PAGE = '/inventory/london-wellington-rd-highway-401';

/** The page is live: what is chosen before would be lost to hydration. */
const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

// The not-found page logs the path it was asked for.
test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource|non-existent route/] });

test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});

for (const width of [375, 1280]) {
  test(`at ${width} px: add a sold-out-now board for its first free start and find it in the plan on the map`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(DUNDAS_PAGE);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: DUNDAS })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Sample photo: the London — Dundas St Downtown board/ }).first()).toBeVisible();
    const audience = page.getByRole('region', { name: 'Audience' });
    await expect(audience.getByText('31,000 (Downtown London BIA pedestrian and vehicle count, 2025)')).toBeVisible();
    // Open 24 hours, 10-second spots in a loop of 6: a play a minute, 1,440 a day.
    await expect(audience.getByText('1,440', { exact: true })).toBeVisible();
    await expect(page.getByText('$1,900 per 4-week cycle').first()).toBeVisible();

    const strip = page.getByRole('group', { name: 'Pick the first cycle of your campaign' });
    const starts = strip.getByRole('radio');
    await expect(starts).toHaveCount(13);
    // The next two cycles are sold out; the first free one is picked for the visitor.
    await expect(starts.nth(0)).toBeDisabled();
    await expect(starts.nth(1)).toBeDisabled();
    await expect(starts.nth(2)).toBeChecked();
    const freeStart = (await strip.getByRole('listitem').nth(2).locator('span.font-semibold').textContent())!;

    await page.getByRole('button', { name: `Add ${DUNDAS} to my plan` }).click();
    await expect(page.getByRole('button', { name: `Remove ${DUNDAS} from my plan` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'In your plan' })).toHaveText(`In your plan, starting ${freeStart}, for 1 cycle.`);

    await page.getByRole('link', { name: 'See your plan on the map' }).click();
    await expect(page).toHaveURL(/\/billboard-map$/);
    await ready(page);
    const tray = page.getByRole('region', { name: 'My campaign plan' });
    await expect(tray.getByText('1 board in your plan')).toBeVisible();
    await expect(tray.getByRole('link', { name: DUNDAS })).toHaveAttribute('href', DUNDAS_PAGE);
    await expect(tray).toContainText(freeStart);
  });
}

test('the sales sheet is the board page in print: one page with the photo, specs, audience, price and contacts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${WELLINGTON_PAGE}?print`);
  await ready(page);
  await expect(page.getByRole('button', { name: 'Print this sales sheet' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const main = page.locator('main');
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this sales sheet' })).toBeHidden();
  await expect(main.getByRole('heading', { level: 1, name: 'London — Wellington Rd & Highway 401' })).toBeVisible();
  await expect(main.getByRole('img').first()).toBeVisible();
  await expect(main.getByText('1400 × 400 px')).toBeVisible();
  await expect(main.getByText('48,200 (City of London traffic count, 2025)')).toBeVisible();
  await expect(main.getByText('$2,450 per 4-week cycle')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Book this board' })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Availability/ })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('board-sales-sheet-print.png'), fullPage: true });

  // Chromium's own print output: one sheet of paper.
  const pdf = (await page.pdf({ format: 'Letter', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('without ?print the sheet parts stay hidden on screen, and the page links to its print version', async ({ page }) => {
  await page.goto(WELLINGTON_PAGE);
  await ready(page);
  await expect(page.getByRole('heading', { name: 'Book this board' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sales sheet', exact: true })).toHaveAttribute('href', `${WELLINGTON_PAGE}?print`);
});

test.describe('a board deactivated after the build', () => {
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('its prerendered page gives way to the not-found page, marked noindex, once the app has asked the database', async ({ page }) => {
    await serviceRest('billboard_locations?slug=eq.london-wellington-rd-highway-401', { method: 'PATCH', body: JSON.stringify({ is_active: false }) });
    await page.goto(WELLINGTON_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
