import { expect, test } from './fixtures';

// Prerendered pages: crawlers get the content without JavaScript, and the
// browser hydrates that markup (same nodes, no warnings) and stays a SPA.
const routes = ['/', '/billboards', '/industries/retail', '/faq', '/contact-us', '/blog', '/blog/how-much-does-a-billboard-cost-in-london-ontario', '/billboard-map'];

test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});
test.use({ allowedConsoleErrors: [/maps\.googleapis\.com|Failed to load resource: net::ERR_FAILED/] });

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

for (const route of routes) {
  test(`${route}: the served HTML holds the page before any JavaScript`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'));

    expect(count(head, /<title>[^<]+<\/title>/g), 'one non-empty <title> in <head>').toBe(1);
    expect(count(html, /<title[\s>]/g), 'no other <title>').toBe(1);
    expect(count(head, /<meta name="description" content="[^"]+"/g), 'one description').toBe(1);
    expect(count(head, /<link rel="canonical" href="https?:\/\/[^"]+"/g), 'one canonical').toBe(1);
    expect(root).toMatch(/<h1[\s>]/);
    expect(root).toContain('type="application/ld+json"');
    expect(html).toContain('<script type="application/json" id="prerender-state">');
  });

  test(`${route}: hydrates the prerendered markup without warnings`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (/hydrat|did not match/i.test(msg.text())) warnings.push(msg.text());
    });
    // Remember the server-rendered h1 before the app's script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
      });
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');

    // Hydration keeps the server's nodes; a client re-render would replace them.
    const sameNode = await page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverH1: Element | null }).serverH1);
    expect(sameNode, 'h1 is the prerendered node').toBe(true);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(warnings).toEqual([]);
  });
}

test('after hydration, links navigate in the page (no reload) and head tags follow', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { spaMarker: number }).spaMarker = 1));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  await expect(page).toHaveTitle(/Blog/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker)).toBe(1);
});

test('a path that is not prerendered is rendered by the app, without the home page showing through', async ({ page }) => {
  // Static servers without rewrite rules (vite preview) answer with the home page's file.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auth$/);
});
