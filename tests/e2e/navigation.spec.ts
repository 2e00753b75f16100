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

test('desktop: the Industries submenu stays open while the pointer travels diagonally to it', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'BILLBOARDS' }).click();
  const industries = page.getByRole('menuitem', { name: /Industries We Serve/ });
  await industries.hover();
  const target = page.getByRole('menuitem', { name: 'Non-Profit Billboards' });
  await expect(target).toBeVisible();

  // From the left of the submenu's trigger straight to the submenu's last
  // item, far below: the path leaves the trigger, crosses the gap between the
  // menus and enters the submenu at an angle.
  const from = (await industries.boundingBox())!;
  const to = (await target.boundingBox())!;
  expect(to.y - from.y).toBeGreaterThan(200);
  await page.mouse.move(from.x + 12, from.y + from.height / 2);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
  await expect(target).toBeVisible();
  await page.mouse.down();
  await page.mouse.up();
  await expect(page).toHaveURL(/\/industries\/non-profit$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
});
