import type { Locator, Page } from '@playwright/test';
import { SEED_LEAD } from './bookings-admin-helpers';
import { expect, PHONE, serviceRest, signInAsAdminAt, test } from './fixtures';

// The staff on a phone (375 px): they confirm Priya Raman's campaign, read its
// invoices on the campaign's page, and open one to print: neither the campaign's
// page nor the invoice's page scrolls sideways, and the balance and the
// status are on the screen.

test.use(PHONE);

// Back to the seed for the next spec (this one confirms a campaign, which issues its invoices). It
// starts from the seed as every journey does: one that changes the data puts it back when it ends.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

const WIDTH = PHONE.viewport.width;

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
}

/** Shown whole within the screen's width: not cut off by the page nor by a scrolling table. */
async function expectOnScreen(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

test('on a phone, a campaign’s invoices and a printable invoice fit the screen with their balance and status', async ({ page }) => {
  const [campaign] = await serviceRest<{ id: string }[]>(`campaigns?select=id&lead_id=eq.${SEED_LEAD.id}`);

  await signInAsAdminAt(page, `/admin/campaigns/${campaign!.id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByRole('status')).toHaveText('Campaign confirmed. The advertiser will be e-mailed within a minute.');

  const invoices = page.getByRole('region', { name: 'Invoices' });
  const table = invoices.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(1);
  for (const column of ['Balance', 'Status']) await expectOnScreen(table.getByRole('columnheader', { name: column }));
  const first = table.getByRole('row').nth(1);
  await expectOnScreen(first.getByText('Unpaid'));
  // The table's own box does not scroll either, the section keeps to the screen, and so does the whole
  // campaign page, every section of it (the proof photo form's select included).
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  await expectOnScreen(invoices);
  await expectNoSidewaysScroll(page);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoice = page.getByRole('article');
  await expect(invoice.getByRole('heading', { name: 'Invoice' })).toBeVisible();
  await expectOnScreen(invoice.getByText('Balance due'));
  await expectOnScreen(invoice.getByRole('columnheader', { name: 'Amount' }));
  await expectOnScreen(invoice.getByText('Unpaid'));
  await expectNoSidewaysScroll(page);
});
