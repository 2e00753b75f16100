import { expect, test } from './fixtures';

test('desktop: the top bar and the Billboards menu with its Industries submenu work with the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('CONTACT US TODAY!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'EMAIL US' })).toHaveAttribute('href', /^mailto:/);

  const nav = page.getByRole('navigation', { name: 'Main' });
  const billboards = nav.getByRole('button', { name: /billboards/i });
  await billboards.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Rent a Billboard' })).toBeVisible();

  const industries = page.getByRole('menuitem', { name: /Industries We Serve/ });
  await industries.focus();
  await page.keyboard.press('ArrowRight');
  const retail = page.getByRole('menuitem', { name: 'Retail Billboards' });
  await expect(retail).toBeVisible();
  await retail.click();
  await expect(page).toHaveURL(/\/industries\/retail$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Your Campaign Today' })).toHaveAttribute('href', '/contact-us');
});

test('desktop: breadcrumbs show Home and the friendly label of each segment', async ({ page }) => {
  await page.goto('/industries/non-profit');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Non-Profit')).toHaveAttribute('aria-current', 'page');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});
