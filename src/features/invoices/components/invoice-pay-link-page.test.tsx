import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { InvoicePayLinkPage, PAY_LINK_TEXT } from './invoice-pay-link-page';

const TOKEN = 'b'.repeat(64);
const mocks = { rpc: vi.fn(), invoke: vi.fn(), assign: vi.fn() };

const UNPAID = {
  invoice_id: 'f0000000-0000-4000-8000-000000000001',
  number: 'INV-2026-0007',
  reference: 'C-7K3Q9X',
  total_cents: 118_085,
  balance_cents: 68_085,
  currency: 'cad',
  due_on: '2026-12-07',
  status: 'partly_paid',
};

beforeEach(() => {
  fakeSupabase({ rpc: mocks.rpc, functions: { invoke: mocks.invoke } });
  mocks.rpc.mockReset().mockResolvedValue({ data: UNPAID, error: null, status: 200 });
  mocks.invoke.mockReset().mockResolvedValue({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' }, error: null });
  mocks.assign.mockReset();
  vi.spyOn(globalThis, 'location', 'get').mockReturnValue({ ...window.location, assign: mocks.assign });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InvoicePayLinkPage token={TOKEN} />
    </QueryClientProvider>,
  );
}

describe('an invoice e-mail’s pay link page', () => {
  it('shows the invoice and what is left, and pays that balance through the link’s token alone', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: PAY_LINK_TEXT.heading('INV-2026-0007') })).toBeInTheDocument();
    expect(mocks.rpc).toHaveBeenCalledWith('invoice_pay_link', { p_token: TOKEN });
    expect(screen.getByText('$680.85')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PAY_LINK_TEXT.pay }));
    expect(mocks.invoke).toHaveBeenCalledWith('deposit-checkout', { body: { pay_token: TOKEN } });
    expect(mocks.assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  it('a paid invoice offers nothing to pay', async () => {
    mocks.rpc.mockResolvedValueOnce({ data: { ...UNPAID, balance_cents: 0, status: 'paid' }, error: null, status: 200 });
    renderPage();
    expect(await screen.findByText(PAY_LINK_TEXT.paid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY_LINK_TEXT.pay })).toBeNull();
  });

  it('says when the link matches no invoice', async () => {
    mocks.rpc.mockResolvedValueOnce({ data: null, error: null, status: 200 });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: PAY_LINK_TEXT.unknownHeading })).toBeInTheDocument();
  });
});
