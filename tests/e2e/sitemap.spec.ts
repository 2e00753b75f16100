import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { E2E_BACKEND_URL } from './env';
import { expect, test } from './fixtures';

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

test.describe('sitemap', () => {
  test('the built /sitemap.xml file is well-formed, with the published posts and no drafts', async ({ page, request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    await page.goto('/');
    await expectValidSitemap(await parse(page, await res.text()));
  });

  test('robots.txt names the sitemap and keeps crawlers out of the admin', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toContain('User-agent: *');
    expect(body).toContain('Disallow: /admin/');
    expect(body).toContain('Disallow: /auth');
    expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('the in-app /sitemap.xml route builds the same sitemap in the browser and replaces the page', async ({ page }) => {
    await page.goto('/');
    // A link is followed once the page is live: a route change in the middle of hydration is no visitor's.
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    // The host serves the real file for a direct request, so reach the app route the way a link would.
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'sitemap', idx: 1 }, '', '/sitemap.xml');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const pre = page.locator('pre#sitemap-xml');
    await expect(pre).toBeVisible();
    await expect(page.locator('#root')).toHaveCount(0);
    await expectValidSitemap(await parse(page, (await pre.textContent()) ?? ''));
  });
});
