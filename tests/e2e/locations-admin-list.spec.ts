import { expect, test } from './fixtures';
import { toggleFromList, warnAndPick } from './locations-admin-list-helpers';

test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async ({ backend }) => {
  await backend.reset();
});
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('desktop: a board is deactivated and activated again from the list', async ({ page }) => {
  await toggleFromList(page);
  expect(page.url()).toMatch(/\/admin\/locations$/);
});

test('desktop: a board like another is warned about, not refused, and the preview places the point', async ({ page }) => {
  await warnAndPick(page);
});
