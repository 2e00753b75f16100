import { expect, test } from './fixtures';
import { DOLLAR_PATTERNS, dollarPost } from './build-fixtures';

// Read-only: its tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

// Prerendered pages: crawlers get the content without JavaScript, and the
// browser stays a SPA. That hydration keeps the served nodes without warnings
// is checked on every public page by smoke.spec.ts.
const routes = [
  '/',
  '/billboards',
  '/industries/retail',
  '/faq',
  '/contact-us',
  '/blog',
  '/blog/how-much-does-a-billboard-cost-in-london-ontario',
  '/billboard-map',
];

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
}

test('after hydration, links navigate in the page (no reload) and head tags follow', async ({ page }) => {
  await page.goto('/');
  // The app's own signal, not a quiet network: on a slow host the network can settle before React has started.
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { spaMarker: number }).spaMarker = 1));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  await expect(page).toHaveTitle(/Blog/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  // The home page's own tags are gone, not left beside the blog's.
  for (const tag of ['meta[name="description"]', 'meta[property="og:title"]', 'meta[name="robots"]', 'link[rel="alternate"][hreflang="en-ca"]']) {
    await expect(page.locator(`head ${tag}`), tag).toHaveCount(1);
  }
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', /\/blog$/);
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker)).toBe(1);
});

test('a path that is not prerendered is rendered by the app, without the home page showing through', async ({ page }) => {
  // Static servers without rewrite rules (vite preview) answer with the home page's file.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auth$/);
});

test("a post with $$, $&, $` and $' shows them verbatim: served HTML, JSON-LD and after hydration", async ({ browser, page }) => {
  const path = `/blog/${dollarPost.slug}`;
  const body = `Body with ${DOLLAR_PATTERNS} kept as typed.`;
  const headline = (jsonLd: string[]) =>
    jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; headline?: string }).find((node) => node['@type'] === 'Article')?.headline;

  // The served HTML, read by a browser that runs no script (a crawler's view).
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  try {
    const served = await crawler.newPage();
    await served.goto(path);
    expect(await served.title()).toContain(dollarPost.title);
    await expect(served.locator('head meta[name="description"]')).toHaveAttribute('content', dollarPost.excerpt);
    await expect(served.getByRole('heading', { level: 1 })).toHaveText(dollarPost.title);
    await expect(served.getByText(body)).toBeVisible();
    expect(headline(await served.locator('script[type="application/ld+json"]').allTextContents())).toContain(dollarPost.title);
  } finally {
    await crawler.close();
  }

  await page.goto(path);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dollarPost.title);
  await expect(page.getByText(body)).toBeVisible();
  expect(await page.title()).toContain(dollarPost.title);
  expect(headline(await page.locator('script[type="application/ld+json"]').allTextContents())).toContain(dollarPost.title);
});

test('the home page describes the local business with a price range of two dollar signs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('"priceRange":"$$"');
});

test("a page fetches its own hero, in the format the <picture> picks, and no other page's", async ({ page }) => {
  const heroes: string[] = [];
  page.on('request', (request) => {
    const match = /\/images\/(hero-[\w-]+\.\w+)$/.exec(request.url());
    if (match) heroes.push(match[1]!);
  });
  await page.goto('/billboards');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(heroes).toEqual([expect.stringMatching(/^hero-billboards-\d+\.avif$/)]);
});
