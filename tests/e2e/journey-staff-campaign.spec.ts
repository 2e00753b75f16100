import { addDays, campaignPeriodLabel, formatDay } from '../../supabase/functions/_shared/booking-cycles';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { DUNDAS, SEED_LEAD } from './bookings-admin-helpers';
import { expect, serviceRest, signInAsAdminAt, test } from './fixtures';

// The staff's campaign at 1280 px: from Priya Raman's lead in the inbox to
// her requested campaign's page; confirmed, extended by one cycle, then
// cancelled; the status, the bookings and the timeline follow each step, and
// the cancellation reaches her by e-mail. Between extending and cancelling,
// once its first cycle has begun, the staff name the board's Xibo display in
// Locations and import a Xibo export on /admin/proof-of-play: the summary
// counts her campaign's plays and lists what matched nothing, by why, before
// anything is stored; the same file again adds nothing; the campaign's proof
// shows the plays delivered.

// Back to the seed for the next spec (this one confirms, extends and cancels).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('staff open a requested campaign from the leads inbox, confirm it, extend it by a cycle and cancel it', async ({ page, backend }) => {
  const [campaign] = await serviceRest<{ id: string; reference: string; name: string }[]>(`campaigns?select=id,reference,name&lead_id=eq.${SEED_LEAD.id}`);
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

  // A cycle later (the test cannot wait for the day): her first cycle has begun, and Dundas's player has played it.
  const [started] = await backend.startCampaignCycleEarlier(campaign!.id);
  const display = 'LDB Dundas Downtown';
  await page.goto('/admin/locations');
  const board = page
    .getByRole('list', { name: 'Locations' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: DUNDAS.name }) });
  await board.getByRole('combobox', { name: 'Player' }).selectOption({ label: 'Xibo display' });
  await board.getByRole('textbox', { name: 'Name', exact: true }).fill(display);
  await board.getByRole('button', { name: 'Add name' }).click();
  await expect(board.getByRole('list', { name: `Names in the players: ${DUNDAS.name}` })).toContainText(`Xibo display: ${display}`);

  // The export Xibo's dialog writes (UTC): three plays of her artwork, and one of each kind that matches nothing.
  const media = `${campaign!.reference}-v1.png`;
  const stat = (at: string, screen: string, file: string) => `"${at}",media,"${at}","${at}","Loop",,"${screen}",${file},,8,1,`;
  const csv = [
    '"Stat Date",Type,FromDT,ToDT,Layout,Campaign,Display,Media,Tag,Duration,Count,Engagements',
    stat(`${started} 14:00:00`, display, media),
    stat(`${started} 14:00:08`, display, media),
    stat(`${started} 14:00:16`, display, media),
    stat(`${started} 14:01:00`, 'Lobby screen', media),
    stat(`${started} 14:02:00`, display, 'House ad.jpg'),
    stat(`${addDays(started!, -3)} 14:00:00`, display, media),
    stat('2099-01-04 14:00:00', display, media),
  ].join('\r\n');
  const file = { name: 'xibo-week.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
  await page.goto('/admin/proof-of-play');
  const summary = page.getByRole('region', { name: 'xibo-week.csv (Xibo CMS proof of play export)' });
  const matched = `${campaign!.reference} ${campaign!.name}: 3 plays`;
  await page.getByLabel('Export file (CSV)').setInputFiles(file);
  await expect(summary.getByText(matched, { exact: true })).toBeVisible();
  for (const unmatched of [
    '1 play on a display no board is named after (add the name in Locations)',
    '1 play naming no campaign’s reference',
    '1 play of a campaign on a board or day outside every cycle it booked',
    '1 play dated in the future',
  ]) {
    await expect(summary.getByText(unmatched)).toBeVisible();
  }
  await summary.getByRole('button', { name: 'Import 3 plays' }).click();
  await expect(page.getByText('Imported 3 new rows of plays from xibo-week.csv.')).toBeVisible();
  // The same file again: the summary says its plays were imported before, and storing adds none.
  await page.getByLabel('Export file (CSV)').setInputFiles(file);
  await expect(summary.getByText(`${matched} (3 rows imported before)`, { exact: true })).toBeVisible();
  await summary.getByRole('button', { name: 'Import 3 plays' }).click();
  await expect(page.getByText('Imported 0 new rows of plays from xibo-week.csv (3 of the matched rows were imported before).')).toBeVisible();

  // Her campaign's proof counts the three plays in the cycle that has begun.
  await page.goto(`/admin/campaigns/${campaign!.id}`);
  const figures = page.getByRole('table', { name: 'Plays delivered against plays contracted, per board and cycle' });
  await expect(
    figures
      .getByRole('row', { name: new RegExp(formatDay(started!)) })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('3');
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
