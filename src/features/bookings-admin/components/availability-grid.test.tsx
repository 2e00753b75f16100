import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingBoard, BookingCampaign, CycleCounts } from '../api/booking';
import { buildGrid, screenCycles } from '../lib/booking-grid';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AvailabilityGrid } from './availability-grid';
import { setupUser } from '@/testing/user-events';

const mocks = { rpc: vi.fn() };

const NOW = new Date('2026-11-25T15:00:00Z');
// Cycles start every 28 days from Mon Jan 5, 2026: Nov 9 is on air, Dec 7 is the next.
const { grid: starts, current } = screenCycles(NOW, 13, { anchor: '2026-01-05' });

function boards(count: number): BookingBoard[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Board ${String(i).padStart(3, '0')}`,
    slots_per_loop: 6,
    is_active: true,
    rate_per_cycle: null,
  }));
}

const campaign = (id: string, company: string): BookingCampaign => ({
  id,
  reference: `C-${id.slice(-6).toUpperCase()}`,
  name: `${company}, Nov 9, 2026`,
  status: 'live',
  advertiser: { company, contact_name: 'Someone' },
});

/** A board's counts as the database answers them: `held` maps a cycle's place in the grid to [requested, confirmed]. */
function counts(held: Record<number, [number, number]>): CycleCounts {
  const requested = starts.map((_, i) => held[i]?.[0] ?? 0);
  const confirmed = starts.map((_, i) => held[i]?.[1] ?? 0);
  return { requested, confirmed };
}

function renderGrid(rows: ReturnType<typeof buildGrid>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AvailabilityGrid rows={rows} cycleStarts={starts} current={current} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Idle callbacks the grid asked for, run when a test says the browser is idle (jsdom has none of its own). */
let idle: (() => void)[] = [];

beforeEach(() => {
  fakeSupabase({ rpc: mocks.rpc });
  mocks.rpc.mockReset();
  idle = [];
  Object.assign(window, { requestIdleCallback: (work: () => void) => idle.push(work), cancelIdleCallback: () => undefined });
});

/** Lets the grid draw every row it holds back for idle time. */
function whileIdle() {
  // One batch a time: each asks for the next once it is drawn.
  while (idle.length > 0) act(() => idle.shift()!());
}

describe('AvailabilityGrid', () => {
  it('starts at the cycle on air now and marks it; each cell says its counts in words as well as colour', () => {
    const board = { ...boards(1)[0]!, slots_per_loop: 2 };
    renderGrid(buildGrid([board], new Map([[board.id, counts({ 0: [0, 1] })]]), starts));
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Board',
      'Mon Nov 9, 2026On air now',
      'Mon Dec 7, 2026',
      ...starts.slice(2).map(() => expect.any(String)),
    ]);
    expect(headers[1]).toHaveAttribute('aria-current', 'date');
    expect(headers.filter((h) => h.hasAttribute('aria-current'))).toHaveLength(1);
    const rowHeader = within(table).getByRole('rowheader');
    expect(rowHeader).toHaveTextContent('Board 000');
    expect(rowHeader).toHaveTextContent('2 slots per loop');
    expect(rowHeader).not.toHaveTextContent('Inactive');
    const cells = within(table).getAllByRole('cell');
    expect(cells).toHaveLength(14);
    expect(cells[0]).toHaveTextContent('1 free · 0 req · 1 conf');
    expect(cells[1]).toHaveTextContent('2 free · 0 req · 0 conf');
    expect(cells[0]!.className).not.toBe(cells[1]!.className);
  });

  it('folds away boards with nothing booked until Show all boards is on', async () => {
    const user = setupUser();
    const [busy, idle, quiet] = boards(3);
    renderGrid(buildGrid([busy!, idle!, quiet!], new Map([[busy!.id, counts({ 1: [0, 1] })]]), starts));
    expect(screen.getAllByRole('rowheader').map((h) => h.firstChild?.textContent)).toEqual(['Board 000']);
    expect(screen.getByText('2 boards with nothing booked in these cycles are hidden.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show all boards' }));
    expect(screen.getAllByRole('rowheader').map((h) => h.firstChild?.textContent)).toEqual(['Board 000', 'Board 001', 'Board 002']);
    expect(screen.queryByText(/are hidden/)).toBeNull();
  });

  it('keeps an inactive board with bookings ahead, marked Inactive', () => {
    const [active, retired, gone] = boards(3);
    const retiring = { ...retired!, is_active: false };
    renderGrid(
      buildGrid(
        [active!, retiring, { ...gone!, is_active: false }],
        new Map([
          [active!.id, counts({ 1: [0, 1] })],
          [retiring.id, counts({ 3: [0, 1], 4: [0, 1] })],
        ]),
        starts,
      ),
    );
    const headers = screen.getAllByRole('rowheader');
    expect(headers).toHaveLength(2);
    expect(headers[1]).toHaveTextContent('Board 001');
    expect(headers[1]).toHaveTextContent('Inactive');
    expect(headers[0]).not.toHaveTextContent('Inactive');
  });

  it('opens the campaigns of a cell, read when it opens, each linking to its page', async () => {
    const user = setupUser();
    const [board] = boards(1);
    const acme = campaign('b0000000-0000-4000-8000-0000000000a1', 'Acme Dental');
    const bolt = campaign('b0000000-0000-4000-8000-0000000000b2', 'Bolt Bikes');
    mocks.rpc.mockResolvedValue({
      data: [
        { campaign: acme, booking_status: 'confirmed' },
        { campaign: bolt, booking_status: 'requested' },
      ],
      error: null,
      status: 200,
    });
    renderGrid(buildGrid([board!], new Map([[board!.id, counts({ 1: [0, 1], 2: [1, 1] })]]), starts));
    // An empty cell opens nothing.
    const cells = screen.getAllByRole('cell');
    expect(within(cells[0]!).queryByRole('button')).toBeNull();
    expect(mocks.rpc).not.toHaveBeenCalled();
    await user.click(within(cells[2]!).getByRole('button', { name: 'Board 000, Mon Jan 4, 2027: 4 free · 1 req · 1 conf; 2 campaigns' }));
    const dialog = screen.getByRole('dialog', { name: 'Board 000, cycle starting Mon Jan 4, 2027' });
    expect(mocks.rpc).toHaveBeenCalledWith('booking_cell_campaigns', { p_location: board!.id, p_cycle_start: '2027-01-04' });
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      [acme.name, `/admin/campaigns/${acme.id}`],
      [bolt.name, `/admin/campaigns/${bolt.id}`],
    ]);
    expect(dialog).toHaveTextContent(`Acme Dental · ${acme.reference} · Confirmed`);
    expect(dialog).toHaveTextContent(`Bolt Bikes · ${bolt.reference} · Requested`);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when no board matches', () => {
    renderGrid([]);
    expect(screen.getByText('No active board matches this filter.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why a cell’s campaigns could not be read', async () => {
    const user = setupUser();
    const [board] = boards(1);
    mocks.rpc.mockResolvedValue({ data: null, error: { message: 'permission denied', code: '42501' }, status: 403 });
    renderGrid(buildGrid([board!], new Map([[board!.id, counts({ 0: [0, 1] })]]), starts));
    await user.click(within(screen.getAllByRole('cell')[0]!).getByRole('button'));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(/^Could not load the campaigns: /);
  });

  it('renders 300 boards x 14 cycles', () => {
    const all = boards(300);
    const taken = new Map(all.map((b, i) => [b.id, counts(Object.fromEntries(starts.map((_, k) => [k, [(i + k) % 2, (i * k) % 4] as [number, number]])))]));
    const { container } = renderGrid(buildGrid(all, taken, starts));
    // Plain selectors: role queries over thousands of cells are what is slow in jsdom.
    // A screenful first (and the header row); the others when the browser is idle.
    expect(container.querySelectorAll('tr')).toHaveLength(41);
    whileIdle();
    expect(container.querySelectorAll('tr')).toHaveLength(301);
    // How long it takes is the browser's to say (npm run bench -- --scale), not a test's.
    expect(container.querySelectorAll('td')).toHaveLength(300 * 14);
  });
});
