import type { Page } from '@playwright/test';
import { site } from '../../src/config/site';
import { formatDay, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { expect, signInAsAdminAt } from './fixtures';

// The seed: Dundas St Downtown is sold out for the next two cycles (five phone
// sales and Priya Raman's request for two cycles); three of its slots are free
// in the third cycle.
export const DUNDAS = { id: 'c0000000-0000-4000-8000-000000000004', name: 'London — Dundas St Downtown' };
/** Nothing is booked on Highbury Ave N in the seed: the grid folds it away until something is. */
export const HIGHBURY = { id: 'c0000000-0000-4000-8000-000000000003', name: 'London — Highbury Ave N & Huron St' };
export const SEED_REQUEST = 'e0000000-0000-4000-8000-000000000006';
export const SEED_LEAD = { id: 'd0000000-0000-4000-8000-000000000001', name: 'Priya Raman', company: 'Raman Family Dental', email: 'priya.raman@example.com' };

/** The grid's columns, as the page computes them (today in Toronto). */
export const cycleStarts = () => nextCycleStarts(new Date(), 13, site.bookingCycles);
export const periodLabel = (start: string, cycles: number) => `Starts ${formatDay(start)} · ${cycles} cycle${cycles === 1 ? '' : 's'}`;

export async function openBookings(page: Page): Promise<void> {
  await signInAsAdminAt(page, '/admin/bookings');
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole('region', { name: /Free, requested and confirmed slots/ })).toBeVisible();
}

/** A board's cell in the grid for one cycle start. */
export function gridCell(page: Page, board: string, cycleStart: string) {
  return page
    .getByRole('region', { name: /Free, requested and confirmed slots/ })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: board }) })
    .locator(`td[data-cycle="${cycleStart}"]`);
}

export function requestCard(page: Page, board: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: board }) });
}
