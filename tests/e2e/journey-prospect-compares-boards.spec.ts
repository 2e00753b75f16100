import type { Locator, Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { expect, PHONE, serviceRest, test } from './fixtures';
import { blockMaps, ready } from './visitor-helpers';

// A prospect on a phone shortlists three boards, two from the map's list and one from its own
// page, and reads them side by side at /compare: the table scrolls sideways within its own
// region, never the page. Then, with the keyboard only, they scroll the table, add a board to
// their plan and take another out of the comparison. Nothing is stored on the server: the
// shortlist lives in the browser.

interface Board {
  id: string;
  name: string;
  slug: string;
}

// Seed boards (supabase/seed.sql): Wellington and Highbury loop 6 spots of 8 s, Oxford 4, all on 6 a.m. to midnight.
const WELLINGTON = 'c0000000-0000-4000-8000-000000000001';
const OXFORD = 'c0000000-0000-4000-8000-000000000002';
const HIGHBURY = 'c0000000-0000-4000-8000-000000000003';

const seedBoards = async (): Promise<Map<string, Board>> => {
  const rows = await serviceRest<Board[]>(`billboard_locations?select=id,name,slug&id=in.(${WELLINGTON},${OXFORD},${HIGHBURY})`, {}, LOCAL_ANON_KEY);
  return new Map(rows.map((board) => [board.id, board]));
};

/** The text of each cell of the table's row named `label`, column by column. */
const row = (table: Locator, label: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

/** The region's scroll position once it has held still for several frames in a row. */
const scrollSettled = (region: Locator) =>
  region.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          still = el.scrollLeft === last ? still + 1 : 0;
          last = el.scrollLeft;
          if (still >= 10) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

test.use({ ...PHONE, allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});

test('at 375 px: shortlist three boards from the map list and a board page, compare them side by side, then keyboard only through the comparison', async ({
  page,
}) => {
  const boards = await seedBoards();
  const [wellington, oxford, highbury] = [boards.get(WELLINGTON)!, boards.get(OXFORD)!, boards.get(HIGHBURY)!];

  await page.goto('/billboard-map');
  await ready(page);
  const list = page.getByRole('region', { name: 'All Billboard Locations' });
  for (const board of [wellington, oxford]) {
    const toggle = list.getByRole('button', { name: `Compare ${board.name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto(`/inventory/${highbury.slug}`);
  await ready(page);
  // The board's own page gives its audience too: 18 hours of a 48-second loop.
  const audience = page.getByRole('region', { name: 'Audience' });
  await expect(audience.getByText('1,350', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Compare ${highbury.name}` }).click();
  await page.getByRole('link', { name: 'See the comparison (3 boards)' }).click();

  await expect(page).toHaveURL(/\/compare$/);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare boards' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Boards side by side' });
  await expect(table.getByRole('columnheader')).toHaveText([wellington.name, oxford.name, highbury.name]);
  await expect(row(table, 'Plays per day')).toHaveText(['1,350', '2,025', '1,350']);
  await expect(row(table, 'Share of voice')).toHaveText(['1 in 6 spots (17%)', '1 in 4 spots (25%)', '1 in 6 spots (17%)']);
  await expect(row(table, 'Estimated impressions per 4-week cycle')).toHaveText(['About 224,900', 'About 185,500', 'About 101,700']);
  await expect(row(table, 'Daily traffic')).toHaveText([
    '48,200 (City of London traffic count, 2025)',
    '26,500 (City of London traffic count, 2025)',
    '21,800 (City of London traffic count, 2024)',
  ]);
  await expect(row(table, 'Price per cycle')).toHaveText(['$2,450 per 4-week cycle', '$1,650 per 4-week cycle', '$1,350 per 4-week cycle']);
  await expect(row(table, 'Next free start')).not.toContainText(['Loading…']);

  await page.screenshot({ path: test.info().outputPath('compare-375.png'), fullPage: true });
  // The table scrolls within its region; the page itself is no wider than the phone.
  const region = page.getByRole('region', { name: 'Boards side by side' });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Keyboard only from here: Tab to the table's region, scroll it with the arrows.
  await page.locator('body').evaluate((body) => (body.ownerDocument.activeElement as HTMLElement | null)?.blur());
  for (let presses = 0; presses < 80 && !(await region.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  // The arrows scroll the region in an animation that outlasts the key presses: until it ends it
  // can carry a column the next Tab brought into view back out of it.
  expect(await scrollSettled(region)).toBeGreaterThan(0);

  // Each board's name, then each column's choices, in reading order.
  for (const board of [wellington, oxford, highbury]) {
    await page.keyboard.press('Tab');
    expect(await activeName(page)).toBe(board.name);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Add ${wellington.name} to my plan` })).toBeFocused();
  await page.keyboard.press('Enter');
  const inPlan = page.getByRole('button', { name: `Remove ${wellington.name} from my plan` });
  await expect(inPlan).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('ldb:campaign-plan') ?? '{}').ids)).toEqual([WELLINGTON]);

  await page.keyboard.press('Tab');
  const remove = page.getByRole('button', { name: `Remove ${wellington.name} from the comparison` });
  await expect(remove).toBeFocused();
  await expect(remove).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader')).toHaveText([oxford.name, highbury.name]);
  await expect(page.getByRole('status').filter({ hasText: 'removed from the comparison' })).toHaveText(`${wellington.name} removed from the comparison.`);
  // The pressed button left with its column: the focus stays in the table, not lost to the page.
  await expect(region).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await activeName(page)).toBe(oxford.name);
});
