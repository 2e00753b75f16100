import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { formatDay, nextCycleStarts } from '@shared/booking-cycles.ts';
import { readPlan, writePlan, EMPTY_PLAN } from '../lib/plan-store';
import { makeLocation } from '../testing/locations';
import { BoardPlanSection } from './board-plan-section';

const board = makeLocation({ id: 'c0000000-0000-4000-8000-000000000004', name: 'Dundas St Downtown' });
const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
// Sold out for the next two cycles, the last slot in the third, free after.
const rows = starts.map((start, i) => ({ location_id: board.id, cycle_start: start, free_slots: i < 2 ? 0 : i === 2 ? 1 : 4 }));

beforeEach(() =>
  fakePublicReads({ rpc: () => ({ then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data: rows, error: null, status: 200 }).then(resolve) }) }),
);

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <BoardPlanSection board={board} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => writePlan(EMPTY_PLAN));

describe('BoardPlanSection', () => {
  it('shows the 13 cycles, picks the first free start, and adds the board to the plan for it', async () => {
    renderSection();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(13);
    expect(radios[0]).toBeDisabled();
    expect(radios[2]).toBeChecked();
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    expect(screen.getByText('1 slot left')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    expect(readPlan()).toMatchObject({ ids: [board.id], start: starts[2] });
    expect(await screen.findByText(`In your plan, starting ${formatDay(starts[2]!)}, for 1 cycle.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your plan on the map' })).toHaveAttribute('href', '/billboard-map');
  });

  it('adds it for another free start the visitor picks, and takes it out again', async () => {
    renderSection();
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(formatDay(starts[5]!)) }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    expect(readPlan()).toMatchObject({ ids: [board.id], start: starts[5] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dundas St Downtown from my plan' }));
    expect(readPlan().ids).toEqual([]);
  });
});
