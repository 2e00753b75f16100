import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import type { CampaignRecord } from '../api/campaign';
import type { CampaignStatus } from '../lib/campaign-transitions';
import { CampaignPage, CampaignView } from './campaign-page';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  rpc: vi.fn(),
  invoke: vi.fn(),
  maybeSingle: vi.fn(),
};

beforeEach(() => {
  fakeSupabase({
    rpc: mocks.rpc,
    functions: { invoke: mocks.invoke },
    from: () => ({ select: () => ({ eq: () => ({ maybeSingle: mocks.maybeSingle }) }) }),
    auth: { getSession: async () => ({ data: { session: { user: { id: 'staff-1' } } } }) },
    storage: { from: () => ({ createSignedUrl: vi.fn() }) },
  });
  fakeToast(mocks.toast);
});

const TODAY = '2026-11-27';
const ID = 'a2000000-0000-4000-8000-000000000007';

function campaign(status: CampaignStatus, overrides: Partial<CampaignRecord> = {}): CampaignRecord {
  return {
    id: ID,
    reference: 'C-7K3Q9X',
    name: 'Raman Family Dental, Dec 7, 2026',
    status,
    created_at: '2026-11-26T15:00:00Z',
    lead_id: 'd0000000-0000-4000-8000-000000000001',
    advertiser: { id: 'adv', company: 'Raman Family Dental', contact_name: 'Priya Raman', email: 'priya.raman@example.com', phone: '519-555-0142' },
    bookings: [
      {
        id: 'b1',
        location_id: 'c1',
        board: 'London — Dundas St Downtown',
        starts_on: '2026-12-07',
        cycles: 3,
        status: status === 'requested' ? 'requested' : 'confirmed',
        price_per_cycle_cents: 110_000,
        discount_bp: 500,
        price_override_reason: null,
        price_fixed_at: null,
      },
    ],
    events: [
      { id: 1, actor_id: null, occurred_at: '2026-11-26T15:00:00Z', action: 'requested', from_status: null, to_status: 'requested', reason: null, details: {} },
      {
        id: 2,
        actor_id: 'staff-1',
        occurred_at: '2026-11-26T16:00:00Z',
        action: 'extended',
        from_status: 'requested',
        to_status: 'requested',
        reason: 'Asked on the phone',
        details: { cycles: 1 },
      },
      {
        id: 3,
        actor_id: null,
        occurred_at: '2026-11-26T16:01:00Z',
        action: 'emailed',
        from_status: 'requested',
        to_status: 'requested',
        reason: null,
        details: { kind: 'confirmed', to: 'priya.raman@example.com' },
      },
    ],
    lead: {
      id: 'd0000000-0000-4000-8000-000000000001',
      name: 'Priya Raman',
      email: 'priya.raman@example.com',
      email_status: 'sent',
      email_attempts: 1,
      email_error: null,
      email_sent_at: '2026-11-26T15:00:05Z',
      artwork_path: null,
      created_at: '2026-11-26T15:00:00Z',
      terms_version: '2026-11-27',
      terms_accepted_at: '2026-11-26T20:04:00Z',
    },
    messages: [],
    totals: { startsOn: '2026-12-07', endsOn: '2027-02-28', boards: 1, totalCents: 313_500 },
    viewerId: 'staff-1',
    ...overrides,
  };
}

/** Renders the view; the function it returns renders it again with the campaign as read anew. */
function renderView(record: CampaignRecord): (next: CampaignRecord) => void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = (shown: CampaignRecord) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CampaignView campaign={shown} today={TODAY} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(view(record));
  return (next) => rerender(view(next));
}

const actionsSection = () => screen.getByRole('region', { name: 'Actions' });
const buttonNames = () =>
  within(actionsSection())
    .queryAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  mocks.rpc.mockResolvedValue({ data: null, error: null, status: 204 });
  mocks.invoke.mockResolvedValue({ data: { ok: true }, error: null });
});

describe('CampaignView: what it shows', () => {
  it('the advertiser’s contact links, each booking’s price and the derived total, the timeline in words and the recorded e-mails', () => {
    renderView(campaign('confirmed'));
    expect(screen.getByRole('link', { name: 'priya.raman@example.com' })).toHaveAttribute('href', 'mailto:priya.raman@example.com');
    expect(screen.getByRole('link', { name: '519-555-0142' })).toHaveAttribute('href', 'tel:5195550142');
    const row = screen.getByRole('row', { name: /Dundas St/ });
    expect(row).toHaveTextContent('Mon Dec 7, 2026 to Sun Feb 28, 2027 (3 cycles)');
    expect(row).toHaveTextContent('$1,100.00');
    expect(row).toHaveTextContent('less 5% for length');
    // 3 x $1,100 less 5%.
    expect(row).toHaveTextContent('$3,135.00');
    // Three invoices of $1,045.00 + $135.85 HST.
    const price = within(screen.getByLabelText('Campaign price'));
    expect(price.getByTestId('price-subtotal')).toHaveTextContent('$3,135.00');
    expect(price.getByTestId('price-hst')).toHaveTextContent('$407.55');
    expect(price.getByTestId('price-total')).toHaveTextContent('$3,542.55');
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Confirmed');

    const timeline = within(screen.getByTestId('campaign-timeline')).getAllByRole('listitem');
    expect(timeline).toHaveLength(2);
    expect(within(timeline[0]!).getAllByRole('paragraph')[0]).toHaveTextContent(/^Requested$/);
    expect(timeline[0]).toHaveTextContent('The site');
    expect(timeline[1]).toHaveTextContent('Extended by 1 cycle');
    expect(timeline[1]).toHaveTextContent('You');
    expect(timeline[1]).toHaveTextContent('Reason: Asked on the phone');

    const emails = screen.getByRole('region', { name: 'E-mails' });
    expect(emails).toHaveTextContent('New-request e-mail to the team: sent (1 attempt');
    expect(emails).toHaveTextContent('Confirmation e-mailed to priya.raman@example.com');
    // The artwork (the request's own among its versions) is the artwork feature's section, mounted by the route.
    expect(screen.queryByRole('region', { name: 'Artwork' })).toBeNull();
  });
});

describe('CampaignView: the advertiser’s e-mails', () => {
  const emails = () => screen.getByRole('region', { name: 'E-mails' });
  const message = (over: Partial<CampaignRecord['messages'][number]>): CampaignRecord['messages'][number] => ({
    id: 7,
    kind: 'confirmed',
    created_at: '2026-11-27T15:00:00Z',
    attempts: 1,
    next_attempt_at: null,
    sent_at: '2026-11-27T15:00:20Z',
    last_error: null,
    recipient: 'ana@example.com',
    resend_of: null,
    ...over,
  });
  const sentEvent = {
    id: 9,
    actor_id: null,
    occurred_at: '2026-11-27T15:00:20Z',
    action: 'emailed',
    from_status: 'confirmed' as const,
    to_status: 'confirmed' as const,
    reason: null,
    details: { kind: 'confirmed', to: 'ana@example.com', note: 'deposit_link', message_id: 7 },
  };

  it('says each in words, never a raw kind: sent (with what it carried), waiting, being retried, or given up with its error', () => {
    renderView(
      campaign('confirmed', {
        events: [sentEvent],
        messages: [
          message({}),
          message({ id: 8, kind: 'artwork_approved', sent_at: null, attempts: 0, next_attempt_at: '2026-11-27T15:01:00Z', recipient: null }),
          message({
            id: 10,
            kind: 'cancelled',
            sent_at: null,
            attempts: 2,
            next_attempt_at: '2026-11-27T15:05:00Z',
            last_error: 'Resend answered 503',
            recipient: null,
          }),
          message({ id: 11, kind: 'artwork_rejected', sent_at: null, attempts: 10, next_attempt_at: null, last_error: 'Resend answered 422', recipient: null }),
          message({ id: 12, kind: 'proof_ready', sent_at: null, attempts: 0, next_attempt_at: '2026-11-27T15:01:00Z', recipient: null }),
          // A Xibo call, not an e-mail: on the timeline, not here.
          message({ id: 13, kind: 'xibo_publish', sent_at: '2026-11-27T15:02:00Z', attempts: 1, next_attempt_at: null, recipient: null }),
        ],
      }),
    );
    const items = within(emails()).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(emails()).not.toHaveTextContent('Xibo');
    expect(items[1]).toHaveTextContent('Confirmation e-mailed to ana@example.com, with the deposit link');
    expect(items[2]).toHaveTextContent('Artwork approval: waiting to be sent');
    expect(items[3]).toHaveTextContent('Cancellation: not sent yet (2 attempts), trying again');
    expect(items[3]).toHaveTextContent('Last error: Resend answered 503');
    expect(items[4]).toHaveTextContent('Artwork change request: not sent, given up after 10 attempts');
    expect(items[4]).not.toHaveTextContent('trying again');
    expect(items[4]).toHaveTextContent('Last error: Resend answered 422');
    expect(items[5]).toHaveTextContent('Proof-of-play notice: waiting to be sent');
    expect(emails()).not.toHaveTextContent(/artwork_|_rejected|_approved|proof_/);
    // Send again: for what was sent and what was given up, not for what is still being tried.
    expect(within(items[1]!).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(within(items[3]!).queryByRole('button')).toBeNull();
    expect(within(items[4]!).getByRole('button', { name: 'Send again' })).toBeInTheDocument();
  });

  it('sends one again through the database, which writes it to the outbox anew', async () => {
    renderView(campaign('confirmed', { events: [sentEvent], messages: [message({})] }));
    fireEvent.click(within(emails()).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('It will be sent again within a minute.'));
    expect(mocks.rpc).toHaveBeenCalledWith('resend_campaign_message', { p_message: 7 });
    expect(mocks.invoke).not.toHaveBeenCalled();
  });
});

describe('CampaignView: the terms the request accepted', () => {
  const terms = () => screen.getByRole('region', { name: 'Advertiser' });

  it('names the version and when, in Toronto time', () => {
    renderView(campaign('confirmed'));
    expect(terms()).toHaveTextContent('Terms accepted: version 2026-11-27, Nov 26, 2026, 3:04 p.m. (Toronto)');
  });

  it('says when the request recorded none, and that a phone sale accepted none online', () => {
    const lead = campaign('confirmed').lead!;
    renderView(campaign('confirmed', { lead: { ...lead, terms_version: null, terms_accepted_at: null } }));
    expect(terms()).toHaveTextContent('Terms accepted: none recorded with this request.');
    cleanup();
    renderView(campaign('confirmed', { lead: null, lead_id: null, events: [] }));
    expect(terms()).toHaveTextContent('A phone sale (no lead).');
    expect(terms()).toHaveTextContent('Terms accepted: none online (a phone sale).');
  });

  it('says nothing of terms once the lead was erased', () => {
    renderView(campaign('confirmed', { lead: null, lead_id: null }));
    expect(terms()).toHaveTextContent('Its lead was erased.');
    expect(screen.queryByTestId('campaign-terms')).not.toBeInTheDocument();
  });
});

describe('CampaignView: the actions each state allows', () => {
  it.each([
    ['requested', ['Confirm', 'Extend', 'Move', 'Override price', 'Decline', 'Cancel campaign']],
    ['confirmed', ['Mark live', 'Extend', 'Move', 'Override price', 'Cancel campaign']],
    ['live', ['Complete', 'Extend', 'Override price', 'Cancel campaign']],
    ['completed', []],
    ['declined', []],
    ['cancelled', []],
    ['expired', []],
  ] as const)('%s: %j', (status, names) => {
    // A live campaign has begun; the others start after today.
    renderView(campaign(status, status === 'live' ? { totals: { startsOn: '2026-11-09', endsOn: '2027-01-31', boards: 1, totalCents: 0 } } : {}));
    expect(buttonNames()).toEqual(names);
    if (names.length === 0) expect(actionsSection()).toHaveTextContent('its state is final');
  });

  it('a confirmed campaign that has begun can no longer be moved', () => {
    renderView(campaign('confirmed', { totals: { startsOn: '2026-11-09', endsOn: '2027-01-31', boards: 1, totalCents: 0 } }));
    expect(buttonNames()).toEqual(['Mark live', 'Extend', 'Override price', 'Cancel campaign']);
  });
});

describe('CampaignView: acting', () => {
  it('confirms through confirm_campaign alone: the database writes the advertiser’s e-mail, the browser calls no function', async () => {
    renderView(campaign('requested'));
    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Campaign confirmed. The advertiser will be e-mailed within a minute.'));
    expect(within(actionsSection()).getByRole('status')).toHaveTextContent('Campaign confirmed. The advertiser will be e-mailed within a minute.');
    expect(mocks.rpc).toHaveBeenCalledWith('confirm_campaign', { p_campaign: ID });
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('shows the database’s refusal in its words, and e-mails no one', async () => {
    mocks.rpc.mockResolvedValue({
      data: null,
      error: { code: 'P0001', message: 'A confirmed campaign cannot become confirmed.', details: 'campaign_transition', hint: null },
      status: 400,
    });
    renderView(campaign('requested'));
    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Confirm' }));
    expect(await within(actionsSection()).findByRole('alert')).toHaveTextContent('A confirmed campaign cannot become confirmed.');
    expect(mocks.toast.error).toHaveBeenCalledWith('A confirmed campaign cannot become confirmed.');
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('asks before cancelling, saying what is freed and what stays, and needs a reason', async () => {
    renderView(campaign('confirmed'));
    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    expect(dialog).toHaveTextContent(
      'Cycles that have not begun are freed for other advertisers; cycles already run stay booked. The advertiser is told by e-mail. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Say why: the reason is kept in the timeline.');
    expect(mocks.rpc).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the timeline)'), { target: { value: 'Budget cut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.rpc).toHaveBeenCalledWith('cancel_campaign', { p_campaign: ID, p_reason: 'Budget cut' });
    expect(mocks.invoke).not.toHaveBeenCalled();
    expect(mocks.toast.success).toHaveBeenCalledWith('Campaign cancelled. The advertiser will be e-mailed within a minute.');
  });

  it('keeps the extension dialog open with the database’s refusal naming the board and cycle', async () => {
    const refusal = 'No free slot left on London — Dundas St Downtown for the cycle starting Mon Mar 1, 2027.';
    mocks.rpc.mockResolvedValue({ data: null, error: { code: 'P0001', message: refusal, details: 'booking_full', hint: null }, status: 400 });
    renderView(campaign('confirmed'));
    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend this campaign' });
    fireEvent.change(within(dialog).getByLabelText('Cycles to add'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(mocks.rpc).toHaveBeenCalledWith('extend_campaign', { p_campaign: ID, p_ends_on: '2027-02-28', p_cycles: 2, p_reason: '' });
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('extends from the end the dialog showed when it opened, and shows the refusal when the campaign changed meanwhile', async () => {
    const refusal = 'This campaign was changed by someone else since you opened it: it now ends Sun Mar 28, 2027. Reload to see the change.';
    mocks.rpc.mockResolvedValue({ data: null, error: { code: 'P0001', message: refusal, details: 'campaign_changed', hint: null }, status: 400 });
    const shown = campaign('confirmed');
    const readAgain = renderView(shown);
    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend this campaign' });
    expect(dialog).toHaveTextContent('It now ends Sun Feb 28, 2027.');
    // Another admin extended it and the page read it again: the dialog still names the end it showed.
    readAgain({ ...shown, bookings: shown.bookings.map((b) => ({ ...b, cycles: 4 })) });
    expect(dialog).toHaveTextContent('It now ends Sun Feb 28, 2027.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(mocks.toast.error).toHaveBeenCalledWith(refusal);
    expect(mocks.rpc).toHaveBeenCalledWith('extend_campaign', { p_campaign: ID, p_ends_on: '2027-02-28', p_cycles: 1, p_reason: '' });
  });

  it('moves to a start cycle chosen from the next ones, and overrides a price in dollars with a reason', async () => {
    renderView(campaign('confirmed'));
    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Move' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move this campaign' });
    const start = within(dialog).getByLabelText('New start cycle');
    expect(within(start).queryByRole('option', { name: 'Mon Dec 7, 2026' })).toBeNull();
    fireEvent.change(start, { target: { value: '2027-01-04' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(mocks.rpc).toHaveBeenCalledWith('move_campaign', { p_campaign: ID, p_starts_on: '2027-01-04', p_reason: '' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(actionsSection()).getByRole('button', { name: 'Override price' }));
    dialog = await screen.findByRole('dialog', { name: 'Override a price' });
    fireEvent.change(within(dialog).getByLabelText('New price per cycle (dollars)'), { target: { value: '950.50' } });
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the timeline)'), { target: { value: 'Loyal customer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save price' }));
    await waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('set_booking_price', { p_booking: 'b1', p_price_per_cycle_cents: 95_050, p_reason: 'Loyal customer' }),
    );
  });
});

describe('CampaignPage', () => {
  it('shows the not-found content for an id no campaign has', async () => {
    mocks.maybeSingle.mockResolvedValue({ data: null, error: null, status: 200 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <CampaignPage id={ID} notFound={<p>No such campaign</p>} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No such campaign')).toBeInTheDocument();
  });
});
