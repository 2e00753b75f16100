import type { Page } from '@playwright/test';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { site } from '../../src/config/site';
import { expect, serviceRest, test } from './fixtures';
import { blackPng } from './png';

// A plan with dates becomes a booking request through the contact function:
// artwork checked in the browser and uploaded through a signed URL, the
// lead and its requested booking stored, and a board that filled up meanwhile
// named, with the same inquiry sent again without the dates.

const OXFORD = 'London — Oxford St W at Hyde Park Rd';
const OXFORD_ID = 'c0000000-0000-4000-8000-000000000002';
const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";
const ARTWORK = 'Artwork (optional): JPEG or PNG, up to 10 MB';

const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

/** Oxford St alone, for the next cycle (its last slot), taken to the contact page from the tray. */
async function planOxford(page: Page, start: string) {
  await page.goto('/billboard-map');
  await ready(page);
  await page.evaluate((plan) => localStorage.setItem('ldb:campaign-plan', JSON.stringify(plan)), { ids: [OXFORD_ID], cycles: 1, start });
  await page.reload();
  await ready(page);
  const tray = page.getByRole('region', { name: 'My campaign plan' });
  await expect(tray.getByText('1 slot left')).toBeVisible();
  await tray.getByRole('link', { name: 'Request a quote for this plan' }).click();
  await expect(page.getByRole('region', { name: 'Your campaign plan' })).toContainText(OXFORD);
}

async function fillIn(page: Page, tag: string) {
  await page.getByLabel('Full Name', { exact: true }).fill(`Pat Planner ${tag}`);
  await page.getByLabel('Email Address', { exact: true }).fill(`pat.${tag}@example.com`);
  await page.getByLabel('Company Name', { exact: true }).fill('Planner Bakery');
  await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0111');
}

test.describe('a booking request at 1280 px', () => {
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });
  test.beforeEach(async ({ page, backend }) => {
    await backend.reset();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route('https://maps.googleapis.com/**', (route) => route.abort());
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  test('artwork of the wrong size is refused naming the size, the right one previews; the request holds the slot', async ({ page }) => {
    const [start] = nextCycleStarts(new Date(), 1, site.bookingCycles) as [string];
    await planOxford(page, start);

    const artwork = page.getByLabel(ARTWORK);
    await artwork.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: blackPng(100, 100) });
    await expect(page.getByText(`${OXFORD} needs artwork of 960 x 288 px (or the same proportions); this file is 100 x 100 px.`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Your artwork on ${OXFORD}` })).toHaveCount(0);
    await artwork.setInputFiles({ name: 'oxford.png', mimeType: 'image/png', buffer: blackPng(960, 288) });
    await expect(page.getByText(`Fits ${OXFORD} exactly (960 x 288 px).`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Your artwork on ${OXFORD}` })).toBeVisible();

    const tag = `art${Date.now()}`;
    await fillIn(page, tag);
    await page.getByRole('button', { name: 'Request these dates' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();

    const [lead] = await serviceRest<{ id: string; location_ids: string[]; artwork_path: string | null }[]>(
      `contact_inquiries?select=id,location_ids,artwork_path&email=eq.pat.${tag}@example.com`,
    );
    expect(lead!.location_ids).toEqual([OXFORD_ID]);
    expect(lead!.artwork_path).toMatch(/^requests\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const bookings = await serviceRest<{ location_id: string; starts_on: string; cycles: number; status: string }[]>(
      `bookings?select=location_id,starts_on,cycles,status&lead_id=eq.${lead!.id}`,
    );
    expect(bookings).toEqual([{ location_id: OXFORD_ID, starts_on: start, cycles: 1, status: 'requested' }]);
    // The public sees the slot taken.
    const free = await serviceRest<{ location_id: string; free_slots: number }[]>(
      'rpc/board_availability',
      { method: 'POST', body: JSON.stringify({ p_from: start, p_cycles: 1 }) },
      LOCAL_ANON_KEY,
    );
    expect(free.find((row) => row.location_id === OXFORD_ID)?.free_slots).toBe(0);
  });

  test('a board that filled up meanwhile is named, what was typed stays, and the inquiry goes without the dates as the same lead', async ({ page }) => {
    const [start] = nextCycleStarts(new Date(), 1, site.bookingCycles) as [string];
    await planOxford(page, start);
    const tag = `taken${Date.now()}`;
    await fillIn(page, tag);
    // Someone else takes the last slot by phone while the prospect types.
    await serviceRest('bookings', { method: 'POST', body: JSON.stringify({ location_id: OXFORD_ID, starts_on: start, cycles: 1, status: 'confirmed' }) });

    await page.getByRole('button', { name: 'Request these dates' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Some boards are no longer free for these dates:' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('listitem')).toHaveText([OXFORD]);
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(`Pat Planner ${tag}`);

    await alert.getByRole('button', { name: 'Send without these dates' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const leads = await serviceRest<{ id: string }[]>(`contact_inquiries?select=id&email=eq.pat.${tag}@example.com`);
    expect(leads).toHaveLength(1);
    expect(await serviceRest<unknown[]>(`bookings?select=id&lead_id=eq.${leads[0]!.id}`)).toEqual([]);
  });
});
