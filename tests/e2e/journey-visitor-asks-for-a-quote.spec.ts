import { site } from '../../src/config/site';
import { DESKTOP, expect, PHONE, serviceRest, test } from './fixtures';
import { blockMaps, checkFocusNotObscured, ready, sendContactForm } from './visitor-helpers';

// A visitor reads the home page, finds their way through the menus and sends a quote
// request: on a phone from the home page's own form, on a desktop from an industry page.

test.use({ allowedConsoleErrors: [/maps\.googleapis|Failed to load resource/] });

test.beforeEach(async ({ page }) => {
  await blockMaps(page);
});
// The contact function limits inquiries per address, and every journey sends from 127.0.0.1.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

const sourceOf = async (tag: string) =>
  (await serviceRest<{ source: string }[]>(`contact_inquiries?select=source&email=eq.${encodeURIComponent(`jane.${tag}@example.com`)}`))[0]?.source;

test.describe('at 375 px', () => {
  test.use(PHONE);

  test('on a phone: keyboard focus never hides under the call bar, the menu opens and closes, the call bar follows the page, and the home page form sends', async ({
    page,
  }) => {
    // Tabbing through the whole home page: every focus stop is clear of the sticky phone bar.
    await checkFocusNotObscured(page, '/');
    // The orange top bar is for desktop only.
    await expect(page.getByText('CONTACT US TODAY!')).toBeHidden();

    // The hamburger: sections open, a link closes the menu, and the menu opens again with its sections closed.
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
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'BILLBOARDS', exact: true })).toHaveAttribute('aria-expanded', 'false');
    const industriesAgain = page.getByRole('button', { name: 'INDUSTRIES', exact: true });
    if (await industriesAgain.count()) await expect(industriesAgain).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Close menu' }).click();

    // A call link and the quote form stay within reach while a long page scrolls.
    await page.goto('/billboards');
    await page.mouse.wheel(0, 2500);
    const bar = page.getByRole('navigation', { name: 'Call or get a quote' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: `Call ${site.phoneDisplay}` })).toHaveAttribute('href', `tel:${site.phoneE164}`);
    await bar.getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);

    // The contact page's e-mail address: each part (before and after the @) sits on one line, within the screen.
    const email = page.getByRole('main').getByRole('link', { name: site.email, exact: true });
    const linesPerPart = await email.evaluate((el) =>
      Array.from(el.querySelectorAll('span')).map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      }),
    );
    expect(linesPerPart.length).toBeGreaterThan(0);
    expect(linesPerPart.every((lines) => lines === 1)).toBe(true);
    const box = (await email.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    // Back home, the visitor sends the home page's own form; the lead says where it was written.
    const tag = `home${Date.now()}`;
    await page.goto('/');
    await sendContactForm(page, tag);
    expect(await sourceOf(tag)).toBe('home-page');
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test('on a desktop: the headline clears the photo, the menus work by keyboard and pointer, and an industry page leads to a quote request that reaches the outbox', async ({
    page,
    backend,
  }) => {
    // The home photo's billboard begins at about 59% of the width at these sizes: the headline stays clear of it.
    await page.goto('/');
    for (const width of [1024, 1152, 1440, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(headline.x + headline.width, `at ${width} px`).toBeLessThan(width * 0.57);
      // Still a headline, not a column of single words.
      expect(headline.width, `at ${width} px`).toBeGreaterThan(width * 0.4);
    }
    await expect(page.getByText('CONTACT US TODAY!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'EMAIL US' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('navigation', { name: 'Call or get a quote' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await ready(page);

    // By keyboard: the Billboards menu, then the Industries submenu.
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

    // By pointer: the submenu stays open while the pointer travels diagonally to its last item, far below.
    await nav.getByRole('button', { name: 'BILLBOARDS' }).click();
    await industries.hover();
    const target = page.getByRole('menuitem', { name: 'Non-Profit Billboards' });
    await expect(target).toBeVisible();
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

    // Breadcrumbs: Home and the friendly label of the page.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Non-Profit')).toHaveAttribute('aria-current', 'page');

    // The industry page's call to action leads to the contact page, and the lead names the industry.
    await page.getByRole('link', { name: 'Start Your Campaign Today' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    // The honeypot is out of reach: from the last field, Tab goes to the newsletter box, then the button.
    await ready(page);
    await page.getByLabel('Project Details', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Also send me the newsletter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    const honeypot = await page.locator('input[name="website"]').boundingBox();
    expect(honeypot === null || honeypot.x + honeypot.width <= 0).toBe(true);

    const tag = `industry${Date.now()}`;
    await sendContactForm(page, tag);
    expect(await sourceOf(tag)).toBe('industry-page:non-profit');
    const sent = await expect
      .poll(async () => (await backend.outbox()).find((m) => m.text.includes(tag)))
      .toBeTruthy()
      .then(async () => (await backend.outbox()).find((m) => m.text.includes(tag))!);
    expect(sent.text).toContain(`Jane Doe ${tag}`);
    expect(sent.text).toContain('Doe Realty');
    expect(sent.text).toContain(`jane.${tag}@example.com`);

    // The current section shows in the menu bar on its pages.
    await page.goto('/billboard-costs');
    await expect(nav.getByRole('button', { name: 'BILLBOARDS' })).toHaveAttribute('data-current', 'true');
    await expect(nav.getByRole('button', { name: 'BILLBOARDS' })).toHaveCSS('text-decoration-line', 'underline');
    await page.goto('/faq');
    await expect(nav.getByRole('button', { name: 'SUPPORT' })).toHaveAttribute('data-current', 'true');
    await expect(nav.getByRole('button', { name: 'BILLBOARDS' })).toHaveAttribute('data-current', 'false');
  });
});
