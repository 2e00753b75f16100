import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { invoiceSummary } from '../testing/invoice-fixtures';
import { AccountInvoicesSection } from './account-invoices-section';
import { CAMPAIGN_INVOICES_TEXT } from './campaign-invoices-section';
import { INVOICE_PAY_TEXT } from './invoice-pay-list';
import { StaffInvoicesSection } from './staff-invoices-section';

// The app's one client, faked by spies on the real object (src/testing): the
// invoices' view answers what `invoices` gives (or throws), and the functions
// say whether online payment is set up.
const mocks = {
  invoices: (): unknown => [],
  calls: [] as BuilderCall[],
  invoke: vi.fn(),
  online: false,
};

const CAMPAIGN = 'a2000000-0000-4000-8000-000000000007';

function renderIn(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mocks.calls.length = 0;
  mocks.invoke.mockReset();
  mocks.online = false;
  fakeSupabase({
    from: fakeFrom(mocks.calls, (table) => (table === 'invoice_summaries' ? { data: mocks.invoices(), error: null, status: 200 } : undefined)),
    functions: {
      invoke: (fn: string, options: { body?: { available?: boolean } }) =>
        options.body?.available ? Promise.resolve({ data: { available: mocks.online }, error: null }) : mocks.invoke(fn, options),
    },
  });
});

/** The invoices the view holds for every read from now on. */
const stored = (rows: unknown[]) => (mocks.invoices = () => rows);

describe("a campaign's invoices", () => {
  it("the advertiser's section lists each invoice with its figures in dollars and cents, linking to its page in the account", async () => {
    stored([
      invoiceSummary(),
      invoiceSummary({ id: 'f0000000-0000-4000-8000-000000000002', number: 'INV-2026-0008', status: 'unpaid', paid_cents: 0, balance_cents: 118_085 }),
    ]);
    renderIn(<AccountInvoicesSection campaignId={CAMPAIGN} />);
    const table = await screen.findByRole('table', { name: CAMPAIGN_INVOICES_TEXT.caption });
    expect(mocks.calls.filter((call) => call.method === 'eq').map((call) => call.args)).toEqual([['campaign_id', CAMPAIGN]]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'INV-2026-0007' })).toHaveAttribute('href', '/account/invoices/f0000000-0000-4000-8000-000000000001');
    expect(first.getByText('$1,180.85')).toBeInTheDocument();
    expect(first.getByText('$500.00')).toBeInTheDocument();
    expect(first.getByText('$680.85')).toBeInTheDocument();
    expect(first.getByText('Partly paid')).toBeInTheDocument();
    expect(first.getByText('Mon Dec 7, 2026 – Sun Jan 3, 2027')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unpaid')).toBeInTheDocument();
  });

  it("the staff's section links to the staff's invoice page", async () => {
    stored([invoiceSummary({ status: 'overdue' })]);
    renderIn(<StaffInvoicesSection campaignId={CAMPAIGN} />);
    expect(await screen.findByRole('link', { name: 'INV-2026-0007' })).toHaveAttribute('href', '/admin/invoices/f0000000-0000-4000-8000-000000000001');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('says when there is none yet, and shows a failure with a retry', async () => {
    stored([]);
    const { unmount } = renderIn(<StaffInvoicesSection campaignId={CAMPAIGN} />);
    expect(await screen.findByText(CAMPAIGN_INVOICES_TEXT.none)).toBeInTheDocument();
    unmount();
    mocks.invoices = () => {
      throw new Error('network down');
    };
    renderIn(<StaffInvoicesSection campaignId={CAMPAIGN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CAMPAIGN_INVOICES_TEXT.failed}network down`);
    expect(screen.getByRole('button', { name: CAMPAIGN_INVOICES_TEXT.retry })).toBeInTheDocument();
  });

  it('the advertiser pays each invoice with a balance online: Checkout for that invoice, none for one paid, none without Stripe', async () => {
    const paid = invoiceSummary({ id: 'f0000000-0000-4000-8000-000000000003', number: 'INV-2026-0006', status: 'paid', paid_cents: 118_085, balance_cents: 0 });
    stored([paid, invoiceSummary()]);
    mocks.online = true;
    const assign = vi.fn();
    vi.spyOn(globalThis, 'location', 'get').mockReturnValue({ ...window.location, assign });
    mocks.invoke.mockResolvedValue({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_2' }, error: null });
    const { unmount } = renderIn(<AccountInvoicesSection campaignId={CAMPAIGN} />);
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('INV-2026-0007: $680.85 due');
    expect(screen.getAllByRole('button', { name: INVOICE_PAY_TEXT.pay })).toHaveLength(1);
    fireEvent.click(within(item).getByRole('button', { name: INVOICE_PAY_TEXT.pay }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'));
    expect(mocks.invoke).toHaveBeenCalledWith('deposit-checkout', { body: { campaign_id: CAMPAIGN, invoice_id: 'f0000000-0000-4000-8000-000000000001' } });
    unmount();

    mocks.online = false;
    renderIn(<AccountInvoicesSection campaignId={CAMPAIGN} />);
    await screen.findByRole('table', { name: CAMPAIGN_INVOICES_TEXT.caption });
    expect(screen.queryByRole('button', { name: INVOICE_PAY_TEXT.pay })).toBeNull();
  });

  it("the staff's section offers no Pay button", async () => {
    mocks.online = true;
    stored([invoiceSummary()]);
    renderIn(<StaffInvoicesSection campaignId={CAMPAIGN} />);
    await screen.findByRole('link', { name: 'INV-2026-0007' });
    expect(screen.queryByRole('button', { name: INVOICE_PAY_TEXT.pay })).toBeNull();
  });
});
