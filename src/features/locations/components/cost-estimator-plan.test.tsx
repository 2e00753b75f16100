import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import { PLAN_STORAGE_KEY } from '@/config/browser-storage';
import { makeLocation } from '../testing/locations';
import { CostEstimator } from './cost-estimator';
import { setupUser } from '@/testing/user-events';

// The costs page with a plan from the map: its boards at their rates, their
// availability for the plan's dates, and the dates kept with the plan.

const oxford = makeLocation({
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Oxford St W',
  rate_per_cycle: 1650,
  daily_impressions: 26500,
  slots_per_loop: 4,
});
const db = { locations: [] as unknown[], availability: [] as unknown[] };
const reads = {
  from: () => {
    const builder = { select: () => builder, eq: () => builder, order: () => builder, retry: () => Promise.resolve({ data: db.locations, error: null }) };
    return builder;
  },
  rpc: () => Promise.resolve({ data: db.availability, error: null }),
};
beforeEach(() => {
  // Public reads go through PostgREST's client: the same calls, on the same stand-in.
  fakeSupabase(reads);
  fakePublicReads(reads);
});

function renderEstimator() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CostEstimator />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('CostEstimator with a plan', () => {
  const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);

  it('estimates the plan’s boards at their rates, says their availability, and keeps the chosen dates with the plan', async () => {
    db.locations = [oxford];
    db.availability = starts.map((cycle_start, i) => ({ location_id: oxford.id, cycle_start, free_slots: i < 3 ? 1 : 4 }));
    localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify({ ids: [oxford.id], cycles: 1 }));
    const user = setupUser();
    renderEstimator();
    const tray = await screen.findByRole('region', { name: 'My campaign plan' });
    // The plan's boards and estimate arrive with their own code.
    expect(await within(tray).findByText('$1,650', { exact: true })).toBeInTheDocument();
    expect(await within(tray).findByText('1 slot left')).toBeInTheDocument();
    // Each board in the plan shows its facts too.
    expect(within(tray).getByText('$1,650 per 4-week cycle')).toBeInTheDocument();
    expect(within(tray).getByText('About 26,500 daily impressions')).toBeInTheDocument();
    expect(within(tray).getByText('8-second spot in a loop of 4')).toBeInTheDocument();
    await user.selectOptions(within(tray).getByRole('combobox', { name: 'Start cycle' }), starts[3]!);
    expect(await within(tray).findByText('Available')).toBeInTheDocument();
    await user.selectOptions(within(tray).getByRole('combobox', { name: 'Number of 4-week cycles' }), '6');
    // 1,650 x 6, less 10%.
    expect(within(tray).getByText('$8,910', { exact: true })).toBeInTheDocument();
    expect(within(tray).getByText('You save $990 with 6 cycles')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toEqual({ ids: [oxford.id], cycles: 6, start: starts[3] });
  });

  it('without a plan, estimates a number of boards, with the start cycle and cycles kept for the plan', async () => {
    const user = setupUser();
    renderEstimator();
    const estimator = screen.getByRole('region', { name: 'Estimate your campaign' });
    const start = within(estimator).getByRole('combobox', { name: 'Start cycle' });
    expect(within(start).getAllByRole('option')).toHaveLength(13);
    await user.selectOptions(start, starts[1]!);
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toEqual({ ids: [], cycles: 1, start: starts[1] });
  });
});
