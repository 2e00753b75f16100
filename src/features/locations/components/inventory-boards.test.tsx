import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { advanceClockUntil } from '@/testing/fake-clock';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import { priceText } from '../lib/board-facts';
import { makeLocation, twoLocations } from '../testing/locations';
import { INVENTORY_BOARDS_TEXT, InventoryBoards } from './inventory-boards';
import { NEXT_FREE_TEXT } from './inventory-next-free';

const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);
const boards = [makeLocation({ ...twoLocations[0], rate_per_cycle: 2400 }), twoLocations[1]!];
// The first board is sold out for two cycles, the second for all thirteen.
const rows = starts.flatMap((start, i) => [
  { location_id: boards[0]!.id, cycle_start: start, free_slots: i < 2 ? 0 : 3 },
  { location_id: boards[1]!.id, cycle_start: start, free_slots: 0 },
]);

function renderBoards() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <InventoryBoards headingId="boards" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InventoryBoards', () => {
  it('lists every active board as a card linking to its page, with its price and next free start', async () => {
    fakePublicReads({
      from: fakeFrom([], () => ({ data: boards, error: null, status: 200 })),
      rpc: () => ({ then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data: rows, error: null, status: 200 }).then(resolve) }),
    });
    renderBoards();
    expect(screen.getByRole('heading', { level: 2, name: INVENTORY_BOARDS_TEXT.heading })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const [i, board] of boards.entries()) {
      expect(within(cards[i]!).getByRole('link', { name: board.name })).toHaveAttribute('href', `/inventory/${board.slug}`);
      expect(within(cards[i]!).getByText(priceText(board))).toBeInTheDocument();
    }
    expect(await within(cards[0]!).findByText(NEXT_FREE_TEXT.free(starts[2]!))).toBeInTheDocument();
    expect(await within(cards[1]!).findByText(NEXT_FREE_TEXT.soldOut)).toBeInTheDocument();
  });

  it('says when the boards could not be loaded, once the tries again have failed too', async () => {
    // The read backs off between its tries: on a faked clock, moved on until the page says so.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const from = vi.fn(fakeFrom([], () => ({ data: null, error: { message: 'down' }, status: 503 })));
    fakePublicReads({ from });
    renderBoards();
    expect(await advanceClockUntil(() => screen.queryByRole('alert'))).toHaveTextContent(INVENTORY_BOARDS_TEXT.error);
    // The first read and its three tries again.
    expect(from).toHaveBeenCalledTimes(4);
  });
});
