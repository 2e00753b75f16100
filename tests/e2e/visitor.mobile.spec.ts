import { test } from './fixtures';
import { checkFocusNotObscured, checkMapFallbackOrder, checkNotFoundPage, checkPostEnding, sendContactForm, subscribeToNewsletter } from './visitor-checks';

// At 375 px, the narrowest phone the site is made for; visitor.spec.ts runs the same at 1280 px.
test.use({ viewport: { width: 375, height: 667 } });

test.describe('the sticky phone bar never hides keyboard focus', () => {
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  for (const path of ['/', '/billboard-map']) {
    test(`${path}: every focus stop is clear of the bar`, async ({ page }) => {
      test.setTimeout(120_000);
      await checkFocusNotObscured(page, path);
    });
  }
});

test.describe('forms answer where they were', () => {
  test.beforeEach(async ({ backend }) => {
    await backend.reset();
    await backend.setMailer('ok');
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('the contact form becomes a focused panel with the 24-hour promise and what was sent', async ({ page }) => {
    await sendContactForm(page, `m${Date.now()}`);
  });

  test('the newsletter box becomes a focused panel', async ({ page }) => {
    await subscribeToNewsletter(page, `m${Date.now()}`);
  });
});

test.describe('the map page without the map', () => {
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  test("the boards first, nearest London's centre first, or the chosen city's", async ({ page }) => {
    await checkMapFallbackOrder(page);
  });
});

test('a blog post ends with a call to action and related posts', async ({ page }) => {
  await checkPostEnding(page);
});

test.describe('the 404 page', () => {
  test.use({ allowedConsoleErrors: [/non-existent route/] });

  test('offers the main destinations and a search of posts by title', async ({ page }) => {
    await checkNotFoundPage(page);
  });
});
