import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DESKTOP, expect, PHONE, serviceRest, test } from './fixtures';
import { expectNoSeriousAxeViolations, ready, subscribeToNewsletter } from './visitor-helpers';

// A reader subscribes on the blog, follows the link the e-mail carries, confirms, and later
// leaves through the unsubscribe link: nobody is subscribed before pressing the button, and a
// link works once. On a phone; at 1280 px, the blog's form and its answer at a desk's width,
// and the contact form's newsletter box.

interface SubscriberRow {
  email: string;
  confirmed_at: string | null;
  consent_text: string | null;
  consent_page: string | null;
  unsubscribed_at: string | null;
}

const subscriber = async (email: string) =>
  (
    await serviceRest<SubscriberRow[]>(
      `newsletter_subscribers?select=email,confirmed_at,consent_text,consent_page,unsubscribed_at&email=eq.${encodeURIComponent(email)}`,
    )
  )[0];

/** Opens a page and waits until it is live, with time for anything the page might do on its own. */
async function openAndWait(page: Page, url: string) {
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
}

// New subscribers, and the contact function limits inquiries per address.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test.describe('at 375 px', () => {
  test.use(PHONE);

  test('subscribe on the blog, confirm from the e-mail once, and unsubscribe that address alone', async ({ page, backend }) => {
    const tag = `w375${Date.now()}`;
    const email = `reader.${tag}@example.com`;
    // The result panel stands where the form was, focused, announced through a region that was there first.
    await subscribeToNewsletter(page, tag);
    // Pending until the link is followed, with the wording the form showed and the page it was on.
    const pending = await subscriber(email);
    expect(pending?.confirmed_at).toBeNull();
    expect(pending?.consent_page).toBe(paths.blog);
    await expect(page.getByText(pending!.consent_text!)).toBeVisible();

    const mail = (await backend.outbox()).filter((m) => m.to === email);
    expect(mail).toHaveLength(1);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f-]{36}/.exec(mail[0]!.text)?.[0];
    expect(link, 'the confirmation link in the e-mail').toBeTruthy();
    const unsubscribe = /https?:\/\/\S+\/unsubscribe\?token=[0-9a-f-]{36}/.exec(mail[0]!.text)?.[0];
    expect(unsubscribe, 'the unsubscribe link in the e-mail').toBeTruthy();
    const confirmLink = new URL(link!);

    // Opening the link, as a mail scanner or a link preview does, subscribes nobody: only the press does.
    await openAndWait(page, `${confirmLink.pathname}${confirmLink.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your newsletter subscription' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect((await subscriber(email))?.confirmed_at).toBeNull();
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    const confirmed = page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' });
    await expect(confirmed).toBeFocused();
    // Announced: the answer stands in the page's live region.
    await expect(page.getByRole('status').filter({ has: confirmed })).toHaveCount(1);
    expect((await subscriber(email))?.confirmed_at).not.toBeNull();
    await expectNoSeriousAxeViolations(page);

    // The same link again, and a made-up one: the same page.
    for (const url of [`${confirmLink.pathname}${confirmLink.search}`, `${paths.newsletterConfirm}?token=00000000-0000-4000-8000-000000000000`]) {
      await openAndWait(page, url);
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeFocused();
    }

    // Another reader stays subscribed when this one leaves.
    const other = `keep.${tag}@example.com`;
    await serviceRest('newsletter_subscribers', { method: 'POST', body: JSON.stringify({ email: other, confirmed_at: new Date().toISOString() }) });
    // Without a token, or with an unknown one, the page reads the same and changes nothing.
    for (const url of [paths.unsubscribe, `${paths.unsubscribe}?token=00000000-0000-4000-8000-000000000000`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    }
    const leave = new URL(unsubscribe!);
    await page.goto(`${leave.pathname}${leave.search}`);
    await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
    await expect.poll(async () => Boolean((await subscriber(email))?.unsubscribed_at)).toBe(true);
    expect((await subscriber(other))?.unsubscribed_at).toBeNull();
  });
});

test.describe('at 1280 px', () => {
  test.use(DESKTOP);

  test("the blog's form and its answer at a desk's width; the contact form's newsletter box starts the same double opt-in", async ({ page, backend }) => {
    const tag = `w1280${Date.now()}`;
    await subscribeToNewsletter(page, tag);
    expect((await subscriber(`reader.${tag}@example.com`))?.confirmed_at).toBeNull();

    // The contact form: the newsletter box is unticked; ticking it starts the same double opt-in.
    const prospect = `prospect-${Date.now()}@example.com`;
    await page.goto(paths.contactUs);
    await ready(page);
    const form = page.getByRole('form', { name: 'Request a quote' });
    const box = form.getByRole('checkbox', { name: 'Also send me the newsletter' });
    await expect(box).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', paths.privacyPolicy);

    await form.getByLabel('Full Name').fill('Pat Reader');
    await form.getByLabel('Email Address').fill(prospect);
    await form.getByLabel('Company Name').fill('Reader Co');
    await form.getByLabel('Phone Number').fill('519-555-0100');
    await form.getByLabel('Project Details').fill('A spring campaign.');
    await box.check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you for your inquiry! We'll contact you within 24 hours.")).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(box).not.toBeChecked();

    await expect.poll(async () => (await subscriber(prospect))?.consent_text).toBe('Also send me the newsletter');
    expect((await subscriber(prospect))?.confirmed_at).toBeNull();
    await expect.poll(async () => (await backend.outbox()).filter((m) => m.to === prospect && /newsletter\/confirm\?token=/.test(m.text)).length).toBe(1);
  });
});
