import AxeBuilder from '@axe-core/playwright';
import { cycleStarts, DUNDAS, gridCell, openBookings, requestCard } from './bookings-admin-helpers';
import { expect, test } from './fixtures';

// The same screen on a 375 px phone: the page itself never scrolls sideways,
// the grid does, with the board column kept in view.

test.use({ viewport: { width: 375, height: 800 }, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async ({ backend }) => {
  await backend.reset();
});
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('mobile: the grid scrolls inside the page with the board column sticky, and confirming a request changes the counts', async ({ page }) => {
  const [first] = cycleStarts();
  await openBookings(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const grid = page.getByRole('region', { name: /Free, requested and confirmed slots/ });
  const overflow = await grid.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  const header = grid.getByRole('rowheader', { name: DUNDAS.name });
  const before = (await header.boundingBox())!;
  await grid.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(async () => (await header.boundingBox())!.x).toBe(before.x);

  await expect(gridCell(page, DUNDAS.name, first!)).toHaveText('0 free · 1 req · 5 conf');
  // Audited before a decision: a toast fading in reads as low contrast while it animates.
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  await requestCard(page, DUNDAS.name).getByRole('button', { name: 'Confirm' }).click();
  await expect(gridCell(page, DUNDAS.name, first!)).toHaveText('0 free · 0 req · 6 conf');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
