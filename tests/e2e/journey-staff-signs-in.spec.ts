import { ADMIN_SCREENS, AUTH_NOTICE, checkAdminShell, expectSeriousAxeClean, mainTops, recordMainTop } from './admin-shell-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DESKTOP, expect, PHONE, signInAsAdmin, test } from './fixtures';

// A member of staff opens an admin page signed out, is told why they are on the sign-in page,
// mistypes the password, meets a sign-in service that does not answer, signs in, walks every
// admin screen in the admin shell, visits the site and signs out: on a phone. At a desk, what
// the width changes: the shell's header and each screen at 1280 px, and its Sign out. The exact
// words of the other sign-in failures are sign-in-messages.test.ts's.

const TOKEN = '**/auth/v1/token?grant_type=password';

// A wrong password answers 400 and auth-js logs the failed fetch; the browser logs the failed responses.
test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_|status of [45]\d\d|Failed to fetch/] });

test.describe('at 375 px', () => {
  test.use(PHONE);

  test('signed out, an admin screen opened directly leads to sign-in with a notice; a wrong password is refused; signed in, each screen sits in the admin shell; signing out ends the session', async ({
    page,
  }) => {
    // The guard, on a screen's first load (a deep link): a signed-out visitor is sent to /auth, which says why.
    // That every screen of the staff's route table sits behind it is src/app/routes.test.tsx's (signed out, the guard).
    const screen = ADMIN_SCREENS.find(({ path }) => path === '/admin/bookings')!;
    await page.goto(screen.path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toHaveCount(0);
    await expect(page.getByText(AUTH_NOTICE)).toBeVisible();
    await expectSeriousAxeClean(page);
    // Opened directly (not sent by the guard), /auth has no notice: a new document, not the guard's history entry.
    await page.goto('about:blank');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page.getByText(AUTH_NOTICE)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(ADMIN_EMAIL);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    // A wrong password: the admin message, still on /auth.
    await page.getByLabel('Password').fill(`${ADMIN_PASSWORD}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid password for admin account.');
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    // The sign-in service does not answer: a connection error in plain words, and Try again signs in once it is back.
    let down = true;
    // fallback, not continue: the request then goes on to this worker's own backend (fixtures.ts), not the build's.
    await page.route(TOKEN, (route) => (down ? route.abort('connectionrefused') : route.fallback()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not reach the sign-in service.');
    await expect(alert).not.toContainText('Failed to fetch');
    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
    // The notice is for visitors sent to /auth by the guard, not for the signed-in admin.
    await expect(page.getByText(/Authentication required/)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // Drafts from the seed are listed for the admin.
    await expect(page.getByRole('list', { name: 'Posts' }).getByText('Draft', { exact: true }).first()).toBeVisible();

    // Every screen through the shell's own navigation, the shell on each, audited (the markup is the same at both widths), then the site.
    await checkAdminShell(page, 375, { audit: true });
    // Signed in, /auth sends the admin home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);

    // A screen loaded afresh holds still while the header's count and the rebuild note arrive
    // (on a phone the header wraps, so anything arriving in it would push the screen down).
    await recordMainTop(page);
    await page.goto('/admin/blog');
    await expect(page.getByTestId('worklist-total')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
    expect(await mainTops(page)).toHaveLength(1);

    // Sign out clears the session, and the guard sends the visitor back to /auth.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Password')).toBeVisible();
    const authKeys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-') && k.includes('-auth-token')));
    expect(authKeys).toEqual([]);
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test('signed in, each screen sits in the admin shell at a desk width; its Sign out ends the session', async ({ page }) => {
    await signInAsAdmin(page);
    await checkAdminShell(page, 1280, { audit: false });
    await page.goto('/admin/blog');
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The session is gone (the guard sending a signed-out visitor back is the phone's check).
    await expect(page.getByLabel('Password')).toBeVisible();
    const authKeys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-') && k.includes('-auth-token')));
    expect(authKeys).toEqual([]);
  });
});
