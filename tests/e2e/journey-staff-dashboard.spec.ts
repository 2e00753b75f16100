// The staff's morning, at a laptop's width: /admin opens the dashboard with
// the seed's figures; the staff choose the morning e-mail's hour; a hold about
// to lapse shows there and in the morning digest the schedule e-mails; once
// the staff confirm Priya Raman's request, the pipeline empties and the
// revenue booked grows by its total. The worklist at the top lists her request
// and the header counts what waits, and both move with the confirmation. The
// occupancy table fits the width, and its region takes the keyboard's focus.
// The campaigns CSV names its time zone.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { addDays, cycleEnd, dayNumber, nextCycleStarts, torontoDate } from '../../supabase/functions/_shared/booking-cycles';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { E2E_BACKEND_URL, E2E_SITE_URL } from './env';
import { expectSeriousAxeClean } from './admin-shell-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect, parseCsv, serviceRest, signInAsAdminAt, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const PRIYA_LEAD = 'd0000000-0000-4000-8000-000000000001';
const PRIYA_BOOKING = 'e0000000-0000-4000-8000-000000000006';

// The seed's confirmed sales: [price per cycle, cycles, length rate, first cycle (after the next start)].
const SEED_SALES: [number, number, number, number][] = [
  // Dundas St Downtown, $1,900
  [1900, 2, 0, 0],
  [1900, 3, 0.05, 0],
  [1900, 6, 0.1, 0],
  [1900, 2, 0, 0],
  [1900, 13, 0.1, 0],
  // Oxford St, $1,650
  [1650, 3, 0.05, 0],
  [1650, 4, 0.05, 0],
  [1650, 6, 0.1, 0],
  // Huron St, $2,450
  [2450, 3, 0.05, 2],
  [2450, 1, 0, 3],
];

/** The dashboard's months: two before this one, this one, nine after (Toronto's calendar). */
function window(): { first: string; last: string } {
  const [y, m] = torontoDate(new Date()).split('-').map(Number) as [number, number];
  const at = (offset: number) => {
    const index = y * 12 + (m - 1) + offset;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  };
  return { first: at(-2), last: addDays(at(10), -1) };
}

/**
 * Revenue in the dashboard's months, day by day: each sale's total spread
 * evenly over its days; and how far the dashboard's whole cents may be from
 * it. The database shares each campaign's total among all its months in whole
 * cents, each within a cent of its exact share, adding up to the total: the
 * months shown are off the exact figure by less than a cent for each month
 * beyond the window that such a campaign runs in.
 */
function seedRevenueInWindow(): { cents: number; tolerance: number } {
  const next = nextCycleStarts(new Date(), 1, site.bookingCycles)[0]!;
  const { first, last } = window();
  let cents = 0;
  let tolerance = 0;
  for (const [price, cycles, rate, offset] of SEED_SALES) {
    const start = addDays(next, 28 * offset);
    const end = cycleEnd(start, cycles);
    const total = Math.round(price * 100 * cycles * (1 - rate));
    const days = Math.max(0, Math.min(dayNumber(end), dayNumber(last)) - Math.max(dayNumber(start), dayNumber(first)) + 1);
    cents += (total * days) / (28 * cycles);
    if (end > last) tolerance += monthIndex(end) - monthIndex(last);
  }
  return { cents, tolerance };
}

/** Months since year 0 of a day ('YYYY-MM-DD'). */
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function revenueTotal(page: Page): Promise<number> {
  return cents((await page.getByTestId('revenue-total').textContent()) ?? '');
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${E2E_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function runScheduledJob(name: string): Promise<void> {
  const res = await fetch(`${E2E_BACKEND_URL}/__local/scheduled-jobs/run`, {
    method: 'POST',
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.ok).toBe(true);
}

// Back to the seed for the next spec (this one confirms a campaign and lets a hold lapse).
test.afterEach(async ({ backend }) => {
  await backend.reset();
});

test('the dashboard shows the seed, a lapsing hold reaches the digest, and a confirmation moves the figures', async ({ page, backend }) => {
  const [priya] = await serviceRest<{ id: string; reference: string; name: string }[]>(`campaigns?select=id,reference,name&lead_id=eq.${PRIYA_LEAD}`);
  const campaignPage = `/admin/campaigns/${priya!.id}`;

  // The admin's home, signed out: sign-in, then the dashboard.
  await signInAsAdminAt(page, '/admin', { landsAt: '/admin/dashboard' });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // The seed: Priya Raman's request ($1,900 x 2 cycles) is the one open request; her hold has six days to run.
  await expect(page.getByTestId('pipeline-value')).toHaveText('$3,800.00');
  await expect(page.getByText('1 request with an open hold')).toBeVisible();
  const expected = seedRevenueInWindow();
  expect(Math.abs((await revenueTotal(page)) - expected.cents)).toBeLessThan(expected.tolerance + 1);
  await expect(page.getByRole('table', { name: 'Holds expiring within 48 hours (0)' })).toContainText('None.');
  const occupancy = page.getByRole('table', { name: 'Occupancy per board and month' });
  await expect(occupancy.getByRole('rowheader', { name: 'London — Dundas St Downtown' })).toBeVisible();
  const revenueBefore = await revenueTotal(page);

  // The worklist: her request is the one to answer, linking to her campaign; the count to the requests.
  const requests = page.getByRole('region', { name: '1 Requests to answer' });
  await expect(requests.getByRole('link', { name: '1 Requests to answer' })).toHaveAttribute('href', '/admin/bookings?status=requested');
  await expect(requests.getByRole('link', { name: `${priya!.reference} · Raman Family Dental` })).toHaveAttribute('href', campaignPage);
  await expect(requests).toContainText('waiting');
  const waiting = page.getByRole('banner').getByTestId('worklist-total');
  await expect(waiting).toHaveAttribute('href', '/admin/dashboard');
  const waitingBefore = Number((await waiting.textContent())!.match(/\d+/)![0]);
  expect(waitingBefore).toBeGreaterThanOrEqual(1);
  // Every row and month of the occupancy table at 1280 px: nothing scrolls or is clipped; the keyboard reaches it.
  const region = page.getByRole('region', { name: 'Occupancy per board and month, scrollable' });
  // What overflows the region, in pixels, across and down.
  expect(await region.evaluate((el) => ({ across: el.scrollWidth - el.clientWidth, down: el.scrollHeight - el.clientHeight }))).toEqual({ across: 0, down: 0 });
  await region.focus();
  await expect(region).toBeFocused();
  await expectSeriousAxeClean(page);

  // The morning e-mail from midnight on (Toronto time), so the day's digest is due whenever this runs.
  const hour = page.getByRole('combobox', { name: 'Send it at (Toronto time)' });
  await expect(hour).toHaveValue('8');
  await hour.selectOption({ label: '12 a.m. (midnight)' });
  await page.getByRole('button', { name: 'Save hour' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the morning e-mail goes out at 12 a.m. (midnight), Toronto time.');

  // Her hold now lapses within the day: the dashboard lists it, and the morning digest e-mails it.
  await serviceRest(`bookings?id=eq.${PRIYA_BOOKING}`, {
    method: 'PATCH',
    body: JSON.stringify({ expires_at: new Date(Date.now() + 20 * 3600_000).toISOString() }),
  });
  await page.reload();
  const expiring = page.getByRole('table', { name: 'Holds expiring within 48 hours (1)' });
  await expect(expiring.getByRole('link', { name: priya!.name })).toHaveAttribute('href', campaignPage);

  await runScheduledJob('staff-digest');
  const digests = (await backend.outbox()).filter((m) => m.subject.startsWith('Campaigns today, '));
  expect(digests).toHaveLength(1);
  expect(digests[0]!.to).toBe('info@londondigitalbillboards.ca');
  expect(digests[0]!.subject).toContain('1 hold expiring');
  expect(digests[0]!.text).toContain(`Raman Family Dental: ${priya!.name} (${priya!.reference})`);
  expect(digests[0]!.html).toContain(`href="${E2E_SITE_URL}${campaignPage}"`);

  // The staff confirm her request: it leaves the pipeline and its total is booked.
  const confirm = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/confirm_campaign`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_campaign: priya!.id, p_reason: null }),
  });
  expect(confirm.ok).toBe(true);
  await page.reload();
  await expect(page.getByTestId('pipeline-value')).toHaveText('$0.00');
  await expect(page.getByText('0 requests with an open hold')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Holds expiring within 48 hours (0)' })).toBeVisible();
  // Answered: no request waits, and the header counts one thing less.
  await expect(page.getByRole('region', { name: '0 Requests to answer' })).toBeVisible();
  await expect(waiting).toHaveText(`${waitingBefore - 1} thing${waitingBefore - 1 === 1 ? '' : 's'} wait${waitingBefore - 1 === 1 ? 's' : ''}`);
  // Her two cycles lie within the window: her months add up to her total to the cent.
  expect(await revenueTotal(page)).toBe(revenueBefore + 380_000);

  // The campaigns CSV: her campaign confirmed, times on the office clock with the zone named.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export campaigns CSV' }).click();
  const rows = parseCsv(readFileSync((await (await downloading).path())!, 'utf8'));
  expect(rows[0]).toContain('Created (America/Toronto)');
  const row = rows.find((r) => r[0] === priya!.reference)!;
  expect(row).toEqual([
    priya!.reference,
    priya!.name,
    'Raman Family Dental',
    'Priya Raman',
    'priya.raman@example.com',
    'London — Dundas St Downtown',
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    '2',
    '3800.00',
    'Confirmed',
    expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} E[SD]T$/),
  ]);
});
