import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDay } from '../../supabase/functions/_shared/booking-cycles';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { DUNDAS, SEED_LEAD } from './bookings-admin-helpers';
import { advertiserPhone, pointCheckoutAtSite } from './advertiser-phone-helpers';
import { DESKTOP, expect, serviceRest, signInAsAdminAt, test, type BackendControl } from './fixtures';

// A confirmed campaign from the advertiser's side, with the staff beside her:
// the staff confirm Priya Raman's request at a desk; on her phone she signs in
// with the e-mailed code, pays the deposit on the local Stripe checkout (the
// return page shows the payment, and shows it too to a browser signed out), and
// sends artwork that the staff send back with a reason, then approve; the
// staff add a photo and a play log, and she reads the proof report and prints
// an invoice.

// A wrong or spent token answers 403, which Chromium logs.
test.use({ ...DESKTOP, allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async () => {
  await pointCheckoutAtSite();
});
// Back to the seed for the next spec (this one confirms a campaign, makes an account, stores files and payments).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

async function newestMail(backend: BackendControl, subject: string) {
  // What the staff's changes wrote to the outbox leaves when its job runs (its schedule, here the test).
  await backend.deliverOutbox();
  const matching = async () => (await backend.outbox()).filter((m) => m.to === SEED_LEAD.email && m.subject === subject);
  await expect.poll(async () => (await matching()).length).toBeGreaterThan(0);
  return (await matching()).at(-1)!;
}

async function uploadArtwork(phone: Page, png: Buffer, version: number): Promise<void> {
  const artwork = phone.getByRole('region', { name: 'Artwork' });
  // The first cycle still open for artwork: the form names none until the advertiser picks it.
  await artwork.getByLabel('Which cycle is this version for?').selectOption({ index: 1 });
  await artwork.getByLabel('Artwork file').setInputFiles({ name: `artwork-v${version}.png`, mimeType: 'image/png', buffer: png });
  const upload = artwork.getByRole('button', { name: 'Upload this version' });
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(artwork.getByText(`Version ${version} is waiting for our review.`)).toBeVisible();
}

/** The staff's card for this campaign's pending artwork in /admin/artwork. */
async function queueCard(page: Page, reference: string, version: number) {
  await page.goto('/admin/artwork');
  await expect(page.getByRole('heading', { level: 1, name: 'Artwork to review' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `(${reference})` });
  await expect(card).toContainText(`Version ${version}`);
  return card;
}

test('the advertiser pays, sends artwork and reads her proof on her phone while the staff review it at a desk', async ({
  page,
  browser,
  backend,
  allowedConsoleErrors,
}, testInfo) => {
  test.setTimeout(300_000);
  const [campaign] = await serviceRest<{ id: string; reference: string }[]>(`campaigns?select=id,reference&lead_id=eq.${SEED_LEAD.id}`);
  const [booking] = await serviceRest<{ starts_on: string }[]>(`bookings?select=starts_on&campaign_id=eq.${campaign!.id}`);
  const [board] = await serviceRest<{ slug: string; screen_width_px: number; screen_height_px: number }[]>(
    `billboard_locations?select=slug,screen_width_px,screen_height_px&id=eq.${DUNDAS.id}`,
  );
  const { id, reference } = campaign!;

  // The staff confirm her request.
  await signInAsAdminAt(page, `/admin/campaigns/${id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByRole('status')).toHaveText('Campaign confirmed. The advertiser will be e-mailed within a minute.');
  // The outbox's job, as its schedule runs it: it makes her account and sends the confirmation.
  await newestMail(backend, 'Your billboard booking is confirmed');

  // She signs in on her phone with the code the e-mail gives.
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

  // The deposit, with its HST, paid on the local checkout; back on her campaign, it shows paid once the webhook has recorded it.
  const deposit = phone.getByRole('region', { name: 'Deposit' });
  await expect(deposit).toContainText('Not paid yet.');
  await expect(deposit).toContainText('plus HST 13%');
  await expectSeriousAxeClean(phone);
  await deposit.getByRole('button', { name: 'Pay the deposit' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await phone.getByRole('button', { name: 'Pay', exact: true }).click();
  // Checkout's return page: the payment, shown by the session id in its URL.
  await expect(phone).toHaveURL(/\/account\/paid\?session_id=cs_\w+$/);
  const returnUrl = phone.url();
  await expect(phone.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible({ timeout: 30_000 });
  const receipt = phone.getByRole('region', { name: 'Your payment' });
  await expect(receipt).toContainText(`The deposit of campaign ${reference}`);
  await expect(receipt).toContainText('Card (Stripe)');
  await expectSeriousAxeClean(phone);

  // The same page in a browser with no session (another device, a cleared one): the payment still shows, and the way to sign in.
  const signedOut = await advertiserPhone(browser, allowedConsoleErrors);
  await signedOut.page.goto(returnUrl);
  await expect(signedOut.page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
  await expect(signedOut.page.getByRole('region', { name: 'Your payment' })).toContainText(`The deposit of campaign ${reference}`);
  await expect(signedOut.page.getByLabel('E-mail address')).toHaveCount(0);
  await signedOut.page.getByRole('link', { name: 'Sign in to your account' }).click();
  await expect(signedOut.page).toHaveURL(new RegExp(`/account/campaigns/${id}$`));
  await expect(signedOut.page.getByLabel('E-mail address')).toBeVisible();
  await signedOut.context.close();
  expect(signedOut.errors, 'console errors on the signed-out return page').toEqual([]);

  await phone.getByRole('link', { name: 'See your campaign' }).click();
  await expect(phone).toHaveURL(new RegExp(`/account/campaigns/${id}$`));
  await expect(deposit.getByText('Paid. Thank you.')).toBeVisible();
  await expect(deposit).toContainText('(Card (Stripe))');

  await page.reload();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment).toContainText('Card (Stripe)');

  // Artwork of the board's exact size: sent back with a reason and a note, sent again, approved.
  const template = await page.request.get(`/artwork-templates/${board!.screen_width_px}x${board!.screen_height_px}.png`);
  expect(template.ok()).toBe(true);
  const png = await template.body();
  await uploadArtwork(phone, png, 1);

  let card = await queueCard(page, reference, 1);
  await expectSeriousAxeClean(page);
  await card.getByRole('button', { name: 'Send back...' }).click();
  const dialog = page.getByRole('dialog', { name: `Send back version 1 of ${reference}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Illegible text' });
  const note = 'The phone number is too small to read from the road; please make it twice as large.';
  await dialog.getByLabel('Comment for the advertiser').fill(note);
  await dialog.getByRole('button', { name: 'Send back', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Version 1 of ${reference} sent back.`)).toBeVisible();
  const sentBack = await newestMail(backend, `Your artwork needs a change (${reference})`);
  expect(sentBack.text).toContain('Reason: Illegible text.');
  expect(sentBack.text).toContain(`Our note: ${note}`);

  await phone.goto(`/account/campaigns/${id}`);
  const artwork = phone.getByRole('region', { name: 'Artwork' });
  await expect(artwork).toContainText('Sent back');
  await expect(artwork).toContainText('Reason: Illegible text. Some text cannot be read from the road at the size it is shown.');
  await expect(artwork).toContainText(`Our note: ${note}`);
  await uploadArtwork(phone, png, 2);

  card = await queueCard(page, reference, 2);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Version 2 of ${reference} approved.`)).toBeVisible();
  const approved = await newestMail(backend, `Your artwork is approved (${reference})`);
  expect(approved.text).toContain('Your ad goes live');

  await phone.reload();
  await expect(artwork.getByText(/^Goes live .+\.$/)).toBeVisible();
  await expect(artwork).toContainText('Approved');

  // The staff add a photo of the ad and the player's log for her first cycle.
  await page.goto(`/admin/campaigns/${id}`);
  const proof = page.getByRole('region', { name: 'Proof of play' });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const start = booking!.starts_on;
  // The form chooses no board and cycle by itself, and the database refuses a photo dated outside its cycle.
  await expect(proof.getByLabel('Board and cycle')).toHaveValue('');
  const dundasCycle = await proof.getByLabel('Board and cycle').locator('option', { hasText: DUNDAS.name }).first().textContent();
  await proof.getByLabel('Board and cycle').selectOption({ label: dundasCycle! });
  await proof.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'dundas.jpg', mimeType: 'image/jpeg', buffer: photo });
  await proof.getByLabel('Taken at (Toronto time)').fill(`${start}T12:00`);
  await proof.getByRole('button', { name: 'Upload photo' }).click();
  await expect(proof.getByText('Photo added.')).toBeVisible();
  await expect(proof.getByRole('img', { name: new RegExp(`^The ad on ${DUNDAS.name}, photographed `) })).toBeVisible();

  const log = [
    'board,played_at,creative,seconds',
    `${board!.slug},${start}T12:00:00-05:00,${reference},10`,
    `${board!.slug},${start}T12:01:00-05:00,${reference}-v2.png,10`,
    `${board!.slug},${start}T12:02:00-05:00,${reference.toLowerCase()},10`,
  ].join('\r\n');
  // Her cycle has not started: the import lists the plays as dated in the future and stores none.
  await proof.getByLabel('Export file (CSV)').setInputFiles({ name: 'dundas-log.csv', mimeType: 'text/csv', buffer: Buffer.from(log) });
  await expect(proof.getByText('3 plays dated in the future')).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Import 0 plays' })).toBeDisabled();
  // Once it has run, the player's plays are stored as the import stores them (the test cannot wait for the day).
  const [logImport] = await serviceRest<{ id: string }[]>('play_log_imports', {
    method: 'POST',
    body: JSON.stringify({ file_name: 'dundas-log.csv', rows_in_file: 3, rows_imported: 3 }),
  });
  await serviceRest('plays', {
    method: 'POST',
    body: JSON.stringify(
      [12, 13, 14].map((hour) => ({
        location_id: DUNDAS.id,
        played_at: `${start}T${hour}:00:00-05:00`,
        creative_ref: reference,
        seconds: 10,
        import_id: logImport!.id,
      })),
    ),
  });

  // She opens the printable report: the photo and the plays delivered.
  await phone.reload();
  await phone.getByRole('link', { name: 'Open the printable report' }).click();
  await expect(phone).toHaveURL(new RegExp(`/account/campaigns/${id}/report$`));
  await expect(phone.getByRole('heading', { level: 1, name: 'Proof of play report' })).toBeVisible();
  const shot = phone.getByRole('img', { name: new RegExp(`^The ad on ${DUNDAS.name}, photographed `) });
  await expect(shot).toBeVisible();
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(phone.getByRole('region', { name: DUNDAS.name })).toContainText(/Delivered\s*3 \(/);
  await expectSeriousAxeClean(phone);

  // The first cycle's invoice, which the deposit paid, printed: on paper the number and the HST line still show.
  await phone.goBack();
  const invoices = phone.getByRole('region', { name: 'Invoices' });
  const firstCycle = invoices.getByRole('row').filter({ hasText: `${formatDay(start)} –` });
  await expect(firstCycle).toHaveCount(1);
  const link = firstCycle.getByRole('link');
  const number = (await link.textContent())!.trim();
  expect(number).not.toBe('');
  await link.click();
  await expect(phone).toHaveURL(/\/account\/invoices\/[^/]+$/);
  const invoice = phone.getByRole('article', { name: 'Invoice' });
  await expect(invoice).toContainText(number);
  await expect(invoice).toContainText(/Status\s*Paid/);
  await expect(invoice).toContainText(/Balance due\s*\$0\.00/);
  await expectSeriousAxeClean(phone);
  await phone.emulateMedia({ media: 'print' });
  await expect(invoice.getByText(number, { exact: true })).toBeVisible();
  await expect(invoice.getByText('HST 13%', { exact: true })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await phone.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true });

  await context.close();
  expect(errors, 'console errors on the advertiser’s phone').toEqual([]);
});
