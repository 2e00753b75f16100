import { paths } from '../../src/config/paths';
import type { Page } from '@playwright/test';
import { expect, serviceRest, test } from './fixtures';
import { expectNoSeriousAxeViolations, ready } from './visitor-checks';

interface SubscriberRow {
  email: string;
  confirmed_at: string | null;
  consent_text: string | null;
  consent_page: string | null;
}

const subscriber = async (email: string) =>
  (await serviceRest<SubscriberRow[]>(`newsletter_subscribers?select=email,confirmed_at,consent_text,consent_page&email=eq.${encodeURIComponent(email)}`))[0];

/** Opens a page and waits until it is live, with time for anything the page might do on its own. */
async function openAndWait(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

async function pressConfirm(page: Page) {
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
}

test.describe('newsletter double opt-in', () => {
  test('subscribe → "Check your inbox" → the link from the outbox confirms, once', async ({ page, backend }) => {
    const email = `reader-${Date.now()}@example.com`;
    await page.goto(paths.blog);
    const field = page.getByRole('textbox', { name: 'Email address' });

    await field.fill('not an address');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

    await field.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // The result panel stands where the form was, announced through its live region.
    await expect(page.getByRole('region', { name: 'Almost there: check your inbox to confirm.' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `We sent a confirmation link to ${email}.` })).toHaveCount(1);
    // Pending until the link is followed, with the wording the form showed.
    const pending = await subscriber(email);
    expect(pending?.confirmed_at).toBeNull();
    expect(pending?.consent_page).toBe(paths.blog);
    await expect(page.getByText(pending!.consent_text!)).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe another address' }).click();
    await expect(field).toHaveValue('');

    const mail = (await backend.outbox()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f-]{36}/.exec(mail[0]!.text)?.[0];
    expect(link, 'the confirmation link in the e-mail').toBeTruthy();
    expect(mail[0]!.text).toMatch(/\/unsubscribe\?token=[0-9a-f-]{36}/);
    const target = new URL(link!);

    // Opening the link, as a mail scanner or a link preview does, subscribes nobody: only the press does.
    await openAndWait(page, `${target.pathname}${target.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect((await subscriber(email))?.confirmed_at).toBeNull();
    await pressConfirm(page);
    const confirmed = page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' });
    await expect(confirmed).toBeFocused();
    // Announced: the answer stands in the page's live region.
    await expect(page.getByRole('status').filter({ has: confirmed })).toHaveCount(1);
    expect((await subscriber(email))?.confirmed_at).not.toBeNull();
    await expectNoSeriousAxeViolations(page);

    // The same link again, and a made-up one: the same page.
    for (const url of [`${target.pathname}${target.search}`, `${paths.newsletterConfirm}?token=00000000-0000-4000-8000-000000000000`]) {
      await openAndWait(page, url);
      await pressConfirm(page);
      await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeFocused();
    }
  });

  test('the unsubscribe page is noindex and reads the same for an unknown token', async ({ page }) => {
    await page.goto(`${paths.unsubscribe}?token=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('the contact form: the newsletter box is unticked; ticking it starts the same double opt-in', async ({ page, backend }) => {
    const email = `prospect-${Date.now()}@example.com`;
    await page.goto(paths.contactUs);
    const form = page.getByRole('form', { name: 'Request a quote' });
    const box = form.getByRole('checkbox', { name: 'Also send me the newsletter' });
    await expect(box).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', paths.privacyPolicy);

    await form.getByLabel('Full Name').fill('Pat Reader');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Company Name').fill('Reader Co');
    await form.getByLabel('Phone Number').fill('519-555-0100');
    await form.getByLabel('Project Details').fill('A spring campaign.');
    await box.check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you for your inquiry! We'll contact you within 24 hours.")).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(box).not.toBeChecked();

    await expect.poll(async () => (await subscriber(email))?.consent_text).toBe('Also send me the newsletter');
    expect((await subscriber(email))?.confirmed_at).toBeNull();
    await expect.poll(async () => (await backend.outbox()).filter((m) => m.to === email && /newsletter\/confirm\?token=/.test(m.text)).length).toBe(1);
  });
});
