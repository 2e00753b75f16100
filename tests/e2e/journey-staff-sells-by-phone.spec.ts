import { campaignPeriodLabel, dayNumber, formatDay, torontoDate } from '../../supabase/functions/_shared/booking-cycles';
import { formatCents } from '../../supabase/functions/_shared/money';
import { CANCELLATION_DEPOSIT_LINES, PAYMENT_EMAIL_LINES } from '../../supabase/functions/_shared/outbox-emails';
import { DEPOSIT } from '../../supabase/functions/_shared/sale-rules';
import { campaignTotal, DEPOSIT_EMAIL_LINES } from '../../supabase/functions/_shared/stripe-deposit';
import { depositAmount, type DepositBooking } from '../../supabase/functions/_shared/deposit';
import { advertiserPhone, pointCheckoutAtSite } from './advertiser-phone-helpers';
import { cycleStarts, HIGHBURY, openBookings } from './bookings-admin-helpers';
import { DESKTOP, expect, serviceRest, test, type BackendControl } from './fixtures';

// A sale by phone told to the customer at every step, from the database's
// outbox: the staff at 1280 px book a new advertiser; the confirmation e-mail
// brings the customer (on her phone, never signed in) to the deposit's
// checkout, and the thank-you page and a receipt follow; the staff cancel in
// time for the deposit to be refunded, refund it by card, and she is told of
// both. The staff's campaign page follows each of their actions without a
// reload; the worklist lists the deposit falling due, and drops it once paid.

const CUSTOMER = { company: 'Maple Leaf Florist', contact: 'Nora Quinn', email: 'nora@mapleleafflorist.example', phone: '519-555-0142' };
const waits = (n: number) => `${n} thing${n === 1 ? '' : 's'} wait${n === 1 ? 's' : ''}`;

test.use(DESKTOP);

test.beforeEach(async () => {
  await pointCheckoutAtSite();
});
// Back to the seed for the next spec (this one makes an advertiser, a campaign and payments).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

/** The one e-mail to the customer with this subject, once the outbox's job has run (its schedule, here the test). */
async function mailTo(backend: BackendControl, subject: string) {
  await backend.deliverOutbox();
  const mails = (await backend.outbox()).filter((m) => m.to === CUSTOMER.email && m.subject === subject);
  expect(mails, subject).toHaveLength(1);
  return mails[0]!;
}

test('a phone sale e-mails the customer, who pays signed out; cancelled and refunded, she is told each time', async ({
  page,
  browser,
  backend,
  allowedConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // A start far enough ahead that a cancellation today keeps the deposit refundable.
  const start = cycleStarts()[1]!;
  const daysBefore = dayNumber(start) - dayNumber(torontoDate(new Date()));
  expect(daysBefore).toBeGreaterThanOrEqual(DEPOSIT.refundNoticeDays);

  await openBookings(page);
  const waiting = page.getByRole('banner').getByTestId('worklist-total');
  const waitingBefore = Number((await waiting.textContent())!.match(/\d+/)![0]);

  // The sale, for a new advertiser; the form says what the customer will be e-mailed.
  const form = page.getByRole('form', { name: 'Phone sale' });
  await form.getByRole('button', { name: 'New advertiser' }).click();
  await form.getByLabel('Company').fill(CUSTOMER.company);
  await form.getByLabel('Contact name').fill(CUSTOMER.contact);
  await form.getByLabel('E-mail', { exact: true }).fill(CUSTOMER.email);
  await form.getByLabel('Phone').fill(CUSTOMER.phone);
  await form.getByRole('button', { name: 'Create advertiser' }).click();
  await expect(form.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(CUSTOMER.company);
  await form.getByRole('checkbox', { name: HIGHBURY.name }).check();
  await form.getByLabel('Start cycle').selectOption(start);
  await form.getByLabel('Cycles').selectOption('2');
  const notify = form.getByRole('checkbox', { name: 'E-mail the customer the confirmation' });
  await expect(notify).toBeChecked();
  await expect(notify).toHaveAccessibleDescription(/the boards and dates, the total with HST, the deposit with its pay link and deadline/);
  await form.getByRole('button', { name: 'Book these slots' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Booked for ${CUSTOMER.company}: ${HIGHBURY.name}` })).toBeVisible();

  const campaignName = `${CUSTOMER.company}, ${formatDay(start).replace(/^\S+ /, '')}`;
  const [campaign] = await serviceRest<{ id: string; reference: string }[]>(`campaigns?select=id,reference&name=eq.${encodeURIComponent(campaignName)}`);
  const { id, reference } = campaign!;
  const bookings = await serviceRest<DepositBooking[]>(`bookings?select=price_per_cycle_cents,discount_bp,cycles,status&campaign_id=eq.${id}`);
  const deposit = depositAmount(bookings);
  const total = campaignTotal(bookings);
  expect(total.totalCents).toBeGreaterThan(deposit.totalCents);

  // Most of the week to pay has gone by (as the clock would have it): the deposit falls due within 48 hours.
  const dueAt = new Date(Date.now() + 30 * 3600_000).toISOString();
  await serviceRest(`campaigns?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ deposit_due_at: dueAt }) });

  // The worklist lists it, linking to the campaign; the header counts one thing more.
  await page.goto('/admin/dashboard');
  const dueSoon = page.getByRole('region', { name: '1 Deposits due within 48 hours' });
  await expect(waiting).toHaveText(waits(waitingBefore + 1));
  await dueSoon.getByRole('link', { name: `${reference} · ${CUSTOMER.company}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${id}$`));
  const payment = page.getByRole('region', { name: 'Payment' });
  const emails = page.getByRole('region', { name: 'E-mails' });
  await expect(payment.getByText('Not paid', { exact: true })).toBeVisible();
  await expect(payment).toContainText(
    `Due now: ${formatCents(deposit.totalCents)} (${formatCents(deposit.subtotalCents)} plus HST 13% ${formatCents(deposit.hstCents)})`,
  );
  await expect(emails).toContainText('Confirmation: waiting to be sent');

  // The confirmation, sent by the outbox's job with no browser involved: boards, dates, total, deposit, deadline, pay link, account.
  const confirmation = await mailTo(backend, 'Your billboard booking is confirmed');
  expect(confirmation.text).toContain(`${HIGHBURY.name}: ${campaignPeriodLabel(start, 2)} (2 cycles of 4 weeks)`);
  expect(confirmation.text).toContain(DEPOSIT_EMAIL_LINES.total(total));
  expect(confirmation.text).toContain(DEPOSIT_EMAIL_LINES.amount(deposit));
  expect(confirmation.text).toContain(DEPOSIT_EMAIL_LINES.dueBy(new Date(dueAt)));
  expect(confirmation.text).toContain('/account: type this e-mail address there');
  expect(confirmation.text).toContain(`Reference: ${reference}`);
  const payLink = new RegExp(`${DEPOSIT_EMAIL_LINES.payOnline}\\n(\\S+)`).exec(confirmation.text)?.[1];
  expect(payLink).toBeTruthy();

  // She pays from the e-mail on her phone, signed out; Checkout's return page thanks her and shows the payment.
  const phone = await advertiserPhone(browser, allowedConsoleErrors);
  await phone.page.goto(payLink!);
  await expect(phone.page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
  await phone.page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(phone.page).toHaveURL(/\/account\/paid\?session_id=cs_\w+$/);
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible({ timeout: 30_000 });
  const paid = phone.page.getByRole('region', { name: 'Your payment' });
  await expect(paid).toContainText(formatCents(deposit.totalCents));
  await expect(paid).toContainText(`The deposit of campaign ${reference}`);
  await expect(paid).toContainText('Card (Stripe)');
  await expect(paid).toContainText(formatCents(total.totalCents - deposit.totalCents));
  await expect(phone.page.getByRole('link', { name: 'Sign in to your account' })).toBeVisible();
  await phone.context.close();
  expect(phone.errors, 'console errors on the customer’s phone').toEqual([]);

  // Her receipt: the amount, the method, what it paid and the balance left.
  const receipt = await mailTo(backend, PAYMENT_EMAIL_LINES.receiptSubject(deposit.totalCents, reference));
  expect(receipt.text).toContain(`We received your payment of ${formatCents(deposit.totalCents)} (card (stripe)) on `);
  expect(receipt.text).toContain(PAYMENT_EMAIL_LINES.paysDeposit(deposit));
  expect(receipt.text).toContain(PAYMENT_EMAIL_LINES.balance(total.totalCents - deposit.totalCents));

  // Paid: the worklist no longer lists the deposit, and the header counts it off.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('region', { name: '0 Deposits due within 48 hours' })).toBeVisible();
  await expect(waiting).toHaveText(waits(waitingBefore));

  // The campaign shows the payment and, in words, both e-mails.
  await page.goto(`/admin/campaigns/${id}`);
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment).toContainText('Card (Stripe)');
  await expect(emails).toContainText(`Confirmation e-mailed to ${CUSTOMER.email}, with the deposit link`);
  await expect(emails).toContainText(`Receipt e-mailed to ${CUSTOMER.email}, for the deposit`);

  // From here on the page is never reloaded: each action shows at once.
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Cancel campaign' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this campaign?' });
  await cancel.getByLabel('Reason (kept in the timeline)').fill('The shop’s opening moved to spring.');
  await cancel.getByRole('button', { name: 'Cancel campaign' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId('campaign-status')).toHaveText('Status: Cancelled');
  await expect(page.getByTestId('campaign-timeline').getByRole('listitem').last()).toContainText('Reason: The shop’s opening moved to spring.');
  const after = payment.getByTestId('deposit-refund');
  await expect(after).toContainText(`${daysBefore} days before the first cycle (${formatDay(start)}).`);
  await expect(after).toContainText('By the terms the deposit is refundable in full.');
  await expect(emails).toContainText('Cancellation: waiting to be sent');

  // The cancellation tells her what was released and that her deposit comes back.
  const cancelled = await mailTo(backend, 'Your billboard campaign is cancelled');
  expect(cancelled.text).toContain(`${HIGHBURY.name}: ${campaignPeriodLabel(start, 2)} (2 cycles of 4 weeks), released`);
  expect(cancelled.text).toContain(CANCELLATION_DEPOSIT_LINES.refunded(deposit.totalCents, daysBefore, DEPOSIT.refundNoticeDays));

  // The refund by card: asked of Stripe, recorded once its event arrives, shown without a reload.
  await after.getByRole('button', { name: 'Refund the deposit' }).click();
  await after.getByRole('button', { name: 'Yes, refund' }).click();
  const net = formatCents(deposit.totalCents);
  // 'Stripe is refunding ...' until the page has read the refund Stripe's event recorded.
  await expect(after.getByRole('status')).toHaveText(`Stripe confirmed the refund of ${net}.`);
  // The campaign's ledger: its invoices voided by the cancellation, the deposit received and refunded, nothing owed.
  await expect(payment.getByTestId('ledger')).toHaveText(`Invoiced$0.00Received${net}Refunded${net}Balance owed$0.00`);
  await expect(payment.getByRole('row').filter({ hasText: 'Card (Stripe) (refund)' })).toContainText(formatCents(-deposit.totalCents));
  await expect(emails).toContainText(`Cancellation e-mailed to ${CUSTOMER.email}`);

  const refund = await mailTo(backend, PAYMENT_EMAIL_LINES.refundSubject(deposit.totalCents, reference));
  expect(refund.text).toContain(`We refunded ${formatCents(deposit.totalCents)} to you (card (stripe)) on `);
  expect(refund.text).toContain(PAYMENT_EMAIL_LINES.paidAfterRefund(0));

  // The staff send the cancellation again: the list reads again, with the refund notice sent and the new message waiting.
  await emails
    .getByRole('listitem')
    .filter({ hasText: `Cancellation e-mailed to ${CUSTOMER.email}` })
    .getByRole('button', { name: 'Send again' })
    .click();
  await expect(emails).toContainText('Cancellation: waiting to be sent (sent again at the staff’s request)');
  await expect(emails).toContainText(`Refund notice e-mailed to ${CUSTOMER.email}`);
});
