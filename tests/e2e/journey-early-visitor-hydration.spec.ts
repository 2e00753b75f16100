import { expect, test } from './fixtures';
import { blockMaps, ready } from './visitor-helpers';

// A prerendered page paints before the app runs; React then hydrates it, each <Suspense>
// boundary on its own. Nothing the visitor sees may be rebuilt, what is typed or pressed before
// the app runs must still take effect, and once it runs the site is a single-page app whose head
// follows each page.

test.use({ allowedConsoleErrors: [/maps\.googleapis\.com|Failed to load resource: net::ERR_FAILED/] });

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});

test('prerendered pages hydrate in place: no element rebuilt or added, every one hydrated; then links navigate without a reload, the head follows, and each page fetches its own hero', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marked = Array.from(document.querySelectorAll('#root *'));
      marked.forEach((el) => el.setAttribute('data-prerendered', ''));
      (window as unknown as { prerendered: Element[] }).prerendered = marked;
      // The placeholders behind images still loading (components/ui/lazy-image.tsx).
      (window as unknown as { placeholders: Element[] }).placeholders = Array.from(document.querySelectorAll('#root [aria-busy] > span[aria-hidden="true"]'));
    });
  });
  const fullyHydrated = ['/', '/blog/how-much-does-a-billboard-cost-in-london-ontario'];
  for (const route of ['/contact-us', '/faq', '/blog', ...fullyHydrated]) {
    await page.goto(route);
    await ready(page);
    const result = await page.evaluate(() => {
      const { prerendered: marked, placeholders } = window as unknown as { prerendered: Element[]; placeholders: Element[] };
      return {
        marked: marked.length,
        // A loading placeholder leaves when its image has loaded: a change of state, not a re-render.
        removed: marked.filter((el) => !el.isConnected && !placeholders.includes(el)).map((el) => el.outerHTML.slice(0, 120)),
        added: document.querySelectorAll('#root *:not([data-prerendered])').length,
      };
    });
    expect(result.marked, route).toBeGreaterThan(100);
    expect(result.removed, `${route}: prerendered elements replaced`).toEqual([]);
    expect(result.added, `${route}: elements rendered again`).toBe(0);
    if (!fullyHydrated.includes(route)) continue;
    // An element React has not hydrated yet (a boundary still waiting) carries no fiber of React's.
    const notHydrated = () =>
      page.evaluate(() => {
        const all = Array.from(document.querySelectorAll('#root *'));
        const reactKey = (el: Element, prefix: string) => Object.keys(el).find((key) => key.startsWith(prefix));
        // HTML React sets as a whole (a post's sanitised body) has no fibers of its own.
        const insideSetHtml = (el: Element) => {
          for (let up = el.parentElement; up; up = up.parentElement) {
            const props = reactKey(up, '__reactProps$');
            if (props) return Boolean((up as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]?.dangerouslySetInnerHTML);
          }
          return false;
        };
        return all.filter((el) => !reactKey(el, '__reactFiber$') && !insideSetHtml(el)).map((el) => el.outerHTML.slice(0, 80));
      });
    await expect.poll(notHydrated, { message: route }).toEqual([]);
  }

  // From the home page, a link navigates in the page (no reload) and the head tags follow.
  await page.goto('/');
  await ready(page);
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

  // A path that is not prerendered is rendered by the app, without the home page showing through
  // (static servers without rewrite rules answer with the home page's file).
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/auth$/);

  // A page fetches its own hero, in the format the <picture> picks, and no other page's.
  const heroes: string[] = [];
  page.on('request', (request) => {
    const match = /\/images\/(hero-[\w-]+\.\w+)$/.exec(request.url());
    if (match) heroes.push(match[1]!);
  });
  await page.goto('/billboards');
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(heroes).toEqual([expect.stringMatching(/^hero-billboards-\d+\.avif$/)]);
});

test('before the app runs: a press on the Billboards menu opens it once the app does, typed text stays, and the header works while the page’s own code is on its way', async ({
  page,
}) => {
  /** Holds back the scripts matching `pattern` until the returned function is called. */
  async function holdBack(pattern: RegExp): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.fallback();
    });
    return release;
  }
  const START = /\/assets\/start-[\w-]+\.js$/;
  const billboards = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /billboards/i });

  // A press before the app runs (its start module held back) opens the menu once it does.
  let release = await holdBack(START);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await billboards.click();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  release();
  await ready(page);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(billboards).toHaveAttribute('aria-expanded', 'true');
  await page.unroute(START);

  // What is typed into the quote form before the app runs is still there once it does (the textarea too).
  release = await holdBack(START);
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const typed = { 'Full Name': 'Jane Doe', 'Project Details': 'Two boards on Wellington Road for four weeks.' };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  release();
  await ready(page);
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.unroute(START);

  // With the FAQ page's own chunk held back, the shell hydrates and its menus work; the page stays prerendered
  // markup, and its answers open all the same (the platform's own disclosures).
  const FAQ = /\/assets\/faq-[\w-]+\.js$/;
  release = await holdBack(FAQ);
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await ready(page);
  await billboards.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(billboards).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  const lease = page.locator('details').filter({ has: page.getByRole('heading', { name: 'How do I lease a billboard?' }) });
  await lease.locator('summary').click();
  await expect(lease).toHaveAttribute('open', '');
  release();
  // And the page hydrates once its chunk arrives: then an answer's link navigates within the app.
  await expect.poll(() => lease.evaluate((details) => Object.keys(details).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  // From the keyboard too: Enter on the question closes and opens its answer.
  await lease.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(lease).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(lease).toHaveAttribute('open', '');
  await page.evaluate(() => ((window as unknown as { spaMarker: number }).spaMarker = 1));
  await lease.getByRole('link', { name: 'contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(await page.evaluate(() => (window as unknown as { spaMarker?: number }).spaMarker)).toBe(1);
});
