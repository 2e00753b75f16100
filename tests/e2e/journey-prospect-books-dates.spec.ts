import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { site } from '../../src/config/site';
import { withoutOnlinePayment } from './advertiser-phone-helpers';
import { OXFORD, OXFORD_ID, planDatesAndRequest, SUCCESS } from './booking-plan-helpers';
import { DESKTOP, expect, PHONE, serviceRest, test } from './fixtures';
import { blockMaps, ready, serveMapsStub } from './visitor-helpers';

// A prospect picks dates for a plan on the map page (sold-out boards flagged, the last slot
// named, the estimate), takes it to the contact page and requests a booking that holds the
// slot. On a desktop with the map (the Maps stand-in) and artwork; on a phone with Google's
// script blocked, through the sticky Get a Quote. And the board that fills up meanwhile.

test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

// The request's confirmation and its address correction: without Stripe, so the form stays on them.
test.beforeEach(async () => {
  await withoutOnlinePayment();
});
// The requests take slots the other journeys count on, and the contact function limits inquiries per address.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test('with the map: the sold-out board offers its next free start in its info window too; artwork of the wrong size is refused, the right one previews; the request holds the slot', async ({
    page,
  }) => {
    await serveMapsStub(page);
    await planDatesAndRequest(page, { viaStickyBar: false, withMap: true, withArtwork: true, tag: `dates1280${Date.now()}` });
  });

  test('a board that filled up meanwhile is named, what was typed stays, and the inquiry goes without the dates as the same lead', async ({ page }) => {
    await blockMaps(page);
    const [start] = nextCycleStarts(new Date(), 1, site.bookingCycles) as [string];
    // Oxford St alone, for the next cycle (its last slot), taken to the contact page from the tray.
    await page.goto('/billboard-map');
    await ready(page);
    await page.evaluate((plan) => localStorage.setItem('ldb:campaign-plan', JSON.stringify(plan)), { ids: [OXFORD_ID], cycles: 1, start });
    await page.reload();
    await ready(page);
    const tray = page.getByRole('region', { name: 'My campaign plan' });
    await expect(tray.getByText('1 slot left')).toBeVisible();
    await tray.getByRole('link', { name: 'Request a quote for this plan' }).click();
    await expect(page.getByRole('region', { name: 'Your campaign plan' })).toContainText(OXFORD);

    const tag = `taken${Date.now()}`;
    await page.getByLabel('Full Name', { exact: true }).fill(`Pat Planner ${tag}`);
    await page.getByLabel('Email Address', { exact: true }).fill(`pat.${tag}@example.com`);
    await page.getByLabel('Company Name', { exact: true }).fill('Planner Bakery');
    await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0111');
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

test.describe('at 375 px', () => {
  test.use(PHONE);

  test('without the map: the sticky Get a Quote carries the plan with its dates, and the request holds the slot', async ({ page }) => {
    await blockMaps(page);
    await planDatesAndRequest(page, { viaStickyBar: true, withMap: false, withArtwork: false, tag: `dates375${Date.now()}` });
  });
});
