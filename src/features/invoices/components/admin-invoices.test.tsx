import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceSummary } from '../testing/invoice-fixtures';
import { ADMIN_INVOICES_TEXT, AdminInvoices } from './admin-invoices';

const mocks = vi.hoisted(() => ({ listInvoices: vi.fn(), downloadCsv: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ supabase: {} }));
vi.mock('../api/invoices', () => ({ listInvoices: mocks.listInvoices, getInvoiceDocument: vi.fn() }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/csv')>()), downloadCsv: mocks.downloadCsv }));

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminInvoices today="2026-11-27" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const invoices = [
  invoiceSummary(),
  invoiceSummary({
    id: 'i2',
    number: 'INV-2026-0008',
    number_seq: 8,
    status: 'overdue',
    paid_cents: 0,
    balance_cents: 118_085,
    bill_to_company: 'Forest City Pizza',
  }),
  invoiceSummary({
    id: 'i3',
    number: 'INV-2026-0009',
    number_seq: 9,
    status: 'paid',
    paid_cents: 118_085,
    balance_cents: 0,
    bill_to_company: '=HYPERLINK("x")',
  }),
  invoiceSummary({ id: 'i4', number: 'INV-2026-0010', number_seq: 10, status: 'void', paid_cents: 0, balance_cents: 0, void_reason: 'Cancelled' }),
];

beforeEach(() => {
  mocks.listInvoices.mockReset();
  mocks.downloadCsv.mockReset();
});

describe('the staff’s invoices', () => {
  it('shows this month’s invoices by default with paid, partly paid and overdue, and the totals of those in force', async () => {
    mocks.listInvoices.mockResolvedValue(invoices);
    renderAt('/admin/invoices');
    await screen.findByRole('table');
    expect(mocks.listInvoices).toHaveBeenCalledWith(expect.anything(), { month: '2026-11' });
    expect(screen.getByLabelText(ADMIN_INVOICES_TEXT.month)).toHaveValue('2026-11');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['Partly paid', 'Overdue', 'Paid', 'Void']);
    expect(screen.getByRole('cell', { name: 'Forest City Pizza' })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('3 invoices in force: $3,542.55 invoiced, $1,680.85 paid, $1,861.70 owed. 1 overdue.');
  });

  it('filters by the month in the URL, or all months', async () => {
    mocks.listInvoices.mockResolvedValue([]);
    renderAt('/admin/invoices?month=2026-10');
    expect(await screen.findByText(ADMIN_INVOICES_TEXT.none)).toBeInTheDocument();
    expect(mocks.listInvoices).toHaveBeenCalledWith(expect.anything(), { month: '2026-10' });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INVOICES_TEXT.allMonths }));
    await waitFor(() => expect(mocks.listInvoices).toHaveBeenCalledWith(expect.anything(), {}));
    fireEvent.change(screen.getByLabelText(ADMIN_INVOICES_TEXT.month), { target: { value: '2026-09' } });
    await waitFor(() => expect(mocks.listInvoices).toHaveBeenCalledWith(expect.anything(), { month: '2026-09' }));
  });

  it('exports the shown invoices as the accountant’s CSV, a formula in a name made harmless', async () => {
    mocks.listInvoices.mockResolvedValue(invoices);
    renderAt('/admin/invoices');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INVOICES_TEXT.export }));
    expect(mocks.downloadCsv).toHaveBeenCalledTimes(1);
    const [name, csv] = mocks.downloadCsv.mock.calls[0] as [string, string];
    expect(name).toBe('invoices-2026-11.csv');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Number,Date,Advertiser,Subtotal (CAD),HST (CAD),Total (CAD),Paid (CAD),Balance (CAD),Status,Campaign');
    expect(lines[1]).toBe('INV-2026-0007,2026-11-27,Raman Family Dental,1045.00,135.85,1180.85,500.00,680.85,Partly paid,C-7K3Q9X');
    expect(lines[3]).toBe(`INV-2026-0009,2026-11-27,"'=HYPERLINK(""x"")",1045.00,135.85,1180.85,1180.85,0.00,Paid,C-7K3Q9X`);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  });
});
