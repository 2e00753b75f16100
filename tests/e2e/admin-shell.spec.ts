import { AUTH_NOTICE, checkAdminShell, expectSeriousAxeClean } from './admin-shell-helpers';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeAll(async ({ backend }) => {
  await backend.reset();
});

test('desktop: every admin screen sits in the admin shell, not the marketing layout', async ({ page }) => {
  await checkAdminShell(page, 1280, { audit: false });
});

test('desktop: the authentication notice is for someone signed out, on the sign-in page', async ({ page }) => {
  await page.goto('/admin/leads');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(AUTH_NOTICE)).toBeVisible();
  await expectSeriousAxeClean(page);
  // Opened directly (not sent by the guard), /auth has no notice.
  await page.goto('/');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByText(AUTH_NOTICE)).toHaveCount(0);
});
