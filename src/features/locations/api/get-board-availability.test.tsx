import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { site } from '@/config/site';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import { BOOKING } from '@shared/business-rules.ts';
import { useAvailabilityAtMount, useBoardAvailability } from './get-board-availability';

let calls: { name: string; args: unknown }[] = [];

beforeEach(() => {
  calls = [];
  fakePublicReads({
    rpc: ((name: string, args: unknown) => {
      calls.push({ name, args });
      return { then: (resolve: (value: unknown) => unknown) => Promise.resolve({ data: [], error: null, status: 200 }).then(resolve) };
    }) as never,
  });
});

function AtMount({ enabled, from }: { enabled?: boolean; from: string | null }) {
  useAvailabilityAtMount(enabled);
  useBoardAvailability(from);
  return null;
}

const withClient = (client: QueryClient, ui: React.ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;

describe('useAvailabilityAtMount', () => {
  const next = () => nextCycleStarts(new Date(), BOOKING.bookableStarts, site.bookingCycles)[0]!;

  it('asks for the window from the next cycle as the page mounts, and the live render that reads it a render later asks nothing more', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(withClient(client, <AtMount from={null} />));
    await waitFor(() => expect(calls).toEqual([{ name: 'board_availability', args: { p_from: next(), p_cycles: BOOKING.bookableStarts } }]));
    rerender(withClient(client, <AtMount from={next()} />));
    await waitFor(() => expect(client.getQueryState(['board-availability', next()])?.status).toBe('success'));
    expect(calls).toHaveLength(1);
  });

  it('asks for nothing when the page does not read availability', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(withClient(client, <AtMount enabled={false} from={null} />));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
