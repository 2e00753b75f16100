import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { formatDay, nextCycleStarts } from '@shared/booking-cycles.ts';
import { EMPTY_PLAN, readPlan, writePlan } from '../lib/plan-store';
import { readCompare, writeCompare } from '../lib/compare-store';
import { makeLocation } from '../testing/locations';
import { CompareBoards } from './compare-boards';

const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
const id = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`;
const boards = [
  makeLocation({
    id: id(1),
    name: 'Highbury Ave',
    address: '1680 Highbury Ave N, London',
    screen_size: '10 ft × 30 ft',
    screen_width_px: 1400,
    screen_height_px: 400,
    operating_hours: '6:00 a.m. to midnight, every day',
    slots_per_loop: 4,
    daily_impressions: 24000,
    impressions_source: 'City of London traffic count, 2025',
    rate_per_cycle: 1350,
  }),
  makeLocation({ id: id(2), name: 'Dundas St', address: '200 Dundas St, London', slots_per_loop: 6, thumbnail_image_1: null }),
  makeLocation({ id: id(3), name: 'Oxford St W', address: '1 Oxford St W, London', slots_per_loop: 8, daily_impressions: 30000 }),
  makeLocation({ id: id(4), name: 'Fanshawe Park Rd', address: '9 Fanshawe Park Rd, London' }),
];
// Highbury free now; Dundas sold out for two cycles; Oxford sold out throughout.
const availability = boards.flatMap((board) =>
  starts.map((start, i) => ({
    location_id: board.id,
    cycle_start: start,
    free_slots: board.id === id(3) ? 0 : board.id === id(2) && i < 2 ? 0 : 1,
  })),
);
// Plays of one spot in a cycle (board_audience): Highbury 2025 a day; Dundas's hours cannot be counted.
const audience = [
  { location_id: id(1), cycle_start: starts[0], plays_per_cycle: 56700 },
  { location_id: id(2), cycle_start: starts[0], plays_per_cycle: null },
  { location_id: id(3), cycle_start: starts[0], plays_per_cycle: 28000 },
];

beforeEach(() => {
  const calls: BuilderCall[] = [];
  fakePublicReads({
    from: fakeFrom(calls, () => ({ data: boards, error: null, status: 200 })) as never,
    rpc: ((name: string) => ({
      then: (resolve: (value: unknown) => unknown) =>
        Promise.resolve({ data: name === 'board_audience' ? audience : availability, error: null, status: 200 }).then(resolve),
    })) as never,
  });
});

afterEach(() => {
  writeCompare([]);
  writePlan(EMPTY_PLAN);
});

const page = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>
      <CompareBoards />
    </MemoryRouter>
  </QueryClientProvider>
);

function renderCompare() {
  render(page());
}

const rowHeaders = (root: HTMLElement) =>
  within(root)
    .getAllByRole('rowheader')
    .map((th) => th.textContent);

/** The text of each cell of the row named `label`, board by board. */
function row(label: string): string[] {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

/** Once the boards, their plays and their availability have all arrived. */
async function loaded() {
  await waitFor(() => expect(screen.queryByText('Loading your comparison…')).toBeNull());
  await waitFor(() => expect([...row('Plays per day'), ...row('Next free start')].join()).not.toContain('Loading'));
}

describe('CompareBoards', () => {
  it('shows the chosen boards side by side, one row per fact, each named by its row header', async () => {
    writeCompare([id(1), id(2), id(3)]);
    renderCompare();
    await loaded();
    const table = screen.getByRole('table', { name: 'Boards side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Highbury Ave', 'Dundas St', 'Oxford St W']);
    expect(within(table).getByRole('link', { name: 'Highbury Ave' })).toHaveAttribute('href', '/inventory/wellington-road-south');
    expect(row('Location')).toEqual(['1680 Highbury Ave N, London', '200 Dundas St, London', '1 Oxford St W, London']);
    expect(row('Screen size')).toEqual(['10 ft × 30 ft', 'Not stated', 'Not stated']);
    expect(row('Resolution')).toEqual(['1400 × 400 px', 'Not stated', 'Not stated']);
    expect(row('Spot and loop')).toEqual(['8-second spot in a loop of 4', '8-second spot in a loop of 6', '8-second spot in a loop of 8']);
    expect(row('Operating hours')).toEqual(['6:00 a.m. to midnight, every day', 'Not stated', 'Not stated']);
    expect(row('Daily traffic')).toEqual(['24,000 (City of London traffic count, 2025)', 'Not stated', '30,000']);
    expect(row('Plays per day')).toEqual(['2,025', 'Not stated', '1,000']);
    expect(row('Share of voice')).toEqual(['1 in 4 spots (25%)', '1 in 6 spots (17%)', '1 in 8 spots (13%)']);
    expect(row('Estimated impressions per 4-week cycle')).toEqual(['About 168,000', 'Not stated', 'About 105,000']);
    expect(row('Price per cycle')).toEqual(['$1,350 per 4-week cycle', 'From $1,100 per 4-week cycle', 'From $1,100 per 4-week cycle']);
    expect(row('Next free start')).toEqual([formatDay(starts[0]!), formatDay(starts[2]!), 'Sold out for the next 13 cycles']);
    expect(
      within(screen.getByRole('rowheader', { name: 'Photo' }).closest('tr')!).getByRole('img', { name: 'Highbury Ave, billboard view 1' }),
    ).toBeInTheDocument();
    expect(row('Photo')[1]).toBe('No photo');
    // The table scrolls inside its own region, which a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Boards side by side' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(/^Plays per day are the board’s operating hours divided by its loop/)).toBeInTheDocument();
  });

  it("adds a board to the plan without moving the plan's start, and takes a board out of the comparison", async () => {
    writePlan({ ids: [id(4)], cycles: 2, start: starts[3]! });
    writeCompare([id(1), id(2)]);
    renderCompare();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St to my plan' }));
    expect(readPlan()).toEqual({ ids: [id(4), id(2)], cycles: 2, start: starts[3] });
    expect(screen.getByRole('button', { name: 'Remove Dundas St from my plan' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Highbury Ave from the comparison' }));
    expect(readCompare()).toEqual([id(2)]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Dundas St']);
    expect(screen.getByRole('status')).toHaveTextContent('Highbury Ave removed from the comparison.');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Boards side by side' })).toHaveFocus());
  });

  it('prerenders the table itself, a column of placeholders under its row headers, so the boards do not push the page down', async () => {
    writeCompare([id(1), id(2)]);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = renderToString(page());
    const table = within(prerendered).getByRole('table', { name: 'Boards side by side' });
    expect(within(table).getByRole('status')).toHaveTextContent('Loading your comparison…');
    expect(prerendered).toHaveTextContent('Scroll sideways to see every board.');
    expect(prerendered).toHaveTextContent(/Plays per day are the board’s operating hours divided by its loop/);

    renderCompare();
    await loaded();
    expect(rowHeaders(table)).toEqual(rowHeaders(screen.getByRole('table', { name: 'Boards side by side' })));
    expect(rowHeaders(table)).toHaveLength(13);
  });

  it('says how to choose boards when there are none to compare', async () => {
    renderCompare();
    expect(await screen.findByText(/^No boards to compare yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find boards on the map' })).toHaveAttribute('href', '/billboard-map');
  });
});
