import { AUTH_NOTICE, checkAdminShell } from './admin-shell-helpers';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 375, height: 800 }, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeAll(async ({ backend }) => {
  await backend.reset();
});

test('mobile: every admin screen sits in the admin shell, without the call bar, and nothing scrolls sideways', async ({ page }) => {
  await checkAdminShell(page, 375, { audit: true });
});

test('mobile: a signed-out visitor is told why they are on the sign-in page', async ({ page }) => {
  await page.goto('/admin/bookings');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText(AUTH_NOTICE)).toBeVisible();
});
