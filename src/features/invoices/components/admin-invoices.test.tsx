import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { bytesOf, captureDownloads } from '@/testing/download-fakes';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { invoiceSummary } from '../testing/invoice-fixtures';
import { ADMIN_INVOICES_TEXT, AdminInvoices } from './admin-invoices';

// The app's one client, faked by spies on the real object (src/testing): each table answers its rows.
const mocks = {
  rows: {} as Record<string, unknown[]>,
  /** Each request's chain of builder calls, by table, in order. */
  requests: {} as Record<string, BuilderCall[][]>,
};

const FILTERS = ['eq', 'gte', 'lte', 'lt', 'in'];
/** The filters the last read of the invoices asked of the database, as [method, column, value]. */
function lastInvoiceFilters(): unknown[][] {
  const chain = mocks.requests.invoice_summaries?.at(-1) ?? [];
  return chain.filter((call) => FILTERS.includes(call.method)).map((call) => [call.method, ...call.args]);
}
const TODAY = '2026-11-27';
const PIZZA = 'ad000000-0000-4000-8000-000000000002';

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let location = '';
  function Where() {
    location = useLocation().search;
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AdminInvoices today={TODAY} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => location;
}

const invoices = [
  // Due in 10 days, partly paid.
  invoiceSummary(),
  invoiceSummary({
    id: 'i2',
    number: 'INV-2026-0008',
    number_seq: 8,
    status: 'overdue',
    due_on: '2026-11-20',
    paid_cents: 0,
    balance_cents: 118_085,
    bill_to_company: 'Forest City Pizza',
    advertiser_id: PIZZA,
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
  // A voided invoice that had been paid: it reads Void, never "Paid $0.00".
  invoiceSummary({ id: 'i4', number: 'INV-2026-0010', number_seq: 10, status: 'void', paid_cents: 0, balance_cents: 0, void_reason: 'Cancelled' }),
  // Due in a year.
  invoiceSummary({ id: 'i5', number: 'INV-2026-0011', number_seq: 11, status: 'unpaid', due_on: '2027-11-01', paid_cents: 0, balance_cents: 118_085 }),
];

beforeEach(() => {
  mocks.requests = {};
  mocks.rows = {
    invoice_summaries: [],
    payments: [],
    credit_notes: [],
    advertisers: [
      { id: PIZZA, company: 'Forest City Pizza', contact_name: 'Sam' },
      { id: 'ad000000-0000-4000-8000-000000000001', company: null, contact_name: 'Priya Raman' },
    ],
  };
  fakeSupabase({
    from: fakeFrom([], (table, calls) => {
      (mocks.requests[table] ??= []).push(calls);
      return { data: mocks.rows[table], error: null, status: 200 };
    }),
  });
});

describe('the staff’s invoices', () => {
  it('shows every invoice by default, and splits what is owed into overdue, due in the next 30 days and later', async () => {
    mocks.rows.invoice_summaries = invoices;
    renderAt('/admin/invoices');
    await screen.findByRole('table');
    expect(lastInvoiceFilters()).toEqual([]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['Partly paid', 'Overdue', 'Paid', 'Void', 'Unpaid']);
    expect(screen.getByRole('cell', { name: 'Forest City Pizza' })).toBeInTheDocument();
    const [totals, owed] = within(screen.getByTestId('invoice-totals')).getAllByRole('paragraph');
    expect(totals).toHaveTextContent('4 invoices in force: $4,723.40 invoiced, $1,680.85 paid.');
    // The invoice due a year from now is owed, but not mixed in with what is late or due soon.
    expect(owed).toHaveTextContent('Owed: $1,180.85 overdue, $680.85 due in the next 30 days, $1,180.85 due later.');
  });

  it('filters by status, due dates and advertiser, each kept in the URL and asked of the database', async () => {
    const search = renderAt('/admin/invoices?status=overdue');
    expect(await screen.findByText(ADMIN_INVOICES_TEXT.none)).toBeInTheDocument();
    expect(lastInvoiceFilters()).toEqual([['in', 'status', ['overdue']]]);
    fireEvent.change(screen.getByLabelText(ADMIN_INVOICES_TEXT.status), { target: { value: 'open' } });
    await waitFor(() => expect(lastInvoiceFilters()).toEqual([['in', 'status', ['unpaid', 'partly_paid']]]));
    fireEvent.change(screen.getByLabelText(ADMIN_INVOICES_TEXT.dueFrom), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText(ADMIN_INVOICES_TEXT.dueTo), { target: { value: '2026-12-31' } });
    await screen.findByRole('option', { name: 'Forest City Pizza' });
    fireEvent.change(screen.getByLabelText(ADMIN_INVOICES_TEXT.advertiser), { target: { value: PIZZA } });
    await waitFor(() =>
      expect(lastInvoiceFilters()).toEqual([
        ['gte', 'due_on', '2026-12-01'],
        ['lte', 'due_on', '2026-12-31'],
        ['eq', 'advertiser_id', PIZZA],
        ['in', 'status', ['unpaid', 'partly_paid']],
      ]),
    );
    expect(search()).toBe(`?status=open&due_from=2026-12-01&due_to=2026-12-31&advertiser=${PIZZA}`);
    expect(
      within(screen.getByLabelText(ADMIN_INVOICES_TEXT.status))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any status', 'Open', 'Overdue', 'Paid', 'Void']);
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INVOICES_TEXT.clear }));
    await waitFor(() => expect(lastInvoiceFilters()).toEqual([]));
    expect(search()).toBe('');
  });

  it('leaves out a malformed filter rather than guessing', async () => {
    renderAt('/admin/invoices?status=owing&due_from=soon&advertiser=pizza&month=2026-10');
    expect(await screen.findByText(ADMIN_INVOICES_TEXT.none)).toBeInTheDocument();
    expect(lastInvoiceFilters()).toEqual([]);
  });

  it('a void invoice reads Void, with no paid or balance figure', async () => {
    mocks.rows.invoice_summaries = invoices;
    renderAt('/admin/invoices');
    const row = (await screen.findByRole('row', { name: /INV-2026-0010/ })) as HTMLTableRowElement;
    expect(row).toHaveTextContent('Void');
    expect(row).not.toHaveTextContent('$0.00');
  });

  it('exports the invoices shown and their campaigns’ payments in one CSV: Toronto dates with the zone named, dollars with two decimals', async () => {
    const downloads = captureDownloads();
    mocks.rows.invoice_summaries = invoices;
    mocks.rows.payments = [
      { id: 'p2', campaign_key: invoices[0]!.campaign_key, amount_cents: -20_000, method: 'cheque', reference: 'Cheque 12', paid_at: '2026-11-26T15:00:00Z' },
      { id: 'p1', campaign_key: invoices[0]!.campaign_key, amount_cents: 118_085, method: 'card', reference: null, paid_at: '2026-07-02T13:30:00Z' },
    ];
    renderAt('/admin/invoices');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: ADMIN_INVOICES_TEXT.export }));
    await waitFor(() => expect(downloads.names).toHaveLength(1));
    expect(mocks.requests.payments?.map((chain) => chain.find((call) => call.method === 'in')?.args)).toEqual([
      ['campaign_key', [...new Set(invoices.map((i) => i.campaign_key))]],
    ]);
    expect(downloads.names[0]).toBe('invoices-2026-11-27.csv');
    // The BOM first, for Excel (downloadCsv), then the CSV.
    const file = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(downloads.blobs[0]!));
    expect(file.startsWith('\ufeff')).toBe(true);
    const csv = file.slice(1);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Type,Number,Date (America/Toronto),Due,Advertiser,Campaign,Subtotal (CAD),HST (CAD),Total (CAD),Paid (CAD),Balance (CAD),Status,Method,Reference',
    );
    expect(lines[1]).toBe('Invoice,INV-2026-0007,2026-11-27,2026-12-07,Raman Family Dental,C-7K3Q9X,1045.00,135.85,1180.85,500.00,680.85,Partly paid,,');
    expect(lines[3]).toBe(`Invoice,INV-2026-0009,2026-11-27,2026-12-07,"'=HYPERLINK(""x"")",C-7K3Q9X,1045.00,135.85,1180.85,1180.85,0.00,Paid,,`);
    expect(lines[4]).toBe('Invoice,INV-2026-0010,2026-11-27,2026-12-07,Raman Family Dental,C-7K3Q9X,1045.00,135.85,1180.85,,,Void,,');
    // Summer time, then winter time: the zone is named either way.
    expect(lines[6]).toBe('Payment,,2026-07-02 09:30 EDT,,Raman Family Dental,C-7K3Q9X,,,1180.85,,,,Card (Stripe),');
    expect(lines[7]).toBe('Refund,,2026-11-26 10:00 EST,,Raman Family Dental,C-7K3Q9X,,,-200.00,,,,Cheque,Cheque 12');
    expect(lines).toHaveLength(8);
  });
});
