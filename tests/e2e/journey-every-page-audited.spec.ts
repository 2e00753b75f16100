import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DESKTOP, expect, test } from './fixtures';
import { publicRoutes } from './routes';
import { blockMaps, expectNoSeriousAxeViolations } from './visitor-helpers';

// A visitor walks every public page type: each serves one h1, hydrates the prerendered one
// without a warning, has one title and one canonical link, logs no error and has no serious axe
// violation. The legal pages are audited by the blog journey (on the phone), the contact, map,
// post and not-found pages again after what the visitor does there; the ten industry pages are
// one template, two of them stand for it (each one's content is its component test's).

test.use({ ...DESKTOP, allowedConsoleErrors: [/maps\.googleapis\.com|Failed to load resource: net::ERR_FAILED|non-existent route/] });

test.beforeEach(async ({ page }) => {
  // Maps never loads here (no network): the page must still render without console errors.
  await blockMaps(page);
});

const legal: string[] = [paths.privacyPolicy, paths.accessibility];
const industries = publicRoutes.filter((route) => route.startsWith('/industries/'));
const audited = publicRoutes.filter((route) => !legal.includes(route) && !industries.slice(2).includes(route));

/** Hydration warnings from now on (the test empties it before each page), and each page's served h1, remembered before the app's script runs. */
async function watchHydration(page: Page): Promise<string[]> {
  const hydrationWarnings: string[] = [];
  page.on('console', (msg) => {
    if (/hydrat|did not match/i.test(msg.text())) hydrationWarnings.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
    });
  });
  return hydrationWarnings;
}

// A few pages a test, each loaded afresh in one browser context, as a visitor going from page to
// page would: the site's hashed scripts come from the cache (and their compiled code with them)
// instead of being fetched and compiled again for every page; four short tests any worker may take.
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, i) => audited.filter((_, j) => j % GROUPS === i));

for (const group of groups) {
  test(`${group.join(', ')}: one h1 each, hydrated in place without warnings, no console errors, no serious axe violations`, async ({ page }) => {
    const hydrationWarnings = await watchHydration(page);
    for (const route of group) {
      // A step a page: a failure names the page it happened on.
      await test.step(route, async () => {
        hydrationWarnings.length = 0;
        const response = await page.goto(route);
        expect(response?.status(), route).toBeLessThan(400);
        await expect(page.locator('h1'), route).toHaveCount(1);
        await expect(page.locator('h1'), route).toBeVisible();
        await expect(page, route).toHaveTitle(/\S/);
        // Let lazy data settle before auditing.
        await page.waitForLoadState('networkidle');
        // Hydration keeps a prerendered page's nodes; a client re-render would replace them.
        const h1 = await page.evaluate(() => {
          const served = (window as unknown as { serverH1: Element | null }).serverH1;
          return { prerendered: served !== null, same: document.querySelector('h1') === served };
        });
        if (h1.prerendered) expect(h1.same, `${route}: the h1 is the prerendered node`).toBe(true);
        expect(await page.locator('title').count(), route).toBe(1);
        expect(await page.locator('link[rel="canonical"]').count(), route).toBe(1);
        expect(hydrationWarnings, route).toEqual([]);
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}

test('an unknown path or industry: the not-found page with status 404, marked noindex, and the path logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') logged.push(msg.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(logged.some((l) => l.includes('/no-such-page'))).toBe(true);
  expect((await page.goto('/industries/no-such-industry'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
