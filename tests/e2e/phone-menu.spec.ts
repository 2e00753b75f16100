import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The phone menu works as soon as the page shows: the browser opens it from the
// prerendered markup, with no script, and the app takes it over once it runs.

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Mobile' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a tap on the menu button opens the menu, another closes it', async ({ page }) => {
    await page.goto('/');
    await expect(menu(page)).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.tap();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'CONTACT US' })).toBeVisible();
    // Laid out under the header bar, over the page.
    const bar = await page.getByRole('banner').boundingBox();
    const panel = await menu(page).boundingBox();
    expect(panel!.y).toBeCloseTo(bar!.y + 80, 0);
    expect(panel!.width).toBe(375);
    await button.tap();
    await expect(menu(page)).toBeHidden();
  });
});

test('a tap before the app runs opens the menu, and the app takes it over when it runs', async ({ page }) => {
  // The app's scripts wait until the tap has been made.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(menu(page)).toBeVisible();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);

  release();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('Tab stays in the open menu, and Escape returns focus to the menu button', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const button = page.getByRole('button', { name: 'Close menu' });
  await expect(button).toBeFocused();
  const inMenu = () => page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Mobile"], button[aria-label="Close menu"]'));
  // More presses than the menu has stops: focus goes round, never behind.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await inMenu()).toBe(true);
  }
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(menu(page).getByRole('link', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});
