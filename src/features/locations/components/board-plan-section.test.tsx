import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { formatDay, nextCycleStarts } from '@shared/booking-cycles.ts';
import { readPlan, writePlan, EMPTY_PLAN } from '../lib/plan-store';
import { makeLocation } from '../testing/locations';
import { BOARD_PLAN_TEXT, BoardPlanSection } from './board-plan-section';
import { PLAN_ANNOUNCEMENTS } from '../lib/plan-announcement';

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

describe('BoardPlanSection with a plan of other boards', () => {
  const other = 'c0000000-0000-4000-8000-000000000009';

  it("preselects the plan's start when the board is free then, and adds it without moving the plan", async () => {
    writePlan({ ids: [other], cycles: 1, start: starts[4] });
    renderSection();
    expect(await screen.findByRole('radio', { name: new RegExp(formatDay(starts[4]!)) })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    expect(readPlan()).toMatchObject({ ids: [other, board.id], start: starts[4] });
  });

  it("asks which start to keep when another start is picked, and keeps the plan's when told to", async () => {
    writePlan({ ids: [other], cycles: 1, start: starts[4] });
    renderSection();
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(formatDay(starts[6]!)) }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    // Nothing changed yet: the prospect has not chosen.
    expect(readPlan()).toEqual({ ids: [other], cycles: 1, start: starts[4] });
    const question = screen.getByRole('group', { name: BOARD_PLAN_TEXT.startQuestion(starts[4]!, starts[6]!) });
    const keep = within(question).getByRole('button', { name: BOARD_PLAN_TEXT.keepStart(starts[4]!) });
    expect(keep).toHaveFocus();
    fireEvent.click(keep);
    expect(readPlan()).toEqual({ ids: [other, board.id], cycles: 1, start: starts[4] });
    expect(screen.queryByRole('group', { name: /which start/ })).not.toBeInTheDocument();
  });

  it('moves the whole plan only when the prospect chooses the new start', async () => {
    writePlan({ ids: [other], cycles: 1, start: starts[4] });
    renderSection();
    fireEvent.click(await screen.findByRole('radio', { name: new RegExp(formatDay(starts[6]!)) }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    fireEvent.click(screen.getByRole('button', { name: BOARD_PLAN_TEXT.moveStart(starts[6]!) }));
    expect(readPlan()).toEqual({ ids: [other, board.id], cycles: 1, start: starts[6] });
  });

  it("offers only moving (or cancelling) when the board is sold out at the plan's start", async () => {
    writePlan({ ids: [other], cycles: 1, start: starts[0] });
    renderSection();
    expect(await screen.findByText(BOARD_PLAN_TEXT.planStartTaken(starts[0]!))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    expect(screen.queryByRole('button', { name: BOARD_PLAN_TEXT.keepStart(starts[0]!) })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: BOARD_PLAN_TEXT.cancelChoice }));
    expect(readPlan()).toEqual({ ids: [other], cycles: 1, start: starts[0] });
  });

  it('says the change in a polite live region', async () => {
    renderSection();
    await screen.findAllByRole('radio');
    fireEvent.click(screen.getByRole('button', { name: 'Add Dundas St Downtown to my plan' }));
    const region = document.querySelector('[data-plan-announcer]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(PLAN_ANNOUNCEMENTS.added(board.name));
  });
});
