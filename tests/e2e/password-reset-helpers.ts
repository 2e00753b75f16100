import type { Page } from '@playwright/test';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, type BackendControl } from './fixtures';

const NEW_PASSWORD = 'a-new-admin-password-2026';

/** Forgot password? -> the e-mail in the outbox -> its link -> a new password -> the admin; the old password stops working. */
export async function resetPasswordThroughOutbox(page: Page, backend: BackendControl): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to set a new password is on its way' })).toBeVisible();
  await expectSeriousAxeClean(page);

  const mail = await expect
    .poll(async () => (await backend.outbox()).find((m) => m.to === ADMIN_EMAIL && m.subject === 'Reset Your Password'))
    .toBeTruthy()
    .then(async () => (await backend.outbox()).find((m) => m.to === ADMIN_EMAIL && m.subject === 'Reset Your Password')!);
  const href = /href="([^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
  const link = new URL(href);
  expect(link.pathname).toBe('/auth/reset-password');
  expect(link.origin).toBe(new URL(page.url()).origin);

  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  const field = page.getByLabel('New password', { exact: true });
  await expect(field).toBeVisible();
  // The spent token is no longer in the address.
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expectSeriousAxeClean(page);
  await field.fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(page.getByRole('banner').getByText(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();

  // The link works once.
  await page.goto(href);
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Ask for a new one from the sign-in page.');

  // Signed out: the old password is refused, the new one works.
  await page.goto('/admin/blog');
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password for admin account.');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
}
