import type { Page } from '@playwright/test';
import { cycleEnd, formatDay, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { site } from '../../src/config/site';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { expect, serviceRest } from './fixtures';
import { blackPng } from './png';

// A prospect plans a campaign with dates on the map page and takes it to the
// contact page. The seed sells out Dundas St for the next two cycles and
// leaves Oxford St (a loop of 4) one slot for the next three.

const DUNDAS = 'London — Dundas St Downtown';
export const OXFORD = 'London — Oxford St W at Hyde Park Rd';
export const OXFORD_ID = 'c0000000-0000-4000-8000-000000000002';
const FANSHAWE = 'London — Fanshawe Park Rd W at Masonville';
export const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";

export const ARTWORK = 'Artwork (optional): JPEG or PNG, up to 10 MB';

const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

/** 'Mon Jan 4 – Sun Mar 28, 2027 (3 cycles)' */
function periodLabel(start: string, cycles: number): string {
  const end = cycleEnd(start, cycles);
  const first = start.slice(0, 4) === end.slice(0, 4) ? formatDay(start).replace(/, \d{4}$/, '') : formatDay(start);
  return `${first} – ${formatDay(end)} (${cycles} cycles)`;
}

export interface FlowOptions {
  /** Take the plan to the contact page with the phone's sticky Get a Quote rather than the tray's button. */
  viaStickyBar: boolean;
  /** With the Maps stand-in: the info window of the sold-out board cannot add it either. */
  withMap: boolean;
  /** Artwork of the wrong size is refused naming the size; the right one previews and is stored with the lead. */
  withArtwork: boolean;
  tag: string;
}

export async function planDatesAndRequest(page: Page, { viaStickyBar, withMap, withArtwork, tag }: FlowOptions) {
  const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
  await page.goto('/billboard-map');
  await ready(page);
  const list = page.getByRole('region', { name: 'All Billboard Locations' });
  const card = (name: string) => list.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const dundas = card(DUNDAS);
  const oxford = card(OXFORD);

  // The next cycle: Dundas St is sold out and can be added for its next free start only, Oxford St has its last slot.
  await expect(dundas.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(dundas.getByText('Sold out for these dates')).toBeVisible();
  await expect(dundas.getByText(`Next free: ${formatDay(starts[2]!)}`)).toBeVisible();
  await expect(dundas.getByRole('button', { name: `Add ${DUNDAS} to my plan for ${formatDay(starts[2]!)}` })).toBeEnabled();
  await expect(oxford.getByText('1 slot left')).toBeVisible();

  // Each board's facts: specs folded on the card, its own price in view, or the from price.
  await expect(oxford.getByText('$1,650 per 4-week cycle')).toBeVisible();
  await oxford.getByText('Specs, audience and price').click();
  await expect(oxford.getByText('960 × 288 px')).toBeVisible();
  await expect(oxford.getByText('8-second spot in a loop of 4')).toBeVisible();
  await expect(oxford.getByText('About 26,500 daily impressions (City of London traffic count, 2025)')).toBeVisible();
  await expect(oxford.getByText('Eastbound, right-hand read')).toBeVisible();
  await expect(card(FANSHAWE).getByText('From $1,100 per 4-week cycle')).toBeVisible();

  if (withMap) {
    await dundas.getByRole('button', { name: `Show ${DUNDAS} on map` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sold out for these dates')).toBeVisible();
    // The info window says what the list says: the next free start, and the board can be added for it.
    await expect(dialog.getByText(`Next free: ${formatDay(starts[2]!)}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Add ${DUNDAS} to my plan for ${formatDay(starts[2]!)}` })).toBeEnabled();
    await expect(dialog.getByText('10-second spot in a loop of 6', { exact: true })).toBeVisible();
  }

  await oxford.getByRole('button', { name: `Add ${OXFORD} to my plan` }).click();
  const tray = page.getByRole('region', { name: 'My campaign plan' });
  const start = tray.getByRole('combobox', { name: 'Start cycle' });
  await expect(start.locator('option')).toHaveCount(13);
  await expect(start).toHaveValue(starts[0]!);
  await expect(start.locator('option').nth(2)).toHaveText(`Starts ${formatDay(starts[2]!)}`);

  // Two cycles on, Dundas St is free again.
  await start.selectOption(starts[2]!);
  await expect(dundas.getByText('Available', { exact: true })).toBeVisible();
  await dundas.getByRole('button', { name: `Add ${DUNDAS} to my plan` }).click();
  await expect(tray.getByText('2 boards in your plan')).toBeVisible();
  // $1,650 + $1,900 for one cycle; 26,500 x 28 / 4 + 31,000 x 28 / 6 impressions.
  await expect(tray.getByText('$3,550', { exact: true })).toBeVisible();
  await expect(tray.getByText('Book 3 cycles or more and save 5%')).toBeVisible();
  await expect(tray.getByText('about 330,167')).toBeVisible();
  await expect(tray.getByText('$10.75', { exact: true })).toBeVisible();
  await expect(tray).toContainText('estimate only');

  // Back to the next cycle: Dundas St, already in the plan, is flagged and can be removed.
  await start.selectOption(starts[0]!);
  const inTray = tray.getByRole('listitem').filter({ hasText: DUNDAS });
  await expect(inTray.getByText('Sold out for these dates')).toBeVisible();
  await expect(dundas.getByRole('button', { name: `Remove ${DUNDAS} from my plan` })).toBeEnabled();
  await inTray.getByRole('button', { name: `Remove ${DUNDAS} from my plan` }).click();
  await expect(tray.getByText('1 board in your plan')).toBeVisible();

  await tray.getByRole('combobox', { name: 'Number of 4-week cycles' }).selectOption('3');
  await expect(tray.getByText('1 slot left')).toBeVisible();
  // $1,650 x 3, less 5%, to the cent, and the HST its three invoices add.
  await expect(tray.getByText('$4,702.50', { exact: true })).toBeVisible();
  await expect(tray.getByText('HST 13%: $611.34, total $5,313.84')).toBeVisible();
  await expect(tray.getByText('You save $247.50 with 3 cycles')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ldb:campaign-plan') ?? 'null') as unknown);
  expect(stored).toEqual({ ids: [OXFORD_ID], cycles: 3, start: starts[0] });

  if (viaStickyBar) {
    await page.getByRole('navigation', { name: 'Call or get a quote' }).getByRole('link', { name: 'Get a Quote' }).click();
  } else {
    await tray.getByRole('link', { name: 'Request a quote for this plan' }).click();
  }
  await expect(page).toHaveURL(/\/contact-us$/);
  const summary = page.getByRole('region', { name: 'Your campaign plan' });
  await expect(summary).toContainText(periodLabel(starts[0]!, 3));
  await expect(summary).toContainText(OXFORD);
  await expect(summary).toContainText('$4,702.50 + HST');
  await expect(summary.getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/billboard-map');
  await expect(page.getByLabel('Project Details', { exact: true })).toHaveValue(new RegExp(OXFORD));

  if (withArtwork) {
    const artwork = page.getByLabel(ARTWORK);
    await artwork.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: blackPng(100, 100) });
    await expect(page.getByText(`${OXFORD} needs artwork of 960 x 288 px (or the same proportions); this file is 100 x 100 px.`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Your artwork on ${OXFORD}` })).toHaveCount(0);
    await artwork.setInputFiles({ name: 'oxford.png', mimeType: 'image/png', buffer: blackPng(960, 288) });
    await expect(page.getByText(`Fits ${OXFORD} exactly (960 x 288 px).`)).toBeVisible();
    await expect(page.getByRole('img', { name: `Your artwork on ${OXFORD}` })).toBeVisible();
  }

  await page.getByLabel('Full Name', { exact: true }).fill(`Pat Planner ${tag}`);
  await page.getByLabel('Email Address', { exact: true }).fill(`pat.${tag}@example.com`);
  await page.getByLabel('Company Name', { exact: true }).fill('Planner Bakery');
  await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0111');
  await page.getByRole('button', { name: 'Request these dates' }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const [lead] = await serviceRest<{ id: string; location_ids: string[]; source: string; artwork_path: string | null }[]>(
    `contact_inquiries?select=id,location_ids,source,artwork_path&email=eq.pat.${tag}@example.com`,
  );
  expect(lead).toMatchObject({ location_ids: [OXFORD_ID], source: 'campaign-plan' });
  // Uploaded through a signed URL, under a name of the function's choosing.
  if (withArtwork) expect(lead!.artwork_path).toMatch(/^requests\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
  else expect(lead!.artwork_path).toBeNull();
  // The request holds the slot: the lead's booking is stored, and the public sees the board full.
  const bookings = await serviceRest<{ location_id: string; starts_on: string; cycles: number; status: string }[]>(
    `bookings?select=location_id,starts_on,cycles,status&lead_id=eq.${lead!.id}`,
  );
  expect(bookings).toEqual([{ location_id: OXFORD_ID, starts_on: starts[0], cycles: 3, status: 'requested' }]);
  const free = await serviceRest<{ location_id: string; free_slots: number }[]>(
    'rpc/board_availability',
    { method: 'POST', body: JSON.stringify({ p_from: starts[0], p_cycles: 1 }) },
    LOCAL_ANON_KEY,
  );
  expect(free.find((row) => row.location_id === OXFORD_ID)?.free_slots).toBe(0);

  // What is held, its reference, and a mistyped address put right from the same page.
  const result = page.getByTestId('form-result');
  await expect(result).toContainText('Your dates are held until');
  const [campaign] = await serviceRest<{ reference: string }[]>(`campaigns?select=reference&lead_id=eq.${lead!.id}`);
  await expect(result.getByText(campaign!.reference, { exact: true })).toBeVisible();
  await result.getByRole('button', { name: 'Wrong e-mail address?' }).click();
  const fixed = `pat.${tag}.fixed@example.com`;
  await result.getByLabel('The right e-mail address').fill(fixed);
  await result.getByRole('button', { name: 'Send the receipt there' }).click();
  await expect(result.getByRole('status')).toHaveText(`Corrected: your request and its receipt now go to ${fixed}. The other address gets nothing more.`);
  expect(await serviceRest<{ email: string }[]>(`contact_inquiries?select=email&id=eq.${lead!.id}`)).toEqual([{ email: fixed }]);
}
