import { expect, test } from './fixtures';

// Read-only: its tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

// A prerendered page paints before the app runs; React then hydrates it, each
// <Suspense> boundary on its own. Nothing the visitor sees may be rebuilt, and
// what is typed or pressed before the app runs must still take effect.

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
  test(`${route}: once the app runs, React hydrates every element of the page`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
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
        return {
          all: all.length,
          notHydrated: all.filter((el) => !reactKey(el, '__reactFiber$') && !insideSetHtml(el)).map((el) => el.outerHTML.slice(0, 80)),
        };
      });
    await expect.poll(async () => (await notHydrated()).notHydrated, { timeout: 10_000 }).toEqual([]);
    expect((await notHydrated()).all).toBeGreaterThan(100);
  });
}

test("the header's menus work while the page's own code is still on its way", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold back the FAQ page's chunk: the shell hydrates, the page stays prerendered markup.
  await page.route(/\/assets\/faq-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  const billboards = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /billboards/i });
  await billboards.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(billboards).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');

  release();
  // And the page hydrates once its chunk arrives: its accordion answers a press.
  const question = page.getByRole('button', { name: 'How do I lease a billboard?' }).first();
  await expect(async () => {
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
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
