import { test } from './fixtures';
import { checkMapFallbackOrder, checkNotFoundPage, checkPostEnding, sendContactForm, subscribeToNewsletter } from './visitor-checks';

// At 1280 px (Desktop Chrome); visitor.mobile.spec.ts runs the same at 375 px.

test.describe('forms answer where they were', () => {
  test.beforeEach(async ({ backend }) => {
    // The contact function limits inquiries per address.
    await backend.reset();
    await backend.setMailer('ok');
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('the contact form becomes a focused panel with the 24-hour promise and what was sent, announced in a region that was there first', async ({ page }) => {
    await sendContactForm(page, `d${Date.now()}`);
  });

  test('the newsletter box becomes a focused panel, announced the same way', async ({ page }) => {
    await subscribeToNewsletter(page, `d${Date.now()}`);
  });
});

test.describe('the map page without the map', () => {
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  test("one line, then every board nearest London's centre first, or the chosen city's", async ({ page }) => {
    await checkMapFallbackOrder(page);
  });
});

test('a blog post ends with a quote and map call to action and its related posts, prerendered', async ({ page }) => {
  await checkPostEnding(page);
});

test.describe('the 404 page', () => {
  test.use({ allowedConsoleErrors: [/non-existent route/] });

  test('offers the main destinations and a search of posts by title; the breadcrumb does not echo the path', async ({ page }) => {
    await checkNotFoundPage(page);
  });
});
