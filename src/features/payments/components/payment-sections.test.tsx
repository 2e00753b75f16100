import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PAYMENT_LINES } from '@shared/offline-payment.ts';
import { advanceClockUntil } from '@/testing/fake-clock';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { AccountPaymentSection, StaffPaymentSection } from '../index';
import { fillIn, setupUser } from '@/testing/user-events';

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  rpc: vi.fn(),
  invoke: vi.fn(),
  tables: {} as Record<string, unknown>,
  online: true,
}));

// The app's one client and its toasts, faked per test by spies on the real objects (src/testing).
function fakeClient() {
  fakeToast(mocks.toast);
  fakeSupabase({
    // The ledger is the database's (public.campaign_ledger): the test answers its row; any other call is the mock's.
    // A set-returning function: its one row, in an array, as PostgREST answers it.
    rpc: (fn: string, args: unknown) =>
      fn === 'campaign_ledger' ? Promise.resolve({ data: [mocks.tables.campaign_ledger], error: null, status: 200 }) : mocks.rpc(fn, args),
    functions: {
      invoke: (fn: string, options: { body?: { available?: boolean } }) =>
        options.body?.available ? Promise.resolve({ data: { available: mocks.online }, error: null }) : mocks.invoke(fn, options),
    },
    // Each read answers the table's current rows, whichever way the code ends its query.
    from: (table: string) => ({
      select: () => ({
        eq: () => {
          const answer = () => Promise.resolve({ data: mocks.tables[table], error: null, status: 200 });
          const ordered = { order: () => ordered, then: (ok: (v: unknown) => unknown, ko: (e: unknown) => unknown) => answer().then(ok, ko) };
          return { maybeSingle: answer, ...ordered };
        },
      }),
    }),
  });
}

const ID = 'a2000000-0000-4000-8000-000000000007';
// One board, 3 cycles at $1,100 less 5%: three invoices of $1,045.00 plus $135.85 HST, the first the deposit.
const DUE = '2026-12-04T11:41:00Z';

/** The ledger's row as public.campaign_ledger answers it. */
function ledger(over: Record<string, unknown> = {}) {
  return {
    campaign_id: ID,
    invoiced_cents: 354_255,
    paid_cents: 0,
    refunded_cents: 0,
    credited_cents: 0,
    balance_cents: 354_255,
    due_now_cents: 118_085,
    due_now_hst_cents: 13_585,
    next_due_cents: 118_085,
    next_due_on: '2026-12-04',
    ...over,
  };
}

function unpaid() {
  mocks.online = true;
  mocks.tables = {
    campaign_payment_status: { status: 'confirmed', deposit_due_at: DUE, unpaid_released_at: null },
    campaign_ledger: ledger(),
    payments: [],
    credit_notes: [],
    campaign_deposit_refund_terms: null,
  };
}

function paid() {
  mocks.tables = {
    campaign_payment_status: { status: 'confirmed', deposit_due_at: DUE, unpaid_released_at: null },
    campaign_ledger: ledger({ paid_cents: 118_085, balance_cents: 236_170, due_now_cents: 0, due_now_hst_cents: 0, next_due_on: '2026-12-27' }),
    credit_notes: [],
    payments: [
      {
        id: 'p1',
        amount_cents: 118_085,
        currency: 'cad',
        method: 'card',
        reference: 'pi_123',
        paid_at: '2026-11-27T16:00:00Z',
        stripe_payment_intent_id: 'pi_123',
      },
    ],
    campaign_deposit_refund_terms: null,
  };
}

/** Paid (by card, or by cheque), then cancelled on Nov 20, 2026, `days` days before its first cycle. */
function cancelledAfterPaying(days: number, by: 'card' | 'cheque') {
  paid();
  const payment = { ...(mocks.tables.payments as Record<string, unknown>[])[0]! };
  if (by === 'cheque') Object.assign(payment, { method: 'cheque', reference: 'Cheque 1042', stripe_payment_intent_id: null });
  mocks.tables = {
    ...mocks.tables,
    campaign_payment_status: { status: 'cancelled', deposit_due_at: DUE, unpaid_released_at: null },
    // The cancellation voided the invoices of cycles not begun: what was paid is a credit the advertiser holds.
    campaign_ledger: ledger({
      invoiced_cents: 0,
      paid_cents: 118_085,
      balance_cents: -118_085,
      due_now_cents: 0,
      due_now_hst_cents: 0,
      next_due_cents: 0,
      next_due_on: null,
    }),
    payments: [payment],
    campaign_deposit_refund_terms: {
      cancelled_at: '2026-11-20T15:00:00Z',
      first_cycle_on: new Date(Date.UTC(2026, 10, 20 + days)).toISOString().slice(0, 10),
      days_before: days,
      refundable: days >= 14,
    },
  };
}

function wrap(children: ReactNode, path = '/account/campaigns/x') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeClient();
  unpaid();
});

describe('StaffPaymentSection', () => {
  it('says not paid, what is due now with its HST (the ledger’s) and the deadline in Toronto time', async () => {
    wrap(<StaffPaymentSection campaignId={ID} />);
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(section).findByText('Not paid')).toBeInTheDocument();
    expect(within(section).getByText('Due now: $1,180.85 ($1,045.00 plus HST 13% $135.85)')).toBeInTheDocument();
    expect(within(section).getByText('Deposit due by Dec 4, 2026, 6:41 a.m. (Toronto time); released unpaid after that.')).toBeInTheDocument();
    expect(within(section).getByText('No payment recorded.')).toBeInTheDocument();
  });

  it('lists the payments once paid', async () => {
    paid();
    wrap(<StaffPaymentSection campaignId={ID} />);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Card \(Stripe\)/ });
    expect(within(row).getByText('pi_123')).toBeInTheDocument();
    expect(within(row).getByText('$1,180.85')).toBeInTheDocument();
    expect(screen.queryByText(/Deposit due by/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Due now/)).not.toBeInTheDocument();
    expect(screen.getByText('Next due: $1,180.85 by Dec 27, 2026')).toBeInTheDocument();
    const figures = within(screen.getByTestId('ledger'));
    expect(figures.getByText('Invoiced').nextSibling).toHaveTextContent('$3,542.55');
    expect(figures.getByText('Balance owed').nextSibling).toHaveTextContent('$2,361.70');
    expect(screen.queryByRole('button', { name: 'Refund the deposit' })).not.toBeInTheDocument();
  });

  it('lists the credit notes with their HST', async () => {
    paid();
    mocks.tables = {
      ...mocks.tables,
      campaign_ledger: ledger({
        paid_cents: 118_085,
        refunded_cents: 20_000,
        credited_cents: 20_000,
        balance_cents: 236_170,
        due_now_cents: 0,
        due_now_hst_cents: 0,
      }),
      credit_notes: [
        {
          id: 'n1',
          number: 'CN-2026-0001',
          invoice_id: 'i1',
          issued_on: '2026-11-28',
          reason: 'Refund',
          subtotal_cents: 17_699,
          hst_cents: 2_301,
          total_cents: 20_000,
        },
      ],
    };
    wrap(<StaffPaymentSection campaignId={ID} />);
    const table = await screen.findByRole('table', { name: 'Credit notes' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['CN-2026-0001', 'Nov 28, 2026', 'Refund', '$176.99', '$23.01', '$200.00']);
    expect(within(screen.getByTestId('ledger')).getByText('Credit notes').nextSibling).toHaveTextContent('$200.00');
  });

  it('records a payment from a labelled dialog, by keyboard', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: 'new-id', error: null, status: 200 });
    wrap(<StaffPaymentSection campaignId={ID} />);
    const open = await screen.findByRole('button', { name: 'Record a payment' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    await user.type(within(dialog).getByLabelText('Amount (dollars, HST included)'), 'lots');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the amount in dollars and cents, e.g. 1,180.85.');
    expect(mocks.rpc).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Amount (dollars, HST included)'));
    await user.type(within(dialog).getByLabelText('Amount (dollars, HST included)'), '1,180.85');
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'E-transfer');
    await user.type(within(dialog).getByLabelText('Reference (cheque number, e-transfer reference)'), 'ET-77');
    const date = within(dialog).getByLabelText('Date paid');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('record_payment', {
        p_campaign: ID,
        p_amount_cents: 118_085,
        p_method: 'e_transfer',
        p_reference: 'ET-77',
        p_paid_at: '2026-11-20T17:00:00Z',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.toast.success).toHaveBeenCalledWith('Payment recorded.');
  });

  it('shows the database’s refusal in the dialog', async () => {
    const user = setupUser();
    mocks.rpc.mockResolvedValue({ data: null, error: { message: 'Only the site administrator can record a payment.', code: '42501' }, status: 403 });
    wrap(<StaffPaymentSection campaignId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog');
    // Filled with what is owed now; the staff type what came in instead.
    await user.clear(within(dialog).getByLabelText('Amount (dollars, HST included)'));
    await user.type(within(dialog).getByLabelText('Amount (dollars, HST included)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the site administrator can record a payment.');
  });
});

describe('StaffPaymentSection: the deposit after a cancellation', () => {
  it('opens "Record a payment" filled with what is owed now, as the ledger states it', async () => {
    const user = setupUser();
    unpaid();
    mocks.tables = {
      ...mocks.tables,
      campaign_ledger: ledger({ paid_cents: 50_000, balance_cents: 304_255, due_now_cents: 68_085, due_now_hst_cents: 7_833, next_due_cents: 68_085 }),
    };
    wrap(<StaffPaymentSection campaignId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(dialog).getByLabelText('Amount (dollars, HST included)')).toHaveValue('680.85');
  });

  it('offers no "Record a payment" on a cancelled, refunded campaign whose invoices are void', async () => {
    cancelledAfterPaying(18, 'cheque');
    mocks.tables = {
      ...mocks.tables,
      campaign_payment_status: { status: 'cancelled', deposit_due_at: DUE, unpaid_released_at: null },
    };
    wrap(<StaffPaymentSection campaignId={ID} />);
    expect(await screen.findByText('Cheque 1042')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
  });

  it('lists the refunds next to the payments once the cancellation freed the bookings, and what was kept', async () => {
    cancelledAfterPaying(18, 'card');
    mocks.tables = {
      ...mocks.tables,
      campaign_payment_status: { status: 'cancelled', deposit_due_at: DUE, unpaid_released_at: null },
      campaign_ledger: ledger({
        invoiced_cents: 0,
        paid_cents: 118_085,
        refunded_cents: 118_085,
        balance_cents: 0,
        due_now_cents: 0,
        due_now_hst_cents: 0,
        next_due_cents: 0,
        next_due_on: null,
      }),
      payments: [
        ...(mocks.tables.payments as unknown[]),
        {
          id: 'p2',
          amount_cents: -100_000,
          currency: 'cad',
          method: 'card',
          reference: 'ch_1',
          paid_at: '2026-11-28T17:00:00Z',
          stripe_payment_intent_id: 'pi_123',
        },
        {
          id: 'p3',
          amount_cents: -18_085,
          currency: 'cad',
          method: 'e_transfer',
          reference: 'ET-R1',
          paid_at: '2026-11-29T17:00:00Z',
          stripe_payment_intent_id: null,
        },
      ],
    };
    wrap(<StaffPaymentSection campaignId={ID} />);
    const section = await screen.findByRole('region', { name: 'Payment' });
    const rows = await within(section).findAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Nov 27, 2026', 'Card (Stripe)', 'pi_123', '$1,180.85'],
      ['Nov 28, 2026', 'Card (Stripe) (refund)', 'ch_1', '-$1,000.00'],
      ['Nov 29, 2026', 'E-transfer (refund)', 'ET-R1', '-$180.85'],
    ]);
    const figures = within(within(section).getByTestId('ledger'));
    expect(figures.getByText('Received').nextSibling).toHaveTextContent('$1,180.85');
    expect(figures.getByText('Refunded').nextSibling).toHaveTextContent('$1,180.85');
    expect(figures.getByText('Balance owed').nextSibling).toHaveTextContent('$0.00');
  });

  it('says the terms refund it, and refunds a card payment through Stripe after asking', async () => {
    // The payments are read again every few seconds: on a faked clock, moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    cancelledAfterPaying(18, 'card');
    mocks.invoke.mockResolvedValue({ data: { refunds: [{ id: 're_1', payment_intent: 'pi_123', amount_cents: 118_085, status: 'succeeded' }] }, error: null });
    wrap(<StaffPaymentSection campaignId={ID} />);
    const panel = await screen.findByTestId('deposit-refund');
    expect(within(panel).getByText('Cancelled on Nov 20, 2026, 18 days before the first cycle (Tue Dec 8, 2026).')).toBeInTheDocument();
    expect(within(panel).getByText('By the terms the deposit is refundable in full.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Record a refund' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Refund the deposit' }));
    expect(within(panel).getByText('Refund $1,180.85 to the card it was paid with, through Stripe?')).toBeInTheDocument();
    expect(mocks.invoke).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Yes, refund' }));
    expect(mocks.invoke).toHaveBeenCalledWith('deposit-refund', { body: { campaign_id: ID } });
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Stripe is refunding $1,180.85; the refund shows in the payments once Stripe confirms it.',
    );
    expect(within(panel).queryByRole('button', { name: 'Refund the deposit' })).not.toBeInTheDocument();

    // Stripe's event recorded: the refund is in the payments, read again on their own.
    mocks.tables = {
      ...mocks.tables,
      campaign_ledger: ledger({
        invoiced_cents: 0,
        paid_cents: 118_085,
        refunded_cents: 118_085,
        balance_cents: 0,
        due_now_cents: 0,
        due_now_hst_cents: 0,
        next_due_cents: 0,
        next_due_on: null,
      }),
      payments: [
        ...(mocks.tables.payments as unknown[]),
        {
          id: 'p2',
          amount_cents: -118_085,
          currency: 'cad',
          method: 'card',
          reference: 'ch_1',
          paid_at: '2026-11-27T17:00:00Z',
          stripe_payment_intent_id: 'pi_123',
        },
      ],
    };
    expect(await advanceClockUntil(() => within(panel).queryByText('Stripe confirmed the refund of $1,180.85.'))).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /refund/ })).toHaveTextContent('-$1,180.85');
  });

  it('shows the function’s refusal', async () => {
    const user = setupUser();
    cancelledAfterPaying(18, 'card');
    const error = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError',
      context: new Response(JSON.stringify({ error: 'Stripe could not be asked for the refund. Nothing was refunded; please try again in a moment.' }), {
        status: 502,
      }),
    });
    mocks.invoke.mockResolvedValue({ data: null, error });
    wrap(<StaffPaymentSection campaignId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Refund the deposit' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Stripe could not be asked for the refund. Nothing was refunded; please try again in a moment.');
  });

  it('says the terms no longer refund it, and records a refund of a cheque by hand, with its reason', async () => {
    const user = setupUser();
    cancelledAfterPaying(8, 'cheque');
    mocks.rpc.mockResolvedValue({ data: 'refund-id', error: null, status: 200 });
    wrap(<StaffPaymentSection campaignId={ID} />);
    const panel = await screen.findByTestId('deposit-refund');
    expect(within(panel).getByText('Cancelled on Nov 20, 2026, 8 days before the first cycle (Sat Nov 28, 2026).')).toBeInTheDocument();
    expect(
      within(panel).getByText('By the terms the deposit is no longer refundable (cancelled less than 14 days before the first cycle).'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Refund the deposit' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Record a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(within(dialog).getByLabelText('Amount refunded (dollars, HST included)')).toHaveValue('1180.85');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why it is refunded.');
    await user.clear(within(dialog).getByLabelText('Amount refunded (dollars, HST included)'));
    await user.type(within(dialog).getByLabelText('Amount refunded (dollars, HST included)'), '1,200');
    await fillIn(user, within(dialog).getByLabelText('Reason (kept in the timeline)'), 'Goodwill: the owner agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At most what is left to refund: $1,180.85.');
    expect(mocks.rpc).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Amount refunded (dollars, HST included)'));
    await user.type(within(dialog).getByLabelText('Amount refunded (dollars, HST included)'), '1,180.85');
    await user.type(within(dialog).getByLabelText('Reference (cheque number, e-transfer reference)'), 'ET-R1');
    const date = within(dialog).getByLabelText('Date refunded');
    await user.clear(date);
    await user.type(date, '2026-11-21');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(mocks.rpc).toHaveBeenCalledWith('record_refund', {
        p_campaign: ID,
        p_amount_cents: 118_085,
        p_method: 'e_transfer',
        p_reference: 'ET-R1',
        p_reason: 'Goodwill: the owner agreed',
        p_refunded_at: '2026-11-21T17:00:00Z',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.toast.success).toHaveBeenCalledWith('Refund recorded.');
  });
});

describe('AccountPaymentSection', () => {
  it('shows the deposit with its HST and opens a fresh Checkout link from "Pay the deposit"', async () => {
    const user = setupUser();
    const assign = vi.fn();
    vi.spyOn(globalThis, 'location', 'get').mockReturnValue({ ...window.location, assign });
    mocks.invoke.mockResolvedValue({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, error: null });
    wrap(<AccountPaymentSection campaignId={ID} />);
    expect(await screen.findByText('$1,045.00 plus HST 13% $135.85: $1,180.85')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet.')).toBeInTheDocument();
    expect(screen.getByText('Please pay by Dec 4, 2026, 6:41 a.m. (Toronto time): a booking with no payment by then is released.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay the deposit' }));
    expect(mocks.invoke).toHaveBeenCalledWith('deposit-checkout', { body: { campaign_id: ID } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it('without online payment: no pay button at all, and how to pay by e-transfer or cheque', async () => {
    mocks.online = false;
    wrap(<AccountPaymentSection campaignId={ID} />);
    const offline = await screen.findByTestId('offline-payment');
    expect(offline).toHaveTextContent('To pay without a card:');
    expect(offline).toHaveTextContent(OFFLINE_PAYMENT_LINES.eTransfer);
    expect(offline).toHaveTextContent(OFFLINE_PAYMENT_LINES.cheque);
    expect(screen.getByText('$1,045.00 plus HST 13% $135.85: $1,180.85')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says why when no link can be made (the function refuses)', async () => {
    const user = setupUser();
    const error = Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError',
      context: new Response(JSON.stringify({ error: 'Online payment is not available: an invoice will follow.' }), { status: 503 }),
    });
    mocks.invoke.mockResolvedValue({ data: null, error });
    wrap(<AccountPaymentSection campaignId={ID} />);
    await user.click(await screen.findByRole('button', { name: 'Pay the deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Online payment is not available: an invoice will follow.');
  });

  it('back from Checkout (?paid=1) thanks the advertiser until the payment is recorded, then shows the receipt line', async () => {
    // The payments are read again every few seconds: on a faked clock, moved on by the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    wrap(<AccountPaymentSection campaignId={ID} />, `/account/campaigns/${ID}?paid=1`);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Your payment is being confirmed; this page updates on its own.');
    expect(screen.queryByRole('button', { name: 'Pay the deposit' })).not.toBeInTheDocument();
    paid();
    expect(await advanceClockUntil(() => screen.queryByText('Paid. Thank you.'))).toBeInTheDocument();
    expect(screen.getByText('Received $1,180.85 (Card (Stripe)) on Nov 27, 2026.')).toBeInTheDocument();
  });

  it('a cancelled campaign shows what was paid and what was refunded, not "No deposit is due"', async () => {
    cancelledAfterPaying(18, 'card');
    mocks.tables = {
      ...mocks.tables,
      // The cancellation voided the invoices: nothing is asked any more.
      campaign_payment_status: { status: 'cancelled', deposit_due_at: DUE, unpaid_released_at: null },
      campaign_ledger: ledger({
        invoiced_cents: 0,
        paid_cents: 118_085,
        refunded_cents: 100_000,
        balance_cents: -18_085,
        due_now_cents: 0,
        due_now_hst_cents: 0,
        next_due_cents: 0,
        next_due_on: null,
      }),
      payments: [
        ...(mocks.tables.payments as unknown[]),
        {
          id: 'p2',
          amount_cents: -100_000,
          currency: 'cad',
          method: 'card',
          reference: 'ch_1',
          paid_at: '2026-11-28T17:00:00Z',
          stripe_payment_intent_id: 'pi_123',
        },
      ],
    };
    wrap(<AccountPaymentSection campaignId={ID} />);
    const section = await screen.findByRole('region', { name: 'Deposit' });
    const lines = await within(section).findAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      'Received $1,180.85 (Card (Stripe)) on Nov 27, 2026.',
      'Refunded $1,000.00 (Card (Stripe)) on Nov 28, 2026.',
    ]);
    expect(within(section).queryByText('No deposit is due for this campaign.')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Pay the deposit' })).not.toBeInTheDocument();
  });

  it('a cancelled campaign with nothing paid: "No deposit is due"', async () => {
    mocks.tables = {
      ...mocks.tables,
      campaign_payment_status: { status: 'cancelled', deposit_due_at: DUE, unpaid_released_at: null },
      campaign_ledger: ledger({ invoiced_cents: 0, balance_cents: 0, due_now_cents: 0, due_now_hst_cents: 0, next_due_cents: 0, next_due_on: null }),
    };
    wrap(<AccountPaymentSection campaignId={ID} />);
    expect(await screen.findByText('No deposit is due for this campaign.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('partly paid: what came in, and a button for exactly the rest (the ledger’s amount due now)', async () => {
    paid();
    mocks.tables = {
      ...mocks.tables,
      campaign_ledger: ledger({ paid_cents: 50_000, balance_cents: 304_255, due_now_cents: 68_085, due_now_hst_cents: 7_833, next_due_cents: 68_085 }),
      payments: [
        {
          id: 'p1',
          amount_cents: 50_000,
          currency: 'cad',
          method: 'cheque',
          reference: 'Cheque 7',
          paid_at: '2026-11-26T16:00:00Z',
          stripe_payment_intent_id: null,
        },
      ],
    };
    wrap(<AccountPaymentSection campaignId={ID} />);
    expect(await screen.findByText('Received $500.00 (Cheque) on Nov 26, 2026.')).toBeInTheDocument();
    expect(screen.getByText('$602.52 plus HST 13% $78.33: $680.85')).toBeInTheDocument();
    expect(screen.getByText('Partly paid: the rest is due.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $680.85' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay the deposit' })).not.toBeInTheDocument();
  });

  it('a released campaign says so and offers no payment', async () => {
    mocks.tables = {
      ...mocks.tables,
      campaign_payment_status: { status: 'cancelled', deposit_due_at: DUE, unpaid_released_at: '2026-12-04T12:23:00Z' },
      campaign_ledger: ledger({ invoiced_cents: 0, balance_cents: 0, due_now_cents: 0, due_now_hst_cents: 0, next_due_cents: 0, next_due_on: null }),
    };
    wrap(<AccountPaymentSection campaignId={ID} />);
    expect(await screen.findByText(/was not paid in time, so these dates were released/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay the deposit' })).not.toBeInTheDocument();
  });
});
