import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignRecord } from '@/features/campaigns/api/campaign';
import { CampaignView } from '@/features/campaigns/components/campaign-page';
import { worklistQueryKey } from '@/features/dashboard/api/get-worklist';
import { invoiceKeys } from '@/features/invoices/api/use-invoices';
import { paymentKeys } from '@/features/payments/api/campaign-payments';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';

const mocks = { rpc: vi.fn(), invoke: vi.fn() };

beforeEach(() => {
  fakeSupabase({
    rpc: mocks.rpc,
    functions: { invoke: mocks.invoke },
    auth: { getSession: async () => ({ data: { session: { user: { id: 'staff-1' } } } }) },
  });
  fakeToast({ success: vi.fn(), error: vi.fn(), info: vi.fn() });
});

const ID = 'a2000000-0000-4000-8000-000000000007';

const requested: CampaignRecord = {
  id: ID,
  reference: 'C-7K3Q9X',
  name: 'Raman Family Dental, Dec 7, 2026',
  status: 'requested',
  created_at: '2026-11-26T15:00:00Z',
  lead_id: null,
  advertiser: { id: 'adv', company: 'Raman Family Dental', contact_name: 'Priya Raman', email: 'priya.raman@example.com', phone: '519-555-0142' },
  bookings: [
    {
      id: 'b1',
      location_id: 'c1',
      board: 'London — Dundas St Downtown',
      starts_on: '2026-12-07',
      cycles: 1,
      status: 'requested',
      price_per_cycle_cents: 110_000,
      discount_bp: 0,
      price_override_reason: null,
      price_fixed_at: null,
    },
  ],
  events: [],
  messages: [],
  lead: null,
  totals: { startsOn: '2026-12-07', endsOn: '2027-01-03', boards: 1, totalCents: 110_000 },
  viewerId: 'staff-1',
};

/** The campaign page's other sections and the header, as reads under their own keys (what they show does not matter here). */
const reads = { payments: vi.fn(), invoices: vi.fn(), worklist: vi.fn() };
function OtherScreens() {
  useQuery({ queryKey: paymentKeys.campaign(ID), queryFn: reads.payments });
  useQuery({ queryKey: invoiceKeys.ofCampaign(ID), queryFn: reads.invoices });
  useQuery({ queryKey: worklistQueryKey, queryFn: reads.worklist });
  return null;
}

describe('after a staff action on the campaign page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mocks.rpc.mockResolvedValue({ data: null, error: null, status: 204 });
    mocks.invoke.mockResolvedValue({ data: { ok: true }, error: null });
    for (const read of Object.values(reads)) read.mockResolvedValue({});
  });

  it('Confirm makes the deposit, the invoices and the worklist read again, without a reload', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CampaignView campaign={requested} today="2026-11-27" sections={<OtherScreens />} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(reads.invoices).toHaveBeenCalledTimes(1));
    expect(reads.payments).toHaveBeenCalledTimes(1);

    fireEvent.click(within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mocks.rpc).toHaveBeenCalledWith('confirm_campaign', { p_campaign: ID }));
    await waitFor(() => expect(reads.payments).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(reads.invoices).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(reads.worklist).toHaveBeenCalledTimes(2));
  });
});
