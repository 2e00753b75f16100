import { expect, test } from './fixtures';

test('mobile: the hamburger opens the menu, sections collapse, and choosing a link closes it', async ({ page }) => {
  await page.goto('/');
  // The orange top bar is for desktop only.
  await expect(page.getByText('CONTACT US TODAY!')).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

  const billboardsSection = page.getByRole('button', { name: 'BILLBOARDS', exact: true });
  await billboardsSection.click();
  await expect(billboardsSection).toHaveAttribute('aria-expanded', 'true');
  const industriesSection = page.getByRole('button', { name: 'INDUSTRIES', exact: true });
  await industriesSection.click();
  await expect(industriesSection).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('link', { name: 'Healthcare Billboards' }).click();
  await expect(page).toHaveURL(/\/industries\/healthcare$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Healthcare Billboards' })).toBeHidden();

  // Opening the main menu again starts with the submenus closed.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'BILLBOARDS', exact: true })).toHaveAttribute('aria-expanded', 'false');
  const industriesAgain = page.getByRole('button', { name: 'INDUSTRIES', exact: true });
  if (await industriesAgain.count()) await expect(industriesAgain).toHaveAttribute('aria-expanded', 'false');
});
