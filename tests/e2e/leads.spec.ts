import { readFileSync } from 'node:fs';
import { paths } from '../../src/config/paths';
import { expect, parseCsv, serviceRest, signInAsAdmin, test } from './fixtures';

const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";

test.describe('leads', () => {
  test.beforeEach(async ({ backend }) => {
    await backend.reset();
  });
  test.afterEach(async ({ backend }) => {
    await backend.setMailer('ok');
  });

  test('a lead whose e-mail failed shows in the inbox, Resend delivers it, its status persists, and the CSV keeps every field', async ({ page, backend }) => {
    await backend.setMailer('fail');
    const tag = `inbox${Date.now()}`;
    const lead = {
      'Full Name': `=HYPERLINK("http://evil.example") ${tag}`,
      'Email Address': `${tag}@example.com`,
      'Company Name': 'Doe, "Realty" & Sons',
      'Phone Number': '519-555-0100',
      'Project Details': 'Line one, with a comma.\nLine two with "quotes".\n=1+1',
    };
    await page.goto(paths.contactUs);
    for (const [label, value] of Object.entries(lead)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await backend.setMailer('ok');

    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    const card = page.getByRole('article').filter({ hasText: tag });
    await expect(card).toContainText('E-mail failed');
    await expect(card).toContainText('Doe, "Realty" & Sons');

    await card.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect(card).toContainText('E-mail sent');
    await expect.poll(async () => (await backend.outbox()).filter((m) => m.replyTo === lead['Email Address']).length).toBe(1);

    await card.getByLabel('Status').selectOption('contacted');
    await expect(page.getByText('Status saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: tag }).getByLabel('Status')).toHaveValue('contacted');
    const [row] = await serviceRest<{ status: string; email_status: string }[]>(
      `contact_inquiries?select=status,email_status&email=eq.${lead['Email Address']}`,
    );
    expect(row).toEqual({ status: 'contacted', email_status: 'sent' });

    // Filters: by status, and by text.
    await page.getByLabel('Show').selectOption('new');
    await expect(page.getByRole('article').filter({ hasText: tag })).toHaveCount(0);
    await page.getByLabel('Show').selectOption('contacted');
    await page.getByLabel('Search leads').fill(tag);
    await expect(page.getByRole('article')).toHaveCount(1);

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

  test('the inbox is behind the guard', async ({ page }) => {
    await page.goto(paths.adminLeads);
    await page.waitForURL('**/auth');
  });

  test('an unsubscribe link unsubscribes its address only; without a token the page only confirms', async ({ page }) => {
    const a = `keep.${Date.now()}@example.com`;
    const b = `leave.${Date.now()}@example.com`;
    await serviceRest('newsletter_subscribers', { method: 'POST', body: JSON.stringify([{ email: a }, { email: b }]) });
    const rows = await serviceRest<{ email: string; unsubscribe_token: string }[]>(
      `newsletter_subscribers?select=email,unsubscribe_token&email=in.(${a},${b})`,
    );
    const token = rows.find((r) => r.email === b)!.unsubscribe_token;

    await page.goto(paths.unsubscribe);
    await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
    await page.goto(`${paths.unsubscribe}?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: "You've been unsubscribed" })).toBeVisible();
    await expect
      .poll(async () =>
        (await serviceRest<{ email: string; unsubscribed_at: string | null }[]>(`newsletter_subscribers?select=email,unsubscribed_at&email=in.(${a},${b})`))
          .filter((r) => r.unsubscribed_at)
          .map((r) => r.email),
      )
      .toEqual([b]);
  });
});
