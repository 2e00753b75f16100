import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { RECEIPT_POLL } from '../api/checkout-receipt';
import { CheckoutReturnPage } from './checkout-return-page';

const mocks = { rpc: vi.fn() };
beforeEach(() => {
  fakeSupabase({ rpc: mocks.rpc });
});

const CONFIRMING = {
  campaign_id: 'a2000000-0000-4000-8000-000000000007',
  reference: 'C-7K3Q9X',
  state: 'confirming',
  amount_cents: 118_085,
  currency: 'cad',
  method: null,
  paid_at: null,
  refunded_cents: null,
  balance_cents: null,
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mocks.rpc.mockReset().mockResolvedValue({ data: CONFIRMING, error: null, status: 200 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CheckoutReturnPage while the payment is being confirmed', () => {
  it('reads again a limited number of times, then stops and says it is taking longer than usual', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CheckoutReturnPage sessionId="cs_test_slow" viewer="signedOut" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/this page updates on its own/)).toBeInTheDocument();
    for (let read = 1; read < RECEIPT_POLL.reads; read += 1) {
      await act(() => vi.advanceTimersByTimeAsync(RECEIPT_POLL.intervalMs));
    }
    expect(await screen.findByText(/This is taking longer than usual/)).toBeInTheDocument();
    expect(mocks.rpc).toHaveBeenCalledTimes(RECEIPT_POLL.reads);
    await act(() => vi.advanceTimersByTimeAsync(RECEIPT_POLL.intervalMs * 3));
    expect(mocks.rpc).toHaveBeenCalledTimes(RECEIPT_POLL.reads);
  }, 60_000);
});
