import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_POLL } from '@/features/payments/api/checkout-receipt';
import { advanceClock, advanceClockUntil } from '@/testing/fake-clock';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { AppProvider } from '../provider';
import { AppRoutes, matchRouteIds } from '../routes';

const ADMIN = 'admin@londondigitalbillboards.ca';
const CAMPAIGN_ID = 'a2000000-0000-4000-8000-000000000001';

const mocks = {
  getSession: vi.fn(),
  signInWithOtp: vi.fn(),
  verifyOtp: vi.fn(),
  signOut: vi.fn(),
  answer: vi.fn(),
  rpc: vi.fn(),
  calls: [] as { table: string; method: string; args: unknown[] }[],
  listeners: [] as ((event: string, session: unknown) => void)[],
};

beforeEach(() => {
  fakeSupabase({
    auth: {
      getSession: mocks.getSession,
      signInWithOtp: mocks.signInWithOtp,
      verifyOtp: mocks.verifyOtp,
      signOut: mocks.signOut,
      onAuthStateChange: (listener: (event: string, session: unknown) => void) => {
        mocks.listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
    },
    rpc: mocks.rpc,
    // The payment section asks whether online payment is set up; here it is not.
    functions: { invoke: async () => ({ data: { available: false }, error: null }) },
    from: (table: string) => fakeFrom(mocks.calls as BuilderCall[], (t, calls) => mocks.answer(t, calls))(table),
  });
});

const session = (email: string, id = 'user-1') => ({ access_token: 't', user: { id, email } });
const signedOut = () => mocks.getSession.mockResolvedValue({ data: { session: null }, error: null });
const signedInAs = (email: string) => mocks.getSession.mockResolvedValue({ data: { session: session(email) }, error: null });

const CAMPAIGN = {
  id: CAMPAIGN_ID,
  reference: 'C-7K3Q9X',
  name: 'Pat Bakery',
  status: 'confirmed',
  created_at: '2026-11-20T15:00:00Z',
  bookings: [{ id: 'b1', starts_on: '2026-12-07', cycles: 2, status: 'confirmed', board: { name: 'Wellington Rd' } }],
};

function renderAt(url: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
}

// The route's lazy module, transformed once before the tests time themselves.
beforeAll(async () => {
  await import('./account');
});

beforeEach(() => {
  mocks.getSession.mockReset();
  mocks.signInWithOtp.mockReset();
  mocks.verifyOtp.mockReset();
  mocks.signOut.mockReset().mockResolvedValue({ error: null });
  mocks.answer.mockReset();
  mocks.rpc.mockReset();
  mocks.calls.length = 0;
  mocks.listeners.length = 0;
});

describe('/account', () => {
  it('is one lazy route for the sign-in, the list and each campaign', () => {
    expect(matchRouteIds('/account')).toEqual(['root', 'routes/account']);
    expect(matchRouteIds(`/account/campaigns/${CAMPAIGN_ID}`)).toEqual(['root', 'routes/account']);
  });

  it('signed out: a labelled e-mail field and "Send me a link", then the same answer and a code field, and noindex', async () => {
    signedOut();
    mocks.signInWithOtp.mockResolvedValue({ data: {}, error: null });
    renderAt('/account');
    const email = await screen.findByLabelText('E-mail address');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an e-mail address, like name@example.com.');
    expect(mocks.signInWithOtp).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: ' Pat@Bakery.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByText(/If pat@bakery.example has an advertiser account, we have e-mailed it a sign-in link and a 6-digit code/),
    ).toBeInTheDocument();
    expect(mocks.signInWithOtp).toHaveBeenCalledWith({
      email: 'pat@bakery.example',
      options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/account` },
    });
    expect(screen.getByLabelText('6-digit code from the e-mail')).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it.each([
    ['an address with no account (otp_disabled)', { status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' }],
    ['an address e-mailed less than a minute ago (429)', { status: 429, code: 'over_email_send_rate_limit', message: 'For security purposes...' }],
  ])('answers %s exactly as a known one', async (_, error) => {
    signedOut();
    mocks.signInWithOtp.mockResolvedValue({ data: {}, error });
    renderAt('/account');
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'who@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/If who@example.com has an advertiser account/)).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code from the e-mail')).toBeInTheDocument();
  });

  it('the code: six digits, a wrong one refused in words, a right one verified as type email', async () => {
    signedOut();
    mocks.signInWithOtp.mockResolvedValue({ data: {}, error: null });
    mocks.verifyOtp.mockResolvedValueOnce({ data: { session: null }, error: { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' } });
    renderAt('/account');
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'pat@bakery.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const code = await screen.findByLabelText('6-digit code from the e-mail');
    fireEvent.change(code, { target: { value: '12a3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Type the 6 digits from the e-mail.');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
    expect(mocks.verifyOtp).toHaveBeenCalledWith({ email: 'pat@bakery.example', token: '123456', type: 'email' });
  });

  it("the e-mail's link lands here, is spent once, and a spent one says so beside the form", async () => {
    signedOut();
    mocks.verifyOtp.mockResolvedValue({
      data: { session: null },
      error: { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' },
    });
    renderAt('/account?token_hash=abc123&type=magiclink');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used.');
    expect(mocks.verifyOtp).toHaveBeenCalledTimes(1);
    expect(mocks.verifyOtp).toHaveBeenCalledWith({ token_hash: 'abc123', type: 'magiclink' });
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('signed in: their campaigns with boards, dates in words, status in words and reference; sign out', async () => {
    signedInAs('pat@bakery.example');
    mocks.answer.mockImplementation(() => ({ data: [CAMPAIGN], error: null, status: 200 }));
    renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as pat@bakery.example')).toBeInTheDocument();
    const item = (await screen.findByRole('link', { name: 'Pat Bakery' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Pat Bakery' })).toHaveAttribute('href', `/account/campaigns/${CAMPAIGN_ID}`);
    expect(item).toHaveTextContent('Reference C-7K3Q9X');
    expect(item).toHaveTextContent('Status: Confirmed: your dates are booked');
    expect(item).toHaveTextContent('Wellington Rd: Mon Dec 7, 2026 to Sun Jan 31, 2027 (2 cycles of 4 weeks)');
    expect(mocks.calls.filter((c) => c.method === 'select').map((c) => c.table)).toEqual(['campaigns']);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(mocks.signOut).toHaveBeenCalledWith({ scope: 'global' }));
  });

  it('signed in with no campaign yet: says so', async () => {
    signedInAs('new@bakery.example');
    mocks.answer.mockImplementation(() => ({ data: [], error: null, status: 200 }));
    renderAt('/account');
    expect(await screen.findByText(/No campaigns yet/)).toBeInTheDocument();
  });

  it('the admin signed in: a short note that this area is for advertisers, a link to the admin, and nothing read', async () => {
    signedInAs(ADMIN);
    renderAt('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'This area is for advertisers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin' })).toHaveAttribute('href', '/admin');
    expect(mocks.calls).toEqual([]);
  });
});

describe('/account/campaigns/:id', () => {
  const milestones = [
    { id: 2, occurred_at: '2026-11-21T14:30:00Z', action: 'confirmed', to_status: 'confirmed' },
    { id: 1, occurred_at: '2026-11-20T15:00:00Z', action: 'requested', to_status: 'requested' },
  ];
  // The artwork's approval is no campaign event: the account reads it from artwork_milestones.
  const approvals = [{ action: 'artwork_approved', occurred_at: '2026-11-22T15:00:00Z', version_id: 'v-1' }];
  // The other features' sections read tables of their own: answered empty here.
  const byTable = (campaign: unknown) => (table: string) =>
    table === 'campaigns' ? { data: campaign, error: null, status: 200 } : { data: table === 'artwork_milestones' ? approvals : [], error: null, status: 200 };

  it('boards and dates, status, the timeline in order on the Toronto clock, the company’s contacts', async () => {
    signedInAs('pat@bakery.example');
    const priced = CAMPAIGN.bookings.map((b) => ({ ...b, price_per_cycle_cents: 165_000, discount_bp: 0 }));
    mocks.answer.mockImplementation(byTable({ ...CAMPAIGN, bookings: priced, campaign_events: milestones }));
    renderAt(`/account/campaigns/${CAMPAIGN_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Timeline' })).toBeInTheDocument();
    // Two cycles at $1,650: two invoices of $1,650.00 + $214.50 HST.
    const price = within(screen.getByRole('region', { name: 'Price' }));
    expect(price.getByTestId('price-subtotal')).toHaveTextContent('$3,300.00');
    expect(price.getByTestId('price-hst')).toHaveTextContent('$429.00');
    expect(price.getByTestId('price-total')).toHaveTextContent('$3,729.00');
    expect(screen.getByText('Reference C-7K3Q9X')).toBeInTheDocument();
    // The trail names the campaign, not its id.
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getAllByRole('listitem').at(-1)).toHaveTextContent('Pat Bakery (C-7K3Q9X)'));
    expect(trail).not.toHaveTextContent(CAMPAIGN_ID);
    expect(screen.getByText('Confirmed: your dates are booked')).toBeInTheDocument();
    expect(screen.getByText(/Mon Dec 7, 2026 to Sun Jan 31, 2027/)).toBeInTheDocument();
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).parentElement!;
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Requested Nov 20, 2026, 10:00 a.m. (Toronto time)',
      'Confirmed Nov 21, 2026, 9:30 a.m. (Toronto time)',
      'Artwork approved Nov 22, 2026, 10:00 a.m. (Toronto time)',
    ]);
    const contacts = screen.getByRole('heading', { name: 'Questions about your campaign?' }).parentElement!;
    expect(within(contacts).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(contacts).getByRole('link', { name: 'info@londondigitalbillboards.ca' })).toHaveAttribute('href', 'mailto:info@londondigitalbillboards.ca');
    expect(mocks.calls.filter((c) => c.method === 'eq').map((c) => c.args)).toEqual(
      expect.arrayContaining([
        ['id', CAMPAIGN_ID],
        ['campaign_id', CAMPAIGN_ID],
      ]),
    );
  });

  it('a campaign that is not theirs (RLS answers nothing): says so, with the way back', async () => {
    signedInAs('pat@bakery.example');
    mocks.answer.mockImplementation(() => ({ data: null, error: null, status: 200 }));
    renderAt(`/account/campaigns/${CAMPAIGN_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No campaign of yours has this address.');
    expect(screen.getByRole('link', { name: 'All your campaigns' })).toHaveAttribute('href', '/account');
  });

  it('signed out: the sign-in, on the same address', async () => {
    signedOut();
    renderAt(`/account/campaigns/${CAMPAIGN_ID}`);
    expect(await screen.findByRole('button', { name: 'Send me a link' })).toBeInTheDocument();
    expect(mocks.calls).toEqual([]);
  });
});

describe('/account/paid: back from Stripe Checkout', () => {
  const SESSION = 'cs_test_a1B2c3D4e5F6g7H8';
  const receipt = (fields: Record<string, unknown>) => ({
    data: {
      campaign_id: CAMPAIGN_ID,
      reference: 'C-7K3Q9X',
      state: 'paid',
      amount_cents: 118_085,
      currency: 'cad',
      method: 'card',
      paid_at: '2026-11-27T16:00:00Z',
      refunded_cents: 0,
      balance_cents: 236_170,
      ...fields,
    },
    error: null,
    status: 200,
  });

  it('signed out: thanks them and shows the payment the session id proves, and offers the sign-in, not the sign-in form', async () => {
    signedOut();
    mocks.rpc.mockResolvedValue(receipt({}));
    renderAt(`/account/paid?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(mocks.rpc).toHaveBeenCalledWith('deposit_checkout_receipt', { p_session: SESSION });
    const facts = screen.getByRole('region', { name: 'Your payment' });
    const rows = within(facts)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Amount: $1,180.85',
      'Paid for: The deposit of campaign C-7K3Q9X',
      'Method: Card (Stripe)',
      'Date: Nov 27, 2026',
      'Balance left on the campaign: $2,361.70',
    ]);
    expect(screen.getByText('Sign in to see your campaign, its invoices and its artwork.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', `/account/campaigns/${CAMPAIGN_ID}`);
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
    expect(mocks.calls).toEqual([]);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });

  it('before Stripe’s event is recorded: says the payment is being confirmed and reads again until it is', async () => {
    // The page reads again every few seconds: on a faked clock, moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedOut();
    mocks.rpc.mockResolvedValue(receipt({ state: 'confirming', method: null, paid_at: null, refunded_cents: null, balance_cents: null }));
    renderAt(`/account/paid?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your payment is being confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('this page updates on its own as soon as your payment is recorded');
    expect(screen.getByText('The deposit of campaign C-7K3Q9X')).toBeInTheDocument();
    expect(screen.queryByText('Method')).not.toBeInTheDocument();

    mocks.rpc.mockResolvedValue(receipt({}));
    expect(await advanceClockUntil(() => screen.queryByRole('heading', { level: 1, name: 'Thank you for your payment' }))).toBeInTheDocument();
    expect(screen.getByText('Card (Stripe)')).toBeInTheDocument();
    const reads = mocks.rpc.mock.calls.length;
    expect(reads).toBeGreaterThanOrEqual(2);
    // Found: no more reads.
    await advanceClock(3 * RECEIPT_POLL.intervalMs);
    expect(mocks.rpc.mock.calls.length).toBe(reads);
  });

  it('an id that is no payment of ours: says so and points to the account', async () => {
    signedOut();
    mocks.rpc.mockResolvedValue({ data: null, error: null, status: 200 });
    renderAt('/account/paid?session_id=cs_test_unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this payment' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in to your account' })).toHaveAttribute('href', '/account');
  });

  it('signed in: the same payment, with the way to the campaign', async () => {
    signedInAs('pat@bakery.example');
    mocks.rpc.mockResolvedValue(receipt({ refunded_cents: 10_000 }));
    renderAt(`/account/paid?session_id=${SESSION}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeInTheDocument();
    expect(screen.getByText('Refunded since').nextElementSibling).toHaveTextContent('$100.00');
    expect(await screen.findByRole('link', { name: 'See your campaign' })).toHaveAttribute('href', `/account/campaigns/${CAMPAIGN_ID}`);
  });
});
