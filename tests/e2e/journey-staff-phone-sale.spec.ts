import { site } from '../../src/config/site';
import { currentCycleStart } from '../../src/features/bookings-admin/lib/booking-grid';
import { formatDay } from '../../supabase/functions/_shared/booking-cycles';
import { cycleStarts, gridCell, HIGHBURY, openBookings, periodLabel } from './bookings-admin-helpers';
import { expect, serviceRest, test } from './fixtures';

// The staff at 1280 px take a sale by phone from a customer they have never
// sold to: they create the advertiser in the form, book a board that had
// nothing booked, find the campaign in the grid's cell, and when they later
// take that board off the map they are warned, by name, about the sale.

const CUSTOMER = { company: 'Maple Leaf Florist', contact: 'Nora Quinn', email: 'nora@mapleleafflorist.example', phone: '519-555-0142' };

test.use({ viewport: { width: 1280, height: 900 } });

test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('a phone sale for a new advertiser shows in the grid’s cell, and deactivating its board warns naming it', async ({ page }) => {
  const [start] = cycleStarts();
  const campaignName = `${CUSTOMER.company}, ${formatDay(start!).replace(/^\S+ /, '')}`;
  await openBookings(page);

  // The grid opens on the cycle on air now; Highbury, with nothing booked, is folded away.
  const grid = page.getByRole('region', { name: /Free, requested and confirmed slots/ });
  const onAir = grid.getByRole('columnheader', { name: /On air now/ });
  await expect(onAir).toContainText(formatDay(currentCycleStart(new Date(), site.bookingCycles)));
  await expect(grid.getByRole('rowheader', { name: HIGHBURY.name })).toHaveCount(0);

  // The sale: a new advertiser, created in the form.
  const form = page.getByRole('form', { name: 'Phone sale' });
  await form.getByRole('button', { name: 'New advertiser' }).click();
  await form.getByLabel('Company').fill(CUSTOMER.company);
  await form.getByLabel('Contact name').fill(CUSTOMER.contact);
  await form.getByLabel('E-mail', { exact: true }).fill(CUSTOMER.email);
  await form.getByLabel('Phone').fill(CUSTOMER.phone);
  await form.getByRole('button', { name: 'Create advertiser' }).click();
  await expect(form.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(CUSTOMER.company);
  await form.getByRole('checkbox', { name: HIGHBURY.name }).check();
  await form.getByLabel('Start cycle').selectOption(start!);
  await form.getByLabel('Cycles').selectOption('2');
  await form.getByRole('button', { name: 'Book these slots' }).click();

  const saved = page.getByRole('status').filter({ hasText: `Booked for ${CUSTOMER.company}: ${HIGHBURY.name}, ${periodLabel(start!, 2)}.` });
  await expect(saved).toBeVisible();
  const [campaign] = await serviceRest<{ id: string; name: string; status: string; advertisers: { email: string } }[]>(
    `campaigns?select=id,name,status,advertisers(email)&name=eq.${encodeURIComponent(campaignName)}`,
  );
  expect(campaign).toMatchObject({ status: 'confirmed', advertisers: { email: CUSTOMER.email } });
  await expect(saved.getByRole('link', { name: 'Open the campaign' })).toHaveAttribute('href', `/admin/campaigns/${campaign!.id}`);

  // The board now has something booked: it is in the grid, and its cell opens the campaign.
  const cell = gridCell(page, HIGHBURY.name, start!);
  await expect(cell).toHaveText('5 free · 0 req · 1 conf');
  await cell.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: `${HIGHBURY.name}, cycle starting ${formatDay(start!)}` });
  await expect(dialog.getByRole('link', { name: campaignName })).toHaveAttribute('href', `/admin/campaigns/${campaign!.id}`);
  await expect(dialog).toContainText(`${CUSTOMER.company} · `);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Taking the board off the map asks first and names the sale.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Locations' }).click();
  await page
    .getByRole('list', { name: 'Locations' })
    .getByRole('button', { name: `Deactivate ${HIGHBURY.name}` })
    .click();
  const warning = page.getByRole('dialog', { name: `Deactivate ${HIGHBURY.name}?` });
  await expect(warning).toContainText('It has 1 booking still to run.');
  await expect(warning.getByRole('link', { name: `${CUSTOMER.company} — ${campaignName}` })).toHaveAttribute('href', `/admin/campaigns/${campaign!.id}`);
  await expect(warning).toContainText(`${formatDay(start!)} to `);
  await warning.getByRole('button', { name: 'Keep it active' }).click();
  const [kept] = await serviceRest<{ is_active: boolean }[]>(`billboard_locations?select=is_active&id=eq.${HIGHBURY.id}`);
  expect(kept!.is_active).toBe(true);

  await page
    .getByRole('list', { name: 'Locations' })
    .getByRole('button', { name: `Deactivate ${HIGHBURY.name}` })
    .click();
  await page
    .getByRole('dialog', { name: `Deactivate ${HIGHBURY.name}?` })
    .getByRole('button', { name: 'Deactivate anyway' })
    .click();
  await expect(page.getByText(`${HIGHBURY.name} is off the map.`)).toBeVisible();

  // Inactive now, but its sale keeps it in the grid, marked.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(grid.getByRole('rowheader', { name: HIGHBURY.name })).toContainText('Inactive');
  await expect(gridCell(page, HIGHBURY.name, start!)).toHaveText('5 free · 0 req · 1 conf');
});
