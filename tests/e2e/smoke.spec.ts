import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { paths } from '../../src/config/paths';
import { publicRoutes } from './routes';

// Maps never loads here (no network): the page must still render without console errors.
test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});
// One pattern per array: Playwright reads [value, object] as a fixture tuple.
test.use({ allowedConsoleErrors: [/maps\.googleapis\.com|Failed to load resource: net::ERR_FAILED/] });

// Read-only: its tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

// The legal pages are audited at both widths in legal-pages.spec.ts. The ten
// industry pages are one template: two of them stand for it here, and each one's
// content is checked by its component test.
const legal: string[] = [paths.privacyPolicy, paths.accessibility];
const industries = publicRoutes.filter((route) => route.startsWith('/industries/'));
const audited = publicRoutes.filter((route) => !legal.includes(route) && !industries.slice(2).includes(route));

for (const route of audited) {
  test(`${route} renders one h1, hydrates the prerendered one without warnings, no console errors, no serious axe violations`, async ({ page }) => {
    const hydrationWarnings: string[] = [];
    page.on('console', (msg) => {
      if (/hydrat|did not match/i.test(msg.text())) hydrationWarnings.push(msg.text());
    });
    // The served h1, remembered before the app's script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
      });
    });
    const response = await page.goto(route);
    expect(response?.status()).toBeLessThan(400);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(/\S/);
    // Let lazy data settle before auditing.
    await page.waitForLoadState('networkidle');
    // Hydration keeps a prerendered page's nodes; a client re-render would replace them.
    const h1 = await page.evaluate(() => {
      const served = (window as unknown as { serverH1: Element | null }).serverH1;
      return { prerendered: served !== null, same: document.querySelector('h1') === served };
    });
    if (h1.prerendered) expect(h1.same, 'the h1 is the prerendered node').toBe(true);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(hydrationWarnings).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test.describe('not found', () => {
  test.use({ allowedConsoleErrors: [/non-existent route/] });

  test('an unknown path shows the not-found page, marked noindex, and logs the path', async ({ page }) => {
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
  });
});
