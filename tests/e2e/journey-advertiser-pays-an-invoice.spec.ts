import { advertiserPhone, pointCheckoutAtSite } from './advertiser-phone-helpers';
import { SEED_LEAD } from './bookings-admin-helpers';
import { DESKTOP, expect, serviceRest, signInAsAdminAt, test, type BackendControl } from './fixtures';

// An advertiser pays one invoice from her account on her phone (375 px): the
// staff confirm Priya Raman's request, she signs in with the e-mailed code,
// and "Pay this invoice" takes her through the Stripe stand-in to the
// thank-you page, which names the invoice it paid.

test.use({ ...DESKTOP, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async () => {
  await pointCheckoutAtSite();
});
// Back to the seed for the next spec (this one confirms a campaign, makes an account and a payment).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

async function newestMail(backend: BackendControl, subject: string) {
  await backend.deliverOutbox();
  const matching = async () => (await backend.outbox()).filter((m) => m.to === SEED_LEAD.email && m.subject === subject);
  await expect.poll(async () => (await matching()).length).toBeGreaterThan(0);
  return (await matching()).at(-1)!;
}

test('“Pay this invoice” on a phone goes through Checkout to the thank-you page', async ({ page, browser, backend, allowedConsoleErrors }) => {
  test.setTimeout(240_000);
  const [campaign] = await serviceRest<{ id: string; reference: string }[]>(`campaigns?select=id,reference&lead_id=eq.${SEED_LEAD.id}`);
  const { id, reference } = campaign!;

  await signInAsAdminAt(page, `/admin/campaigns/${id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByRole('status')).toHaveText('Campaign confirmed. The advertiser will be e-mailed within a minute.');
  await newestMail(backend, 'Your billboard booking is confirmed');
  const [invoice] = await serviceRest<{ number: string; balance_cents: number }[]>(
    `invoice_summaries?select=number,balance_cents&campaign_id=eq.${id}&voided_at=is.null&order=cycle_starts_on`,
  );

  const { context, page: phone, errors } = await advertiserPhone(browser, allowedConsoleErrors);
  await phone.goto('/account');
  await phone.getByLabel('E-mail address').fill(SEED_LEAD.email);
  await phone.getByRole('button', { name: 'Send me a link' }).click();
  const mail = await newestMail(backend, 'Your sign-in link and code');
  await phone.getByLabel('6-digit code from the e-mail').fill(/<strong>(\d{6})<\/strong>/.exec(mail.html)![1]!);
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await phone
    .getByRole('listitem')
    .filter({ hasText: `Reference ${reference}` })
    .getByRole('link')
    .click();
  await expect(phone).toHaveURL(new RegExp(`/account/campaigns/${id}$`));

  const invoices = phone.getByRole('region', { name: 'Invoices' });
  const line = invoices.getByRole('listitem').filter({ hasText: invoice!.number });
  await line.getByRole('button', { name: 'Pay this invoice' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(phone).toHaveURL(/\/account\/paid\?session_id=cs_\w+$/);
  await expect(phone.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible({ timeout: 30_000 });
  const receipt = phone.getByRole('region', { name: 'Your payment' });
  await expect(receipt).toContainText(`Invoice ${invoice!.number} of campaign ${reference}`);
  await expect(receipt).toContainText('Card (Stripe)');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await context.close();
  expect(errors, 'console errors on the advertiser’s phone').toEqual([]);
});
