import { campaignPeriodLabel } from '../../supabase/functions/_shared/booking-cycles';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { DUNDAS, SEED_LEAD } from './bookings-admin-helpers';
import { expect, serviceRest, signInAsAdminAt, test } from './fixtures';

// The staff's campaign at 1280 px: from Priya Raman's lead in the inbox to
// her requested campaign's page; confirmed, extended by one cycle, then
// cancelled; the status, the bookings and the timeline follow each step, and
// the cancellation reaches her by e-mail.

// Back to the seed for the next spec (this one confirms, extends and cancels).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('staff open a requested campaign from the leads inbox, confirm it, extend it by a cycle and cancel it', async ({ page, backend }) => {
  const [campaign] = await serviceRest<{ id: string; reference: string }[]>(`campaigns?select=id,reference&lead_id=eq.${SEED_LEAD.id}`);
  const [booking] = await serviceRest<{ starts_on: string }[]>(`bookings?select=starts_on&campaign_id=eq.${campaign!.id}`);

  await signInAsAdminAt(page, '/admin/leads');
  const lead = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SEED_LEAD.name }) });
  await lead.getByRole('link', { name: `${campaign!.reference} (requested)` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaign!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign' })).toBeVisible();
  const status = page.getByTestId('campaign-status');
  const actions = page.getByRole('region', { name: 'Actions' });
  const timeline = page.getByTestId('campaign-timeline').getByRole('listitem');
  // The boards' row of the campaign: once confirmed, the proof of play section (refreshed with it) lists the board's cycles too.
  const row = page.getByRole('region', { name: 'Boards and dates' }).getByRole('row', { name: new RegExp(DUNDAS.name) });
  await expect(status).toHaveText('Status: Requested');
  await expect(page.getByRole('link', { name: SEED_LEAD.email })).toHaveAttribute('href', `mailto:${SEED_LEAD.email}`);
  await expect(row).toContainText(`${campaignPeriodLabel(booking!.starts_on, 2)} (2 cycles)`);
  await expect(timeline).toHaveCount(1);
  await expectSeriousAxeClean(page);

  await actions.getByRole('button', { name: 'Confirm' }).click();
  await expect(actions.getByRole('status')).toHaveText('Campaign confirmed. The advertiser will be e-mailed within a minute.');
  await expect(status).toHaveText('Status: Confirmed');
  await expect(timeline.last()).toContainText('Confirmed · Requested → Confirmed');
  await expect(timeline.last()).toContainText('You');
  // The deposit and the invoices the confirmation made show at once, without a reload.
  await expect(page.getByText(/^Deposit due by /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('INV-');
  await expect(page.getByText('No deposit due')).toHaveCount(0);

  await actions.getByRole('button', { name: 'Extend' }).click();
  const extend = page.getByRole('dialog', { name: 'Extend this campaign' });
  await extend.getByLabel('Cycles to add').fill('1');
  await extend.getByRole('button', { name: 'Extend' }).click();
  await expect(extend).toBeHidden();
  await expect(actions.getByRole('status')).toHaveText('Campaign extended.');
  await expect(row).toContainText(`${campaignPeriodLabel(booking!.starts_on, 3)} (3 cycles)`);
  await expect(timeline.last()).toContainText('Extended by 1 cycle');
  await expect(status).toHaveText('Status: Confirmed');

  await actions.getByRole('button', { name: 'Cancel campaign' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this campaign?' });
  await expect(cancel).toContainText('Cycles that have not begun are freed for other advertisers; cycles already run stay booked.');
  await cancel.getByLabel('Reason (kept in the timeline)').fill('The clinic’s opening is postponed.');
  await cancel.getByRole('button', { name: 'Cancel campaign' }).click();
  await expect(cancel).toBeHidden();
  await expect(actions.getByRole('status')).toHaveText('Campaign cancelled. The advertiser will be e-mailed within a minute.');
  await expect(status).toHaveText('Status: Cancelled');
  await expect(timeline.last()).toContainText('Cancelled · Confirmed → Cancelled');
  await expect(timeline.last()).toContainText('Reason: The clinic’s opening is postponed.');
  await expect(actions).toContainText('its state is final');
  // The outbox's job sends what the changes wrote, as its schedule would; the page shows it once read again.
  await backend.deliverOutbox();
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mails' })).toContainText(`Cancellation e-mailed to ${SEED_LEAD.email}`);

  const notice = (await backend.outbox()).find((m) => m.to === SEED_LEAD.email && m.subject === 'Your billboard campaign is cancelled');
  expect(notice?.text).toContain(`Reference: ${campaign!.reference}`);
  expect(notice?.text).toContain(DUNDAS.name);
});
