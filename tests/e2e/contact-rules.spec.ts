import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { E2E_BACKEND_URL } from './env';
import { expect, serviceRest, test } from './fixtures';

// The contact form and the contact function check an inquiry with one schema:
// whichever side refuses, the visitor reads the same words. And each lead
// says where the visitor wrote from.

const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";
const FUNCTION_URL = `${E2E_BACKEND_URL}/functions/v1/send-contact-email`;

function values(tag: string) {
  return {
    'Full Name': `Jane Doe ${tag}`,
    'Email Address': `jane.${tag}@example.com`,
    'Company Name': 'Doe Realty',
    'Phone Number': '519-555-0100',
    'Project Details': `Two boards on Wellington Road (${tag}).`,
  };
}

/** The body the form would send for these values. */
function body(fields: ReturnType<typeof values>) {
  return {
    name: fields['Full Name'],
    email: fields['Email Address'],
    company: fields['Company Name'],
    phone: fields['Phone Number'],
    message: fields['Project Details'],
    source: 'contact-page',
  };
}

/** The page is live: a press before hydration would do nothing. */
const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** The message shown under a field (its accessible description). */
async function fieldMessage(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await field.getAttribute('aria-describedby');
  return (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
}

async function postToFunction(payload: Record<string, unknown>): Promise<{ status: number; fields: Record<string, string> }> {
  // As supabase-js calls it: the project's anon key as the bearer token.
  const res = await fetch(FUNCTION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
    body: JSON.stringify(payload),
  });
  const answer = (await res.json()) as { fields?: Record<string, string> };
  return { status: res.status, fields: answer.fields ?? {} };
}

test.describe('one set of rules in the browser and the function', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });
  test.beforeEach(async ({ backend }) => {
    await backend.reset();
  });

  test('an over-long field: the form refuses it before sending, the function with the same words', async ({ page }) => {
    const fields = { ...values(`long${Date.now()}`), 'Company Name': 'C'.repeat(151) };
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/functions/v1/')) requests.push(req.url());
    });
    await page.goto(paths.contactUs);
    await ready(page);
    await fill(page, fields);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const shown = await fieldMessage(page, 'Company Name');
    expect(shown).toBe('Company Name must be at most 150 characters.');
    expect(requests).toEqual([]);

    const server = await postToFunction(body(fields));
    expect(server.status).toBe(400);
    expect(server.fields).toEqual({ company: shown });
  });

  test('a line break in a single-line field, sent to the function directly, reads as the form says it', async ({ page }) => {
    const fields = values(`br${Date.now()}`);
    const server = await postToFunction({ ...body(fields), name: 'Jane\nBcc: victim@example.com' });
    expect(server.status).toBe(400);
    expect(server.fields).toEqual({ name: 'Full Name must be a single line without line breaks.' });

    // The form cannot hold a line break in an input: an over-long name shows the form's words for the same field.
    await page.goto(paths.contactUs);
    await ready(page);
    await fill(page, { ...fields, 'Full Name': 'N'.repeat(101) });
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await fieldMessage(page, 'Full Name')).toBe('Full Name must be at most 100 characters.');
    expect((await postToFunction({ ...body(fields), name: 'N'.repeat(101) })).fields).toEqual({ name: 'Full Name must be at most 100 characters.' });
  });

  test('a phone number refused on the server shows under the field in the words the form uses itself', async ({ page }) => {
    const fields = values(`tel${Date.now()}`);
    await page.goto(paths.contactUs);
    await ready(page);

    // The form's own refusal.
    await fill(page, { ...fields, 'Phone Number': 'call me maybe' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const clientSide = await fieldMessage(page, 'Phone Number');
    expect(clientSide).toBe('Please enter a valid phone number: digits, spaces and + ( ) - . only, optionally with an extension.');

    // A valid number, changed on its way: only the function sees the bad one.
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      const sent = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...sent, phone: 'call me maybe' }) });
    });
    await page.getByLabel('Phone Number', { exact: true }).fill(fields['Phone Number']);
    await expect(page.getByLabel('Phone Number', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Sorry, there was an error sending your message. Please try again or call us directly.')).toBeVisible();
    const serverSide = await fieldMessage(page, 'Phone Number');
    expect(serverSide).toBe(clientSide);
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(fields['Phone Number']);
  });
});

test.describe('lead sources', () => {
  test.beforeEach(async ({ backend }) => {
    await backend.reset();
  });
  test.afterEach(async ({ backend }) => {
    await backend.reset();
  });

  async function sendAndReadSource(page: Page, tag: string): Promise<string | undefined> {
    const fields = values(tag);
    await fill(page, fields);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    const [lead] = await serviceRest<{ source: string }[]>(`contact_inquiries?select=source&email=eq.${encodeURIComponent(fields['Email Address'])}`);
    return lead?.source;
  }

  test('the home page form, an industry page and the costs page each name themselves on the lead', async ({ page }) => {
    await page.goto(paths.home);
    await ready(page);
    expect(await sendAndReadSource(page, `home${Date.now()}`)).toBe('home-page');

    await page.goto(paths.industry('real-estate'));
    await ready(page);
    await page.getByRole('link', { name: 'Start Your Campaign Today' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await sendAndReadSource(page, `industry${Date.now()}`)).toBe('industry-page:real-estate');

    await page.goto(paths.billboardCosts);
    await ready(page);
    await page.getByRole('link', { name: 'Fill Out the Contact Form' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await sendAndReadSource(page, `costs${Date.now()}`)).toBe('billboard-costs');

    // The menu's link names no page: the contact page itself.
    await page.goto(paths.aboutUs);
    await ready(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(await sendAndReadSource(page, `direct${Date.now()}`)).toBe('contact-page');
  });
});
