import { site } from '../../src/config/site';
import { expect, signInAsAdmin, test } from './fixtures';

// Read-only: its tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await page.route('https://maps.googleapis.com/**', (route) => route.abort());
});
test.use({ allowedConsoleErrors: [/maps\.googleapis\.com|Failed to load resource: net::ERR_FAILED/] });

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a call link and the quote form stay within reach while the page scrolls', async ({ page }) => {
    await page.goto('/billboards');
    await page.mouse.wheel(0, 2500);
    const bar = page.getByRole('navigation', { name: 'Call or get a quote' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: `Call ${site.phoneDisplay}` })).toHaveAttribute('href', `tel:${site.phoneE164}`);
    await bar.getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the contact page\u2019s e-mail address is not broken in the middle of a word', async ({ page }) => {
    await page.goto('/contact-us');
    const email = page.getByRole('main').getByRole('link', { name: site.email, exact: true });
    // Each part of the address (before and after the @) sits on one line.
    const linesPerPart = await email.evaluate((el) =>
      Array.from(el.querySelectorAll('span')).map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      }),
    );
    expect(linesPerPart.length).toBeGreaterThan(0);
    expect(linesPerPart.every((lines) => lines === 1)).toBe(true);
    const box = await email.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });

  test('the admin\u2019s post list gives each title the card\u2019s width, its buttons underneath', async ({ page }) => {
    await signInAsAdmin(page);
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      const cardBox = (await card.boundingBox())!;
      const titleBox = (await card.getByRole('heading').boundingBox())!;
      const editBox = (await card.getByRole('button', { name: /^Edit / }).boundingBox())!;
      expect(titleBox.width).toBeGreaterThan(cardBox.width * 0.9);
      expect(editBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(375);
    }
  });
});

// The home photo's billboard begins at about 59% of the width at these sizes.
for (const width of [1024, 1152, 1280, 1440]) {
  test(`at ${width} px the home headline stays clear of the photo's billboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(headline.x + headline.width).toBeLessThan(width * 0.57);
    // Still a headline, not a column of single words.
    expect(headline.width).toBeGreaterThan(width * 0.4);
  });
}

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('BILLBOARDS and SUPPORT show as the current section on their pages', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/billboard-costs');
    await expect(nav.getByRole('button', { name: 'BILLBOARDS' })).toHaveAttribute('data-current', 'true');
    await expect(nav.getByRole('button', { name: 'BILLBOARDS' })).toHaveCSS('text-decoration-line', 'underline');
    await page.goto('/faq');
    await expect(nav.getByRole('button', { name: 'SUPPORT' })).toHaveAttribute('data-current', 'true');
    await expect(nav.getByRole('button', { name: 'BILLBOARDS' })).toHaveAttribute('data-current', 'false');
  });

  test('the phone bar is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Call or get a quote' })).toBeHidden();
  });
});
