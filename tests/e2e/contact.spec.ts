import { paths } from '../../src/config/paths';
import { expect, serviceRest, test, type OutboxMessage } from './fixtures';

const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again or call us directly.';

function values(tag: string) {
  return {
    'Full Name': `Jane Doe ${tag}`,
    'Email Address': `jane.${tag}@example.com`,
    'Company Name': 'Doe Realty',
    'Phone Number': '519-555-0100',
    'Project Details': `Two boards on Wellington Road for four weeks (${tag}).`,
  };
}

test.describe('contact form', () => {
  // A fresh database per test: the function limits inquiries per address, and every test sends from 127.0.0.1.
  test.beforeEach(async ({ backend }) => {
    await backend.reset();
    await backend.setMailer('ok');
  });
  test.afterEach(async ({ backend }) => {
    await backend.setMailer('ok');
  });

  test('success: the inquiry reaches the outbox and the form is cleared', async ({ page, backend }) => {
    const tag = `ok${Date.now()}`;
    const fields = values(tag);
    await page.goto(paths.contactUs);
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    for (const label of Object.keys(fields)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');

    let sent: OutboxMessage | undefined;
    await expect
      .poll(async () => {
        sent = (await backend.outbox()).find((m) => m.text.includes(tag) || m.html.includes(tag));
        return Boolean(sent);
      })
      .toBe(true);
    expect(sent!.text).toContain(`Jane Doe ${tag}`);
    expect(sent!.text).toContain('Doe Realty');
    expect(sent!.text).toContain(fields['Email Address']);
  });

  test('when the mailer fails the lead is still stored: success toast, form cleared, and Send again with the same text stores no second lead', async ({
    page,
    backend,
  }) => {
    await backend.setMailer('fail');
    const fields = values(`fail${Date.now()}`);
    await page.goto(paths.contactUs);
    const fill = async () => {
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    };
    await fill();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
    for (const label of Object.keys(fields)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');

    await fill();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();
    const stored = await serviceRest<{ email_status: string }[]>(
      `contact_inquiries?select=email_status&email=eq.${encodeURIComponent(fields['Email Address'])}`,
    );
    expect(stored).toEqual([{ email_status: 'failed' }]);
  });

  test.describe('when the lead cannot be stored', () => {
    test.use({ allowedConsoleErrors: [/status of 5\d\d|Failed to load resource|net::ERR_FAILED/] });

    test('error toast, everything typed is kept', async ({ page }) => {
      await page.route('**/functions/v1/send-contact-email', (route) => route.abort());
      const fields = values(`down${Date.now()}`);
      await page.goto(paths.contactUs);
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByText(FAILURE)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
      for (const [label, value] of Object.entries(fields)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    });
  });

  test('the honeypot is out of reach: keyboard users tab from the last field to the newsletter box, then the button', async ({ page }) => {
    await page.goto(paths.contactUs);
    await page.getByLabel('Project Details', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Also send me the newsletter' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    const box = await page.locator('input[name="website"]').boundingBox();
    expect(box === null || box.x + box.width <= 0).toBe(true);
  });
});
