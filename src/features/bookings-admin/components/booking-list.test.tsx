import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import type { BookingBoard, BookingLead, BookingRow } from '../api/booking';
import { BookingList } from './booking-list';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  rpc: vi.fn(),
  invoke: vi.fn(),
  signedUrl: vi.fn(),
};

const CAMPAIGN_ID = 'b0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  fakeSupabase({
    // The decision reads the booking (still a request) and calls the campaign's function.
    from: fakeFrom([], () => ({
      data: { id: 'e0000000-0000-4000-8000-000000000006', lead_id: 'd0000000-0000-4000-8000-000000000001', campaign_id: CAMPAIGN_ID, status: 'requested' },
      error: null,
      status: 200,
    })),
    rpc: mocks.rpc,
    functions: { invoke: mocks.invoke },
    storage: { from: () => ({ createSignedUrl: mocks.signedUrl }) },
  });
  fakeToast(mocks.toast);
});

const NOW = new Date('2026-11-25T15:00:00Z');
const BOARD: BookingBoard = {
  id: 'c0000000-0000-4000-8000-000000000004',
  name: 'London — Dundas St Downtown',
  slots_per_loop: 6,
  is_active: true,
  rate_per_cycle: null,
};
const LEAD: BookingLead = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Priya Raman',
  company: 'Raman Family Dental',
  email: 'priya@example.com',
  artworkPath: null,
};
const REQUEST: BookingRow = {
  id: 'e0000000-0000-4000-8000-000000000006',
  location_id: BOARD.id,
  starts_on: '2027-01-04',
  cycles: 3,
  status: 'requested',
  lead_id: LEAD.id,
  expires_at: '2026-12-02T20:00:00Z',
  created_at: '2026-11-25T00:00:00Z',
  campaign: null,
};

function renderList(booking: BookingRow = REQUEST, lead: BookingLead = LEAD) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookingList bookings={[booking]} status="requested" boards={new Map([[BOARD.id, BOARD]])} leads={new Map([[lead.id, lead]])} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.rpc.mockResolvedValue({ data: null, error: null, status: 204 });
  mocks.invoke.mockResolvedValue({ data: { sent: true }, error: null });
});

describe('BookingList', () => {
  it('shows the request: board, dates, hold, lead linking to the inbox', () => {
    renderList();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: BOARD.name })).toBeInTheDocument();
    expect(card).toHaveTextContent('Starts Mon Jan 4, 2027 · 3 cycles');
    expect(card).toHaveTextContent('Hold expires Dec 2, 2026');
    expect(within(card).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute('href', `/admin/leads?lead=${LEAD.id}`);
    expect(card).toHaveTextContent('Raman Family Dental');
    expect(card).toHaveTextContent('No artwork sent.');
    expect(screen.getByRole('heading', { name: /Requests awaiting a decision/ })).toHaveTextContent('(1)');
  });

  it('confirms through confirm_campaign alone: the database writes the prospect’s e-mail, the browser calls no function', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Confirmed: ${BOARD.name}. The prospect will be e-mailed within a minute.`));
    expect(mocks.rpc).toHaveBeenCalledWith('confirm_campaign', { p_campaign: CAMPAIGN_ID });
    expect(mocks.rpc).toHaveBeenCalledTimes(1);
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('asks before declining, and declines only on the dialog’s button', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent(`${BOARD.name}, Starts Mon Jan 4, 2027 · 3 cycles: its slots go back on sale at once`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    expect(mocks.rpc).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Declined: ${BOARD.name}. Its slots are free again.`));
    expect(mocks.rpc).toHaveBeenCalledWith('decline_campaign', { p_campaign: CAMPAIGN_ID });
  });

  it('shows the database’s refusal and e-mails no one', async () => {
    mocks.rpc.mockResolvedValue({
      data: null,
      error: { code: 'P0001', details: 'booking_full', message: 'No free slot left on London — Dundas St Downtown for the cycle starting Mon Jan 4, 2027.' },
      status: 400,
    });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No free slot left on London — Dundas St Downtown for the cycle starting Mon Jan 4, 2027.'),
    );
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('offers the artwork through a short-lived signed link once the lead has one', async () => {
    mocks.signedUrl.mockResolvedValue({ data: { signedUrl: 'http://127.0.0.1:54321/storage/v1/object/sign/booking-artwork/a.png?token=t' }, error: null });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList(REQUEST, { ...LEAD, artworkPath: 'leads/a.png' });
    fireEvent.click(screen.getByRole('button', { name: 'View artwork' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('http://127.0.0.1:54321/storage/v1/object/sign/booking-artwork/a.png?token=t', '_blank', 'noopener,noreferrer'),
    );
    expect(mocks.signedUrl).toHaveBeenCalledWith('leads/a.png', 600);
    expect(screen.getByRole('link', { name: /Open the artwork/ })).toHaveAttribute('href', expect.stringContaining('token=t'));
  });

  it('offers no decision on a request past its hold', () => {
    renderList({ ...REQUEST, expires_at: '2026-11-25T14:00:00Z' });
    expect(screen.getByRole('article')).toHaveTextContent('Expired');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
