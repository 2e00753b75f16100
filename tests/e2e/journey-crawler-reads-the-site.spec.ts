import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { DOLLAR_PATTERNS, dollarPost } from './build-fixtures';
import { E2E_BACKEND_URL } from './env';
import { expect, serviceRest, test } from './fixtures';
import { blockMaps } from './visitor-helpers';

// A crawler reads the site as the static host serves it: each page's HTML holds its content
// before any script, a post's text survives verbatim, robots.txt and the sitemap list what they
// should, and a path the build has no page for answers 404. Then the database moves on after the
// build, and the pages follow it.

test.use({ allowedConsoleErrors: [/maps\.googleapis\.com|Failed to load resource|net::ERR_FAILED|non-existent route/] });

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});

const PRERENDERED = [
  '/',
  '/billboards',
  '/industries/retail',
  '/faq',
  '/contact-us',
  '/blog',
  '/blog/how-much-does-a-billboard-cost-in-london-ontario',
  '/billboard-map',
];

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

const STATIC = [
  ['/', 'weekly', '1.0'],
  ['/about-us', 'monthly', '0.8'],
  ['/billboards', 'weekly', '0.9'],
  ['/billboard-map', 'weekly', '0.8'],
  ['/inventory', 'weekly', '0.9'],
  ['/blog', 'daily', '0.7'],
  ['/faq', 'monthly', '0.6'],
  ['/contact-us', 'monthly', '0.8'],
  // Every other public page too.
  ['/rent-a-billboard', 'monthly', '0.8'],
  ['/billboard-costs', 'monthly', '0.8'],
  ...['real-estate', 'restaurants', 'events', 'automotive', 'healthcare', 'retail', 'education', 'hospitality', 'financial', 'non-profit'].map((slug) => [
    `/industries/${slug}`,
    'monthly',
    '0.7',
  ]),
  ['/privacy-policy', 'yearly', '0.3'],
  ['/accessibility', 'yearly', '0.3'],
];

async function slugs(published: boolean): Promise<string[]> {
  const key = published ? LOCAL_ANON_KEY : LOCAL_SERVICE_ROLE_KEY;
  const res = await fetch(`${E2E_BACKEND_URL}/rest/v1/blog_posts?select=slug&is_published=eq.${published}`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { slug: string }[]).map((r) => r.slug);
}

interface ParsedSitemap {
  errors: number;
  root: string;
  namespace: string | null;
  urls: { path: string; lastmod: string | null; changefreq: string | null; priority: string | null }[];
}

/** Parses with the browser's XML parser: any well-formedness error shows up as <parsererror>. */
function parse(page: Page, xml: string): Promise<ParsedSitemap> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      urls: Array.from(doc.getElementsByTagName('url')).map((u) => ({
        path: new URL(text(u, 'loc') ?? '').pathname,
        lastmod: text(u, 'lastmod'),
        changefreq: text(u, 'changefreq'),
        priority: text(u, 'priority'),
      })),
    };
  }, xml);
}

async function expectValidSitemap(sitemap: ParsedSitemap) {
  expect(sitemap.errors).toBe(0);
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(sitemap.urls.slice(0, STATIC.length).map((u) => [u.path, u.changefreq, u.priority])).toEqual(STATIC);

  // Each active board's page follows the static pages (tests/build/board-pages.test.ts checks which).
  const rest = sitemap.urls.slice(STATIC.length);
  expect(rest.filter((u) => u.path.startsWith('/inventory/')).length).toBeGreaterThan(0);
  const posts = rest.filter((u) => !u.path.startsWith('/inventory/'));
  const published = await slugs(true);
  const drafts = await slugs(false);
  expect(published.length).toBeGreaterThan(0);
  expect(drafts.length).toBeGreaterThan(0);
  expect(posts.map((u) => u.path).sort()).toEqual(published.map((s) => `/blog/${s}`).sort());
  for (const draft of drafts) expect(sitemap.urls.map((u) => u.path)).not.toContain(`/blog/${draft}`);
  for (const post of posts) {
    expect(post.changefreq).toBe('monthly');
    expect(post.priority).toBe('0.6');
    expect(post.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
}

test('a crawler: every prerendered page holds its content before any script, a post keeps $-patterns verbatim, robots.txt and the sitemap, and 404 where the build has no page', async ({
  page,
  browser,
  request,
}) => {
  for (const route of PRERENDERED) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(count(head, /<title>[^<]+<\/title>/g), `${route}: one non-empty <title> in <head>`).toBe(1);
    expect(count(html, /<title[\s>]/g), `${route}: no other <title>`).toBe(1);
    expect(count(head, /<meta name="description" content="[^"]+"/g), `${route}: one description`).toBe(1);
    expect(count(head, /<link rel="canonical" href="https?:\/\/[^"]+"/g), `${route}: one canonical`).toBe(1);
    expect(root, route).toMatch(/<h1[\s>]/);
    expect(root, route).toContain('type="application/ld+json"');
    expect(html, route).toContain('<script type="application/json" id="prerender-state">');
    // The home page describes the local business with a price range of two dollar signs.
    if (route === '/') expect(html).toContain('"priceRange":"$$"');
  }

  // A post with $$, $&, $` and $' shows them verbatim: in the served HTML and its JSON-LD, read
  // by a browser that runs no script, and again once the app has hydrated it.
  const path = `/blog/${dollarPost.slug}`;
  const body = `Body with ${DOLLAR_PATTERNS} kept as typed.`;
  const headline = (jsonLd: string[]) =>
    jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; headline?: string }).find((node) => node['@type'] === 'Article')?.headline;
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

  // robots.txt names the sitemap and keeps crawlers out of the admin.
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain('User-agent: *');
  expect(rules).toContain('Disallow: /admin/');
  expect(rules).toContain('Disallow: /auth');
  expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  // The built /sitemap.xml: well-formed, every public page, the published posts and no drafts.
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  await expectValidSitemap(await parse(page, await sitemap.text()));

  // What the build has a page for answers 200; what it has none for, 404.
  for (const [route, status] of [
    ['/blog/how-much-does-a-billboard-cost-in-london-ontario', 200],
    ['/industries/retail', 200],
    ['/blog/no-such-post-anywhere', 404],
    ['/industries/no-such-industry', 404],
  ] as const) {
    expect((await request.get(route)).status(), route).toBe(status);
  }
});

test.describe('after the build', () => {
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('a post published since answers 404 until the next build and the app still shows it; one unpublished since shows the not-found page, noindex; the in-app sitemap follows', async ({
    page,
  }) => {
    const late = {
      id: '0d7c8f31-6a2b-4f7e-9c1d-3e5a7b9c2f44',
      slug: 'published-after-the-build',
      title: 'Published after the build',
      excerpt: 'A post the last build did not know.',
      content: '<p>Written after the site was built.</p>',
      is_published: true,
      publish_date: '2026-11-20T12:00:00Z',
    };
    await serviceRest('blog_posts', { method: 'POST', body: JSON.stringify(late) });
    const response = await page.goto(`/blog/${late.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: late.title })).toBeVisible();
    await expect(page.getByText('Written after the site was built.')).toBeVisible();

    const path = `/blog/${dollarPost.slug}`;
    await serviceRest(`blog_posts?id=eq.${dollarPost.id}`, { method: 'PATCH', body: JSON.stringify({ is_published: false }) });
    // The file from the build still holds the post...
    expect(await (await page.request.get(path)).text()).toContain('Body with');
    // ...but the page does not lie for long.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByText('Body with')).toHaveCount(0);

    // The in-app /sitemap.xml route builds the sitemap from the current data and replaces the page.
    // The host serves the built file for a direct request, so reach the app route the way a link would.
    await page.goto('/');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'sitemap', idx: 1 }, '', '/sitemap.xml');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const pre = page.locator('pre#sitemap-xml');
    await expect(pre).toBeVisible();
    await expect(page.locator('#root')).toHaveCount(0);
    const inApp = await parse(page, (await pre.textContent()) ?? '');
    await expectValidSitemap(inApp);
    expect(inApp.urls.map((u) => u.path)).toContain(`/blog/${late.slug}`);
    expect(inApp.urls.map((u) => u.path)).not.toContain(path);
  });
});
