import { readFileSync } from 'node:fs';
import { paths } from '../../src/config/paths';
import { DESKTOP, expect, serviceRest, signInAsAdminAt, test } from './fixtures';

// Someone asks what the company stores about them, then asks for it to be deleted: the staff
// download everything stored for the address as JSON, then delete it all after confirming.

// What it adds, it deletes (and checks so): the data stay as the next journey expects them.
test.use(DESKTOP);

test('the admin downloads everything stored for an address as JSON, then deletes it all after confirming', async ({ page }) => {
  const email = `asker-${Date.now()}@example.com`;
  await serviceRest('contact_inquiries', {
    method: 'POST',
    body: JSON.stringify({ name: 'Ada Asker', email, company: 'Asker Co', phone: '519-555-0100', message: 'Hello', source: 'contact-page' }),
  });
  await serviceRest('newsletter_subscribers', { method: 'POST', body: JSON.stringify({ email, confirmed_at: new Date().toISOString() }) });

  await signInAsAdminAt(page, paths.adminPrivacy);
  await expect(page).toHaveURL(new RegExp(`${paths.adminPrivacy}$`));
  await page.getByLabel('E-mail address of the person asking').fill(email);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download everything stored (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`personal-data-${email}.json`);
  const doc = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, Array<Record<string, unknown>>>;
  expect(doc.contact_inquiries!.map((r) => r.name)).toEqual(['Ada Asker']);
  expect(doc.newsletter_subscribers!.map((r) => r.email)).toEqual([email]);
  // The lead, the customer record it made, the subscription.
  await expect(page.getByRole('status')).toHaveText(`Downloaded 3 records stored for ${email}.`);

  // Dismissing the confirmation deletes nothing; accepting it deletes everything.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Delete everything stored' }).click();
  expect(await serviceRest<unknown[]>(`contact_inquiries?select=id&email=eq.${email}`)).toHaveLength(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete everything stored' }).click();
  await expect(page.getByRole('status').locator('p')).toHaveText([
    `Everything stored for ${email} is deleted.`,
    'Their invoices and payments are kept for six years, as tax law requires.',
  ]);
  expect(await serviceRest<unknown[]>(`contact_inquiries?select=id&email=eq.${email}`)).toEqual([]);
  expect(await serviceRest<unknown[]>(`newsletter_subscribers?select=id&email=eq.${email}`)).toEqual([]);
});
