import type { Page } from '@playwright/test';
import { formatDay, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { site } from '../../src/config/site';
import { expect, serviceRest, test } from './fixtures';

// A prospect lands on one board's page (from a search, or the map's list):
// sees which of the next cycles are free, adds the board for its first free
// start and finds it in the plan on the map. And the board's sales sheet is
// its page in print. The seed sells out Dundas St for the next two cycles.

const DUNDAS = 'London — Dundas St Downtown';
const DUNDAS_PAGE = '/inventory/london-dundas-st-downtown';
const WELLINGTON = 'London — Wellington Rd & Highway 401';
const WELLINGTON_PAGE = '/inventory/london-wellington-rd-highway-401';

/** The plan this browser keeps. */
const storedPlan = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ldb:campaign-plan') ?? 'null') as { ids: string[]; start?: string } | null);

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

test('at 375 px: a second board added from its page asks which start to keep, and the plan moves only when the prospect says so', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  await page.goto(WELLINGTON_PAGE);
  await ready(page);
  await page.getByRole('button', { name: `Add ${WELLINGTON} to my plan` }).click();
  // Said to screen readers and shown on screen, whatever has scrolled away.
  const announcer = page.locator('[data-plan-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText(`${WELLINGTON} was added to your plan.`);
  await expect(announcer.locator('p')).toBeInViewport();
  const first = (await storedPlan(page))!;
  expect(first.start).toBeTruthy();

  await page.goto(DUNDAS_PAGE);
  await ready(page);
  const strip = page.getByRole('group', { name: 'Pick the first cycle of your campaign' });
  const other = starts.slice(2).find((start) => start !== first.start)!;
  await strip.getByRole('radio', { name: new RegExp(formatDay(other)) }).check();
  await page.getByRole('button', { name: `Add ${DUNDAS} to my plan` }).click();
  const question = page.getByRole('group', { name: /Every board of a plan starts on the same date: which start do you want\?/ });
  await expect(question).toBeVisible();
  // Nothing changed before the prospect chose.
  expect(await storedPlan(page)).toEqual(first);
  await question.getByRole('button', { name: `Move the plan to ${formatDay(other)}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${DUNDAS} from my plan` })).toBeVisible();
  expect(await storedPlan(page)).toMatchObject({ ids: [...first.ids, 'c0000000-0000-4000-8000-000000000004'], start: other });

  // Back on the first board's page, the plan's start is the one picked for it.
  await page.goto(WELLINGTON_PAGE);
  await ready(page);
  await expect(page.getByRole('status').filter({ hasText: 'In your plan' })).toHaveText(`In your plan, starting ${formatDay(other)}, for 1 cycle.`);
});

test('at 375 px: the board page links to directions to its coordinates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(WELLINGTON_PAGE);
  await ready(page);
  const directions = page.getByRole('link', { name: `Get directions to ${WELLINGTON} (Google Maps, opens in a new tab)` });
  await expect(directions).toBeVisible();
  await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
});

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
  // No broken image: without a Static Maps key the sheet says where the board is in words.
  const location = main.getByRole('region', { name: 'Location' });
  await expect(location).toBeVisible();
  await expect(location).toContainText(/Coordinates: -?\d+\.\d{5}, -?\d+\.\d{5}/);
  await expect
    .poll(() =>
      main
        .locator('img')
        .evaluateAll(
          (images) =>
            images.filter(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0 && image.getClientRects().length > 0,
            ).length,
        ),
    )
    .toBe(0);
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
