import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryDefaults } from '@/lib/react-query';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { Worklist as WorklistData } from '../api/get-worklist';
import { Worklist } from './worklist';
import { WorklistCount } from './worklist-count';

const mocks = { rpc: vi.fn() };
beforeEach(() => {
  fakeSupabase({ rpc: mocks.rpc });
});

const empty = { count: 0, items: [] };
const NOW = '2026-11-30T15:00:00Z';

const worklist: WorklistData = {
  now: NOW,
  requests: {
    count: 12,
    items: [
      { id: 'c-1', reference: 'C-OLD111', name: 'Raman, Dec 7', advertiser: 'Raman Family Dental', since: '2026-11-27T14:00:00Z' },
      { id: 'c-2', reference: 'C-NEW222', name: 'Talbot, Dec 7', advertiser: 'Talbot Bakery', since: '2026-11-30T10:00:00Z' },
    ],
  },
  artwork: {
    count: 1,
    items: [{ id: 'v-1', campaign_id: 'c-9', reference: 'C-ART999', advertiser: 'Forest City Gym', version: 2, since: '2026-11-30T14:30:00Z' }],
  },
  deposits_due: empty,
  deposits_past_due: { count: 1, items: [{ id: 'c-5', reference: 'C-DEP555', name: 'Dep', advertiser: 'Late Payer Inc', due_at: '2026-11-30T14:05:00Z' }] },
  invoices_overdue: {
    count: 1,
    items: [
      { id: 'i-1', number: 'INV-2026-0007', campaign_id: 'c-6', reference: 'C-INV666', advertiser: 'Owing Co', due_on: '2026-11-16', balance_cents: 113_000 },
    ],
  },
  leads_unanswered: { count: 1, items: [{ id: 'l-1', name: 'Jane Doe', company: 'Doe Realty', since: '2026-11-26T15:00:00Z' }] },
  failed_messages: {
    count: 1,
    items: [
      {
        id: 41,
        campaign_id: 'c-7',
        reference: 'C-MSG777',
        kind: 'payment_receipt',
        recipient: 'ana@example.com',
        last_error: 'The mail service answered 503',
        attempts: 3,
        since: '2026-11-30T13:00:00Z',
      },
    ],
  },
  card_captures: {
    count: 2,
    items: [
      {
        id: 'cs_test_1',
        campaign_id: 'c-8',
        reference: 'C-CAP888',
        advertiser: 'Bottega Card',
        amount_cents: 124_300,
        reason: 'capture_failed',
        last_error: 'Stripe paymentIntents.capture failed (StripeCardError 402)',
        since: '2026-11-30T12:00:00Z',
      },
      {
        id: 'cs_test_2',
        campaign_id: 'c-10',
        reference: 'C-LAP101',
        advertiser: 'Late Card Co',
        amount_cents: 56_500,
        reason: 'lapsed',
        last_error: null,
        since: '2026-11-30T13:00:00Z',
      },
    ],
  },
  under_delivered: {
    count: 1,
    items: [
      {
        campaign_id: 'c-8',
        reference: 'C-DARK88',
        advertiser: 'Dim Diner',
        location_id: 'b-1',
        board_name: 'London — Dundas St',
        cycle_start: '2026-10-12',
        cycle_end: '2026-11-08',
        contracted: 302_850,
        delivered: 200_000,
      },
    ],
  },
  total: 20,
};

function renderWithHeader() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <WorklistCount />
        <Worklist />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A list's card, found by its heading. */
const card = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the worklist', () => {
  beforeEach(() => {
    mocks.rpc.mockReset();
    mocks.rpc.mockResolvedValue({ data: worklist, error: null, status: 200 });
  });

  it('lists what waits, each count linking to its filtered list and each line to its record, the oldest request first with how long it waited', async () => {
    renderWithHeader();
    const requests = await screen.findByRole('region', { name: '12 Requests to answer' });
    expect(within(requests).getByRole('link', { name: '12 Requests to answer' })).toHaveAttribute('href', '/admin/bookings?status=requested');
    const lines = within(requests).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual(['C-OLD111 · Raman Family Dental waiting 3 days', 'C-NEW222 · Talbot Bakery waiting 5 hours']);
    expect(within(lines[0]!).getByRole('link', { name: 'C-OLD111 · Raman Family Dental' })).toHaveAttribute('href', '/admin/campaigns/c-1');
    expect(within(requests).getByText('The 2 oldest of 12 shown.')).toBeInTheDocument();

    const artwork = card('1 Artwork waiting for review');
    expect(within(artwork).getByRole('link', { name: '1 Artwork waiting for review' })).toHaveAttribute('href', '/admin/artwork');
    expect(within(artwork).getByRole('link', { name: 'C-ART999 · Forest City Gym, version 2' })).toHaveAttribute('href', '/admin/campaigns/c-9');
    expect(artwork).toHaveTextContent('waiting under an hour');

    expect(within(card('0 Deposits due within 48 hours')).queryAllByRole('listitem')).toHaveLength(0);
    const late = card('1 Deposits past due');
    expect(within(late).getByRole('link', { name: 'C-DEP555 · Late Payer Inc' })).toHaveAttribute('href', '/admin/campaigns/c-5');
    expect(late).toHaveTextContent('due Mon Nov 30, 2026 at 9:05 a.m. (Toronto time)');

    const invoices = card('1 Invoices overdue');
    expect(within(invoices).getByRole('link', { name: '1 Invoices overdue' })).toHaveAttribute('href', '/admin/invoices?status=overdue');
    expect(within(invoices).getByRole('link', { name: 'INV-2026-0007 · Owing Co' })).toHaveAttribute('href', '/admin/invoices/i-1');
    expect(invoices).toHaveTextContent('due Mon Nov 16, 2026, $1,130.00 owed');

    const leads = card('1 Leads not answered in one business day');
    expect(within(leads).getByRole('link', { name: '1 Leads not answered in one business day' })).toHaveAttribute('href', '/admin/leads?status=new');
    expect(within(leads).getByRole('link', { name: 'Jane Doe · Doe Realty' })).toHaveAttribute('href', '/admin/leads?lead=l-1');
    expect(leads).toHaveTextContent('waiting 4 days');

    // No list of messages of their own: the count is shown, not linked; each line leads to its campaign, where it is sent again.
    const messages = card('1 Messages that failed to send');
    expect(within(messages).getAllByRole('link')).toHaveLength(1);
    expect(within(messages).getByRole('link', { name: 'C-MSG777 · Receipt to ana@example.com' })).toHaveAttribute('href', '/admin/campaigns/c-7');
    expect(messages).toHaveTextContent('failed: The mail service answered 503');

    // A card deposit the Confirm did not capture: each line leads to its campaign, saying why.
    const captures = card('2 Card deposits not captured');
    const held = within(captures).getAllByRole('listitem');
    expect(held.map((li) => li.textContent)).toEqual([
      'C-CAP888 · Bottega Card, $1,243.00 capture failed: Stripe paymentIntents.capture failed (StripeCardError 402)',
      'C-LAP101 · Late Card Co, $565.00 the authorisation had lapsed: the deposit link was sent instead',
    ]);
    expect(within(held[0]!).getByRole('link', { name: 'C-CAP888 · Bottega Card, $1,243.00' })).toHaveAttribute('href', '/admin/campaigns/c-8');
  });

  it('the header says how many things wait and links to the dashboard, from the same one read', async () => {
    renderWithHeader();
    expect(await screen.findByRole('link', { name: '20 things wait' })).toHaveAttribute('href', '/admin/dashboard');
    expect(mocks.rpc).toHaveBeenCalledTimes(1);
    expect(mocks.rpc).toHaveBeenCalledWith('staff_worklist');
  });

  it('the header’s count is read again when the window regains focus, though the app reads nothing again on focus by default', async () => {
    const client = new QueryClient({ defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <WorklistCount />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: '20 things wait' })).toBeInTheDocument();
    mocks.rpc.mockResolvedValue({ data: { ...worklist, total: 21 }, error: null, status: 200 });
    // The browser tells of a tab coming back by its visibility changing.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(await screen.findByRole('link', { name: '21 things wait' })).toBeInTheDocument();
    expect(mocks.rpc).toHaveBeenCalledTimes(2);
  });

  it('says when nothing waits', async () => {
    mocks.rpc.mockResolvedValue({
      data: {
        ...worklist,
        requests: empty,
        artwork: empty,
        deposits_past_due: empty,
        invoices_overdue: empty,
        leads_unanswered: empty,
        failed_messages: empty,
        card_captures: empty,
        under_delivered: empty,
        total: 0,
      },
      error: null,
      status: 200,
    });
    renderWithHeader();
    expect(await screen.findByText('Nothing waits for a person right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0 things wait' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('lists a board delivered under its plays with its make-good: extra days or a credit, checked before they are sent, refusals in the database’s words', async () => {
    renderWithHeader();
    const under = await screen.findByRole('region', { name: '1 Boards delivered under their plays' });
    expect(within(under).getByRole('link', { name: 'C-DARK88 · Dim Diner, London — Dundas St' })).toHaveAttribute('href', '/admin/campaigns/c-8');
    expect(under).toHaveTextContent('cycle starting Mon Oct 12, 2026: 200,000 of 302,850 plays (66.0%)');
    const form = within(under).getByRole('form', { name: 'Make good C-DARK88 on London — Dundas St' });
    const amount = within(form).getByRole('textbox', { name: 'Days' });

    fireEvent.change(amount, { target: { value: '29' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the make-good' }));
    expect(within(under).getByRole('alert')).toHaveTextContent('Enter 1 to 28 days.');

    mocks.rpc.mockImplementation(async (fn: string) =>
      fn === 'record_make_good'
        ? { data: null, error: { message: 'No free slot left on London — Dundas St on Mon Dec 7, 2026.', code: 'P0001' }, status: 400 }
        : { data: worklist, error: null, status: 200 },
    );
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the make-good' }));
    expect(await within(under).findByText(/Not recorded: No free slot left on London — Dundas St/)).toBeInTheDocument();
    expect(mocks.rpc).toHaveBeenCalledWith('record_make_good', {
      p_campaign: 'c-8',
      p_location: 'b-1',
      p_cycle_start: '2026-10-12',
      p_kind: 'extra_days',
      p_days: 5,
    });

    fireEvent.click(within(form).getByRole('radio', { name: 'A credit' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Credit (dollars, before HST)' }), { target: { value: '1,250.50' } });
    mocks.rpc.mockImplementation(async (fn: string) =>
      fn === 'record_make_good' ? { data: 'm-1', error: null, status: 200 } : { data: worklist, error: null, status: 200 },
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Record the make-good' }));
    await waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('record_make_good', {
        p_campaign: 'c-8',
        p_location: 'b-1',
        p_cycle_start: '2026-10-12',
        p_kind: 'credit',
        p_credit_cents: 125_050,
      }),
    );
    // Recorded, the worklist is read again (the row leaves it when the database no longer lists it).
    await waitFor(() => {
      expect(mocks.rpc.mock.calls.filter(([fn]) => fn === 'staff_worklist').length).toBeGreaterThan(1);
      expect(within(form).getByRole('button', { name: 'Record the make-good' })).toBeEnabled();
    });
  });
});
