import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { DESKTOP, expect, parseCsv, serviceRest, signInAsAdminAt, test } from './fixtures';
import { ready } from './visitor-helpers';

// A quote request meets what can go wrong between the browser and the staff: the form refuses a
// field before sending, the function refuses one the form let through, the function cannot be
// reached, the e-mail to the staff fails. The lead still reaches the inbox, where the staff
// resend its e-mail, set its status, filter and export it. The exact words of each message are
// the component and schema tests' (contact-form.test.tsx, contact-inquiry-schema.test.ts).

const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again or call us directly.';

test.use({ ...DESKTOP, allowedConsoleErrors: [/status of [45]\d\d|Failed to load resource|net::ERR_FAILED/] });

// The contact function limits inquiries per address, and every journey sends from 127.0.0.1.
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

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

test('a quote request through refusals, an unreachable function and a failed e-mail still reaches the staff, who resend it, set its status and export it', async ({
  page,
  backend,
}) => {
  const tag = `trouble${Date.now()}`;
  // Text a spreadsheet would run, commas, quotes and line breaks: the CSV must keep them as typed.
  const lead = {
    'Full Name': `=HYPERLINK("http://evil.example") ${tag}`,
    'Email Address': `${tag}@example.com`,
    'Company Name': 'Doe, "Realty" & Sons',
    'Phone Number': '519-555-0100',
    'Project Details': 'Line one, with a comma.\nLine two with "quotes".\n=1+1',
  };
  const functionCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/functions/v1/')) functionCalls.push(req.url());
  });
  await page.goto(paths.contactUs);
  await ready(page);

  // An over-long company name: refused under the field before anything is sent.
  await fill(page, { ...lead, 'Company Name': 'C'.repeat(151) });
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect(await fieldMessage(page, 'Company Name')).toMatch(/at most 150 characters/);
  expect(functionCalls).toEqual([]);

  // A phone number the form refuses; then a valid one, changed on its way, which only the function
  // refuses: its answer shows under the same field in the form's own words.
  await fill(page, { 'Company Name': lead['Company Name'], 'Phone Number': 'call me maybe' });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const clientSide = await fieldMessage(page, 'Phone Number');
  await page.route('**/functions/v1/send-contact-email', async (route) => {
    const sent = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.fallback({ postData: JSON.stringify({ ...sent, phone: 'call me maybe' }) });
  });
  await page.getByLabel('Phone Number', { exact: true }).fill(lead['Phone Number']);
  await expect(page.getByLabel('Phone Number', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  expect(await fieldMessage(page, 'Phone Number')).toBe(clientSide);
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(lead['Phone Number']);

  // The function cannot be reached: the error, the button ready again, everything typed kept.
  await page.unroute('**/functions/v1/send-contact-email');
  await page.route('**/functions/v1/send-contact-email', (route) => route.abort());
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(FAILURE).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  for (const [label, value] of Object.entries(lead)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.unroute('**/functions/v1/send-contact-email');

  // The e-mail to the staff fails: the lead is stored all the same, and the visitor reads success.
  await backend.setMailer('fail');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await page.getByRole('button', { name: 'Send another message' }).click();
  for (const label of Object.keys(lead)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  // Sent again with the same text: no second lead.
  await fill(page, lead);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Send another message' })).toBeVisible();
  expect(await serviceRest<unknown[]>(`contact_inquiries?select=id&email=eq.${encodeURIComponent(lead['Email Address'])}`)).toHaveLength(1);
  await backend.setMailer('ok');

  // The staff find it in the inbox, marked, and resend its e-mail.
  await signInAsAdminAt(page, '/admin/leads');
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const card = page.getByRole('article').filter({ hasText: tag });
  await expect(card).toContainText('E-mail failed');
  await expect(card).toContainText('Doe, "Realty" & Sons');
  await card.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(card).toContainText('E-mail sent');
  await expect.poll(async () => (await backend.outbox()).filter((m) => m.replyTo === lead['Email Address']).length).toBe(1);

  // Its status persists.
  await card.getByLabel('Status').selectOption('contacted');
  await expect(page.getByText('Status saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: tag }).getByLabel('Status')).toHaveValue('contacted');
  const [row] = await serviceRest<{ status: string; email_status: string }[]>(
    `contact_inquiries?select=status,email_status&email=eq.${encodeURIComponent(lead['Email Address'])}`,
  );
  expect(row).toEqual({ status: 'contacted', email_status: 'sent' });

  // Filters: by status, and by text.
  await page.getByLabel('Show').selectOption('new');
  await expect(page.getByRole('article').filter({ hasText: tag })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('contacted');
  await page.getByLabel('Search leads').fill(tag);
  await expect(page.getByRole('article')).toHaveCount(1);

  // The CSV keeps every field as typed.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual([
    'Received (America/Toronto)',
    'Name',
    'Company',
    'Email',
    'Phone',
    'Message',
    'Source',
    'Status',
    'Delivery',
    'Boards',
    'Estimate (CAD)',
    'Dates',
    'Booking',
  ]);
  expect(rows).toHaveLength(2);
  const [received, name, company, email, phone, message, source, status, delivery] = rows[1]!;
  expect(received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T$/);
  // A cell a spreadsheet would run is kept, behind an apostrophe.
  expect(name).toBe(`'${lead['Full Name']}`);
  expect(company).toBe(lead['Company Name']);
  expect(email).toBe(lead['Email Address']);
  // Behind the same text marker, so a spreadsheet keeps the number as typed.
  expect(phone).toBe(`'${lead['Phone Number']}`);
  expect(message).toBe(lead['Project Details']);
  expect([source, status, delivery]).toEqual(['Contact page', 'Contacted', 'sent']);
});
