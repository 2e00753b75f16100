import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderCall } from '@/testing/fake-query-builder';
import type { BillboardLocation } from '@/types/billboard-location';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import type { BoardBooking } from '../lib/future-bookings';
import { LocationsAdmin } from './locations-admin';
import { setupUser } from '@/testing/user-events';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  calls: [] as BuilderCall[],
  bookings: [] as unknown[],
};

beforeEach(() => {
  fakeSupabase({
    from: fakeFrom(mocks.calls, (table, calls) => {
      if (table === 'bookings') return { data: mocks.bookings, error: null, status: 200 };
      const update = calls.find((c) => c.method === 'update');
      if (update) return { data: { ...BOARD, ...(update.args[0] as object) }, error: null, status: 200 };
      return { data: [BOARD], error: null, status: 200 };
    }),
  });
  fakeToast(mocks.toast);
});

const BOARD: BillboardLocation = {
  id: 'c0000000-0000-4000-8000-000000000004',
  name: 'London — Dundas St Downtown',
  address: '200 Dundas St, London, ON N6A 1G7',
  latitude: 42.9849,
  longitude: -81.2453,
  media_type: 'Digital LED — 10 ft x 30 ft',
  description: null,
  thumbnail_image_1: null,
  thumbnail_image_2: null,
  thumbnail_image_1_alt: null,
  thumbnail_image_2_alt: null,
  slug: 'london-test-board',
  sales_sheet_pdf_url: null,
  is_active: true,
  slots_per_loop: 6,
  spot_seconds: 8,
  daily_impressions: 30000,
  impressions_source: 'City of London traffic count, 2025',
  screen_width_px: 960,
  screen_height_px: 288,
  screen_size: '10 ft x 30 ft',
  facing: 'Eastbound, right-hand read',
  operating_hours: '6:00 a.m. to midnight, every day',
  rate_per_cycle: 1900,
  created_at: '2026-01-05T15:00:00Z',
};

// Today is Wed Nov 25, 2026 in Toronto; cycles start every 28 days from Mon Jan 5, 2026.
const NOW = new Date('2026-11-25T15:00:00Z');

const booking = (id: string, starts_on: string, cycles: number, status: BoardBooking['status'], company: string | null): BoardBooking => ({
  id,
  starts_on,
  cycles,
  status,
  expires_at: status === 'requested' ? '2026-12-01T00:00:00Z' : null,
  campaign: company ? { id: `b-${id}`, name: `${company}, spring`, reference: 'C-ABCDEF', advertiser: { company, contact_name: 'Someone' } } : null,
});

function renderAdmin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <LocationsAdmin />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const updates = () => mocks.calls.filter((c) => c.table === 'billboard_locations' && c.method === 'update');

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The list scrolls the form into view; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mocks.calls.length = 0;
  mocks.bookings = [];
});

describe('deactivating a board', () => {
  it('with bookings still to run, asks first and names each (advertiser, campaign, dates); Keep it active changes nothing', async () => {
    const user = setupUser();
    mocks.bookings = [
      booking('2', '2027-01-04', 1, 'requested', 'Raman Family Dental'),
      booking('1', '2026-11-09', 2, 'confirmed', 'Acme Dental'),
      // Ended before today: not named.
      booking('0', '2026-10-12', 1, 'confirmed', 'Old Co'),
    ];
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: `Deactivate ${BOARD.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${BOARD.name}?` });
    expect(dialog).toHaveTextContent('It has 2 bookings still to run.');
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Acme Dental — Acme Dental, springMon Nov 9, 2026 to Sun Jan 3, 2027 · Confirmed',
      'Raman Family Dental — Raman Family Dental, springMon Jan 4, 2027 to Sun Jan 31, 2027 · Requested',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/campaigns/b-1');
    // One read of the board's bookings, with their campaigns embedded.
    const reads = mocks.calls.filter((c) => c.table === 'bookings' && c.method === 'select');
    expect(reads).toHaveLength(1);
    expect(String(reads[0]!.args[0])).toContain('campaigns(');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it active' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(updates()).toHaveLength(0);
  });

  it('Deactivate anyway takes it off the map', async () => {
    const user = setupUser();
    mocks.bookings = [booking('1', '2026-12-07', 1, 'confirmed', 'Acme Dental')];
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: `Deactivate ${BOARD.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate anyway' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]!.args).toEqual([{ is_active: false }]);
  });

  it('with nothing ahead (or only lapsed requests), deactivates at once', async () => {
    const user = setupUser();
    mocks.bookings = [{ ...booking('1', '2026-12-07', 1, 'requested', 'Lapsed'), expires_at: '2026-11-20T00:00:00Z' }];
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: `Deactivate ${BOARD.name}` }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('through the edit form too: unticking Active asks first, and Keep it active saves nothing', async () => {
    const user = setupUser();
    mocks.bookings = [booking('1', '2026-12-07', 1, 'confirmed', 'Acme Dental')];
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: `Edit ${BOARD.name}` }));
    await user.click(screen.getByRole('checkbox', { name: 'Active (shown on the public map)' }));
    await user.click(screen.getByRole('button', { name: 'Update Location' }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${BOARD.name}?` });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Acme Dental — Acme Dental, springMon Dec 7, 2026 to Sun Jan 3, 2027 · Confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it active' }));
    expect(updates()).toHaveLength(0);
  });
});
