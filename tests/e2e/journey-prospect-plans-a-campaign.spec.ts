import type { Page } from '@playwright/test';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { pointCheckoutAtSite, withoutOnlinePayment } from './advertiser-phone-helpers';
import { expect, serviceRest, signInAsAdminAt, test, WIDTHS } from './fixtures';
import { blockMaps, ready } from './visitor-helpers';

// A prospect reads what a campaign costs, plans one on the map page (a city, two boards, three
// cycles), keeps the plan over a reload, and asks for a quote that names the boards; the staff
// see them on the lead. With Google's script blocked: the list carries the page. At 375 and 1280 px
// (the costs page's estimate and the reload on the phone only: nothing there depends on the width).
// On the phone Stripe is configured: the form goes straight on to Checkout (the stand-in), the card
// is held, and the staff's Confirm charges it. On the desktop it is not: an invoice will follow.

const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";

interface Board {
  id: string;
  name: string;
  address: string;
}

const londonBoards = () =>
  serviceRest<Board[]>('billboard_locations?select=id,name,address&is_active=eq.true&address=like.*%2C%20London%2C%20ON*&order=name.asc', {}, LOCAL_ANON_KEY);

// Two London boards free in the next cycles (the seed sells out Dundas St and nearly fills
// Oxford St): Highbury at its own $1,350 a cycle, Fanshawe at the company range.
const byName = (boards: Board[], part: string) => boards.find((board) => board.name.includes(part))!;

test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});
// The contact function limits inquiries per address, and every journey sends from 127.0.0.1.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

/** The costs page estimates boards × cycles less the duration rate, without a plan. */
async function estimateOnCostsPage(page: Page) {
  await page.goto('/billboard-costs');
  await ready(page);
  const estimator = page.getByRole('region', { name: 'Estimate your campaign' });
  await expect(estimator.getByText('$1,100–$2,500')).toBeVisible();
  await estimator.getByLabel('Number of billboards').fill('2');
  await estimator.getByRole('combobox', { name: 'Number of 4-week cycles' }).selectOption('3');
  // 5% off from 3 cycles.
  await expect(estimator.getByText('$6,270–$14,250')).toBeVisible();
  await expect(estimator.getByText('You save 5% with 3 cycles')).toBeVisible();
}

for (const { width, use } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use(use);

    test('the costs page estimates; on the map page: filter by city, plan two boards for 3 cycles, see $6,982.50–$10,972.50 + HST, request a quote that names both, and the staff see them', async ({
      page,
      backend,
    }) => {
      const withCard = width === 375;
      await (withCard ? pointCheckoutAtSite() : withoutOnlinePayment());
      // The estimate and the plan kept over a reload are the same at any width: the phone's.
      if (width === 375) await estimateOnCostsPage(page);
      const london = await londonBoards();
      expect(london.length).toBeGreaterThan(2);
      const [first, second] = [byName(london, 'Highbury'), byName(london, 'Fanshawe')];

      await page.goto('/billboard-map');
      await ready(page);
      await page.getByRole('combobox', { name: 'City' }).selectOption('London');
      await expect(page).toHaveURL(/[?&]city=London(&|$)/);
      await expect(page.getByText(`Showing ${london.length} billboard locations`)).toBeVisible();
      const list = page.getByRole('region', { name: 'All Billboard Locations' });
      await expect(list.getByRole('listitem')).toHaveCount(london.length);

      await list.getByRole('button', { name: `Add ${first.name} to my plan` }).click();
      await list.getByRole('button', { name: `Add ${second.name} to my plan` }).click();
      const tray = page.getByRole('region', { name: 'My campaign plan' });
      await expect(tray.getByText('2 boards in your plan')).toBeVisible();
      await tray.getByRole('combobox', { name: 'Number of 4-week cycles' }).selectOption('3');
      // (1,350 + 1,100 … 2,500) x 3, less 5% for 3 cycles, to the cent.
      await expect(tray.getByText('$6,982.50–$10,972.50')).toBeVisible();
      await expect(tray.getByText('You save 5% with 3 cycles')).toBeVisible();
      await expect(tray).toContainText('estimate only');
      await expect(tray.getByRole('link', { name: 'See what affects billboard costs' })).toHaveAttribute('href', '/billboard-costs');

      if (width === 375) {
        // The plan outlives a reload; the shared URL keeps the filter.
        await page.reload();
        await ready(page);
        await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('London');
        await expect(tray.getByText('2 boards in your plan')).toBeVisible();
      }

      await tray.getByRole('link', { name: 'Request a quote for this plan' }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      const details = page.getByLabel('Project Details', { exact: true });
      await expect(page.getByRole('region', { name: 'Your campaign plan' })).toBeVisible();
      await expect(details).toHaveValue(/\(3 cycles\) \(estimated \$6,982\.50–\$10,972\.50 \+ HST\)/);
      await expect(details).toHaveValue(new RegExp(first.name));
      await expect(details).toHaveValue(new RegExp(second.name));
      // Editable, like any other text of the form.
      await details.press('End');
      await details.pressSequentially('\nStarting in March.');

      const tag = `plan${width}${Date.now()}`;
      await page.getByLabel('Full Name', { exact: true }).fill(`Pat Planner ${tag}`);
      await page.getByLabel('Email Address', { exact: true }).fill(`pat.${tag}@example.com`);
      await page.getByLabel('Company Name', { exact: true }).fill('Planner Bakery');
      await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0111');
      await page.getByRole('button', { name: 'Request these dates' }).click();
      if (withCard) {
        // Stored, then straight on to Checkout, which authorises the deposit; back on the contact page.
        await expect(page).toHaveURL(/\/stripe\/checkout\/cs_\w+$/);
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await expect(page).toHaveURL(/\/contact-us\?card=held$/);
        await expect(page.getByText('Thank you: the deposit is held on your card, not charged.', { exact: false })).toBeVisible();
      } else {
        await expect(page.getByText(SUCCESS)).toBeVisible();
        await expect(page.getByText('We will confirm your dates by e-mail. An invoice will follow.')).toBeVisible();
      }

      const [lead] = await serviceRest<{ id: string; location_ids: string[]; source: string; message: string }[]>(
        `contact_inquiries?select=id,location_ids,source,message&email=eq.pat.${tag}@example.com`,
      );
      expect(lead!.source).toBe('campaign-plan');
      expect([...lead!.location_ids].sort()).toEqual([first.id, second.id].sort());
      expect(lead!.message).toContain(first.name);
      expect(lead!.message).toContain(second.name);
      expect(lead!.message).toContain('Starting in March.');

      // The staff see which boards the prospect chose.
      await signInAsAdminAt(page, '/admin/leads');
      const card = page.getByRole('article').filter({ hasText: tag });
      await expect(card).toContainText(`Boards in the plan: ${first.name}, ${second.name}`);
      if (!withCard) return;

      // They confirm the request; the card-holds job captures the held deposit, and the campaign shows it paid.
      const [campaign] = await serviceRest<{ id: string }[]>(`campaigns?select=id&lead_id=eq.${lead!.id}`);
      await page.goto(`/admin/campaigns/${campaign!.id}`);
      const actions = page.getByRole('region', { name: 'Actions' });
      await actions.getByRole('button', { name: 'Confirm' }).click();
      await expect(actions.getByRole('status')).toHaveText('Campaign confirmed. The advertiser will be e-mailed within a minute.');
      expect(await backend.runScheduledJob('card-holds')).toMatchObject({ ok: true });
      await page.reload();
      await expect(
        page
          .getByTestId('campaign-timeline')
          .getByRole('listitem')
          .filter({ hasText: /Deposit paid by card: \$/ }),
      ).toHaveCount(1);
    });
  });
}
