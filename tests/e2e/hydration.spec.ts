import { expect, test } from './fixtures';

// A prerendered page paints before the app runs; the app then hydrates it part
// by part (src/lib/hydration). Nothing the visitor sees may be rebuilt, and a
// press made before the app runs must still take effect.

test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});

for (const route of ['/', '/contact-us', '/faq', '/blog', '/blog/how-much-does-a-billboard-cost-in-london-ontario']) {
  test(`${route}: hydration keeps every prerendered element and adds none`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const marked = Array.from(document.querySelectorAll('#root *'));
        marked.forEach((el) => el.setAttribute('data-prerendered', ''));
        (window as unknown as { prerendered: Element[] }).prerendered = marked;
      });
    });
    await page.goto(route);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    const result = await page.evaluate(() => {
      const marked = (window as unknown as { prerendered: Element[] }).prerendered;
      return {
        marked: marked.length,
        // A loading placeholder leaves when its image has loaded: a change of state, not a re-render.
        removed: marked.filter((el) => !el.isConnected && !el.classList.contains('animate-pulse')).map((el) => el.outerHTML.slice(0, 120)),
        added: document.querySelectorAll('#root *:not([data-prerendered])').length,
      };
    });
    expect(result.marked).toBeGreaterThan(100);
    expect(result.removed, 'prerendered elements replaced').toEqual([]);
    expect(result.added, 'elements rendered again').toBe(0);
  });
}

for (const route of ['/', '/blog/how-much-does-a-billboard-cost-in-london-ontario']) {
  test(`${route}: when the page says it is ready, React has hydrated every element of it`, async ({ page }) => {
    // Read at the very moment <html data-app="ready"> is set: an element React
    // has not hydrated yet (a slice still waiting) carries no fiber of React's.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.app !== 'ready') return;
        observer.disconnect();
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
        const notHydrated = all.filter((el) => !reactKey(el, '__reactFiber$') && !insideSetHtml(el));
        (window as unknown as { atReady: { all: number; notHydrated: string[] } }).atReady = {
          all: all.length,
          notHydrated: notHydrated.map((el) => el.outerHTML.slice(0, 80)),
        };
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    });
    await page.goto(route);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    const atReady = await page.evaluate(() => (window as unknown as { atReady: { all: number; notHydrated: string[] } }).atReady);
    expect(atReady.all).toBeGreaterThan(100);
    expect(atReady.notHydrated).toEqual([]);
  });
}

test('a press on the Billboards menu before the app runs opens it once the app does', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold the app back (its start module) until the button has been pressed.
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const billboards = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /billboards/i });
  await billboards.click();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  await expect(page.getByRole('menu')).toHaveCount(0);

  release();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(billboards).toHaveAttribute('aria-expanded', 'true');
});

test('what is typed into the quote form before the app runs is still there once it does', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  const typed = { 'Full Name': 'Jane Doe', 'Project Details': 'Two boards on Wellington Road for four weeks.' };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);

  release();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // The textarea too: hydrating one writes its value.
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
});
