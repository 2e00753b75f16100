import type { Page } from '@playwright/test';
import { formatDay, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { site } from '../../src/config/site';
import { withoutOnlinePayment } from './advertiser-phone-helpers';
import { expect, serviceRest, test } from './fixtures';

// A prospect's path with no dead end: on the map, a board sold out for the
// next cycle is added for its next free start; the contact page, reached from
// the header, finds the plan; a trip back to the map keeps what was typed; the
// request goes with the board's dates. At 1280 px, up to the plan found from the
// desktop header (the tray in view, no phone bar). The seed sells out Dundas St for the
// next two cycles.

const DUNDAS = 'London — Dundas St Downtown';
const DUNDAS_ID = 'c0000000-0000-4000-8000-000000000004';
const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";

const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

/** The header's own Contact Us: the desktop navigation, or on a phone the menu's. */
async function contactFromHeader(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'CONTACT US', exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'CONTACT US', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/contact-us$/);
}

test.describe('a prospect from the map to a sent request', () => {
  test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  test.beforeEach(async ({ page }) => {
    // Without Google's map: the list carries the page.
    await page.route('https://maps.googleapis.com/**', (route) => route.abort());
    // Without Stripe: the sent request stays on its confirmation, whose page this path goes on from.
    await withoutOnlinePayment();
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  for (const width of [375, 1280]) {
    const phone = width < 768;
    const title = phone
      ? 'next free start, the plan found from the header, typed fields kept across Edit plan, request sent'
      : 'next free start, the plan found from the header';
    test(`at ${width} px: ${title}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
      const later = formatDay(starts[2]!);
      const tag = `path${width}${Date.now()}`;

      // The map: Dundas St is taken for the next cycle, and says when it is free.
      await page.goto('/billboard-map');
      await ready(page);
      const list = page.getByRole('region', { name: 'All Billboard Locations' });
      const dundas = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DUNDAS, exact: true }) });
      await expect(dundas.getByText('Sold out for these dates')).toBeVisible();
      await expect(dundas.getByText(`Next free: ${later}`)).toBeVisible();
      await dundas.getByRole('button', { name: `Add ${DUNDAS} to my plan for ${later}` }).click();
      const tray = page.getByRole('region', { name: 'My campaign plan' });
      await expect(tray.getByText('1 board in your plan')).toBeVisible();
      // Said to screen readers, and shown on screen however far the tray is.
      await expect(page.locator('[data-plan-announcer]')).toHaveText(`${DUNDAS} was added to your plan.`);
      await expect(page.locator('[data-plan-announcer] p')).toBeInViewport();
      await expect(tray.getByRole('combobox', { name: 'Start cycle' })).toHaveValue(starts[2]!);
      await expect(dundas.getByText('Available', { exact: true })).toBeVisible();

      // On a phone, the plan stays in view once the tray has scrolled away.
      const indicator = page.getByRole('navigation', { name: 'Call or get a quote' }).getByRole('link', { name: '1 board in your plan' });
      if (phone) {
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(tray).not.toBeInViewport();
        await expect(indicator).toBeInViewport();
      } else {
        await expect(indicator).toBeHidden();
      }

      // The header's Contact Us, not the map's own links: the plan is found all the same.
      await contactFromHeader(page, phone);
      await ready(page);
      const summary = page.getByRole('region', { name: 'Your campaign plan' });
      await expect(summary).toContainText(DUNDAS);
      await expect(summary).toContainText(later.replace(/, \d{4}$/, ''));
      await expect(page.getByRole('button', { name: "Don't include my plan" })).toBeVisible();
      // What follows is the form's and the plan's, the same at a desk: the phone's journey goes on.
      if (!phone) return;

      await page.getByLabel('Full Name', { exact: true }).fill(`Mario Rossi ${tag}`);
      const email = page.getByLabel('Email Address', { exact: true });
      await email.fill(`mario.${tag}@gmial.con`);
      await page.getByLabel('Company Name', { exact: true }).fill('Mario Pizza');
      // Leaving the field with a typo: one click mends it.
      await page.getByRole('button', { name: `mario.${tag}@gmail.com` }).click();
      await expect(email).toHaveValue(`mario.${tag}@gmail.com`);
      await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0123');

      // To the map and back: what was typed is still there.
      await summary.getByRole('link', { name: 'Edit plan' }).click();
      await expect(page).toHaveURL(/\/billboard-map$/);
      await ready(page);
      await contactFromHeader(page, phone);
      await ready(page);
      await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue(`Mario Rossi ${tag}`);
      await expect(email).toHaveValue(`mario.${tag}@gmail.com`);
      await expect(page.getByLabel('Company Name', { exact: true })).toHaveValue('Mario Pizza');
      await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('519-555-0123');
      await expect(page.getByLabel('Project Details', { exact: true })).toHaveValue(new RegExp(DUNDAS));

      await page.getByRole('button', { name: 'Request these dates' }).click();
      await expect(page.getByText(SUCCESS)).toBeVisible();
      const [lead] = await serviceRest<{ id: string; location_ids: string[]; source: string }[]>(
        `contact_inquiries?select=id,location_ids,source&email=eq.mario.${tag}@gmail.com`,
      );
      expect(lead).toMatchObject({ location_ids: [DUNDAS_ID], source: 'campaign-plan' });
      const bookings = await serviceRest<{ location_id: string; starts_on: string; cycles: number }[]>(
        `bookings?select=location_id,starts_on,cycles&lead_id=eq.${lead!.id}`,
      );
      expect(bookings).toEqual([{ location_id: DUNDAS_ID, starts_on: starts[2], cycles: 1 }]);
      // Sent: the kept fields are forgotten.
      expect(await page.evaluate(() => sessionStorage.getItem('ldb:contact-draft'))).toBeNull();

      // The plan is marked as sent: the map does not offer it again as a new one, and it can be cleared.
      await page.goto('/billboard-map');
      await ready(page);
      await expect(tray.getByText(/^Quote requested on /)).toBeVisible();
      await expect(tray.getByRole('link', { name: 'Request a quote for this plan' })).toHaveCount(0);
      await tray.getByRole('button', { name: 'Clear plan' }).click();
      await expect(page.locator('[data-plan-announcer]')).toHaveText('Your plan was cleared.');
    });
  }
});

test.describe('the way in on a phone (375 × 667)', () => {
  test.use({ viewport: { width: 375, height: 667 }, allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

  test("the home hero's Find a Billboard is on the first screen, uncovered, and leads to every board without a blank page", async ({ page }) => {
    await page.goto('/');
    await ready(page);
    const find = page.getByRole('main').getByRole('link', { name: 'Find a Billboard' });
    await expect(find).toHaveAttribute('href', '/inventory');
    await expect(find).toBeInViewport({ ratio: 1 });
    // The phone's bar steps aside while the hero's own buttons are on screen.
    await expect(page.getByRole('navigation', { name: 'Call or get a quote' })).toBeHidden();

    // A slow page chunk: the space between header and footer is never empty meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/inventory-[^/]*\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await find.click();
    await chunkAsked;
    // Frame after frame while the chunk is held.
    const heights = await page.locator('[data-page-content]').evaluate(async (element) => {
      const seen: number[] = [];
      for (let frame = 0; frame < 5; frame++) {
        seen.push(element.getBoundingClientRect().height);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    for (const height of heights) expect(height).toBeGreaterThan(200);
    release();
    await expect(page).toHaveURL(/\/inventory$/);
    const boards = page.getByRole('region', { name: 'Every Active Board' });
    await expect(boards.getByRole('link', { name: 'London — Dundas St Downtown' })).toHaveAttribute('href', '/inventory/london-dundas-st-downtown');
    await expect(boards.getByText(/^Next free start: /).first()).toBeVisible();
    // The hero's scroll-down button leads to them.
    await page.getByRole('button', { name: 'Scroll down to see every board' }).click();
    await expect(boards).toBeFocused();
  });

  test('with a plan, the contact page shows the plan and the first field on the first screen, with no quote bar', async ({ page }) => {
    const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
    await page.addInitScript(
      (plan) => localStorage.setItem('ldb:campaign-plan', plan),
      JSON.stringify({ ids: ['c0000000-0000-4000-8000-000000000002'], cycles: 1, start: starts[0] }),
    );
    await page.goto('/contact-us');
    await ready(page);
    const summary = page.getByRole('region', { name: 'Your campaign plan' });
    await expect(summary.getByRole('heading', { name: 'Your campaign plan' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel('Full Name', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('navigation', { name: 'Call or get a quote' })).toBeHidden();
    // A returning advertiser's way back.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  });
});
