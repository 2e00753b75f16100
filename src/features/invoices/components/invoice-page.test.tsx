import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { InvoiceDocument } from '../api/invoices';
import { invoiceDocument } from '../testing/invoice-fixtures';
import { INVOICE_CREDIT_NOTES_TEXT } from './invoice-credit-notes';
import { INVOICE_DOCUMENT_TEXT } from './invoice-document';
import { INVOICE_PAGE_TEXT, InvoicePage } from './invoice-page';

// The app's one client, faked by spies on the real object (src/testing): the invoice's
// row, its lines and its credit notes, each from its table, as `stored` holds them.
const calls: BuilderCall[] = [];
let stored: InvoiceDocument | null;

const ID = 'f0000000-0000-4000-8000-000000000001';

function renderAt(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/account/invoices/${id}`]}>
        <Routes>
          <Route path="/account/invoices/:invoiceId" element={<InvoicePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  fakeSupabase({
    from: fakeFrom(calls, (table) => {
      const { lines = [], credit_notes = [], ...summary } = stored ?? {};
      const rows: Record<string, unknown> = { invoice_summaries: stored ? summary : null, invoice_lines: lines, credit_notes };
      return { data: rows[table], error: null, status: 200 };
    }),
  });
});

describe('InvoicePage', () => {
  it("reads the route's :invoiceId and shows every legal field and amount in dollars and cents", async () => {
    stored = invoiceDocument();
    renderAt(ID);
    const doc = await screen.findByRole('article', { name: INVOICE_DOCUMENT_TEXT.title });
    expect(calls).toContainEqual({ table: 'invoice_summaries', method: 'eq', args: ['id', ID] });
    const text = doc.textContent ?? '';
    for (const expected of [
      'London Digital Billboards Inc.',
      '123 Dundas Street, Suite 400, London, ON N6A 1G4, Canada',
      'HST registration no. 123456789 RT0001',
      'INV-2026-0007',
      'Fri Nov 27, 2026',
      'Raman Family Dental',
      'Priya Raman',
      'priya.raman@example.com',
      'C-7K3Q9X',
      'Mon Dec 7, 2026 – Sun Jan 3, 2027',
      'London — Dundas St Downtown',
      'All amounts in Canadian dollars (CAD).',
    ])
      expect(text).toContain(expected);
    const line = within(within(doc).getByRole('table')).getAllByRole('row')[1]!;
    expect(line).toHaveTextContent('$1,100.00');
    expect(line).toHaveTextContent('5%');
    expect(line).toHaveTextContent('$1,045.00');
    const totals = [...doc.querySelectorAll('dl')].at(-1)!;
    expect([...totals.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal: $1,045.00',
      'HST 13%: $135.85',
      'Total: $1,180.85',
      'Paid: $500.00',
      'Balance due: $680.85',
    ]);
    expect(screen.getByRole('button', { name: INVOICE_DOCUMENT_TEXT.print })).toBeInTheDocument();
    // The print stylesheet: the invoice alone, on a letter page (among the page's others, the toaster's for one).
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).toMatch(/@media print[\s\S]*\.invoice-document/);
  });

  it('takes its credit notes off the total and lists each with its HST', async () => {
    stored = invoiceDocument({
      paid_cents: 98_085,
      credited_cents: 20_000,
      balance_cents: 0,
      status: 'paid',
      credit_notes: [{ number: 'CN-2026-0003', issued_on: '2026-12-10', reason: 'Refund', subtotal_cents: 17_699, hst_cents: 2_301, total_cents: 20_000 }],
    });
    renderAt(ID);
    const doc = await screen.findByRole('article', { name: INVOICE_DOCUMENT_TEXT.title });
    const totals = within(doc).getByText('Balance due').closest('dl')!;
    expect([...totals.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal: $1,045.00',
      'HST 13%: $135.85',
      'Total: $1,180.85',
      'Credit notes: -$200.00',
      'Paid: $980.85',
      'Balance due: $0.00',
    ]);
    const notes = within(doc).getByRole('region', { name: INVOICE_CREDIT_NOTES_TEXT.heading });
    expect([...notes.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Credit note no.: CN-2026-0003',
      'Date: Thu Dec 10, 2026',
      'Reason: Refund',
      'Subtotal: $176.99',
      'HST 13%: $23.01',
      'Total: $200.00',
    ]);
  });

  it('marks a void invoice with its reason', async () => {
    stored = invoiceDocument({ status: 'void', void_reason: 'The campaign was cancelled before this cycle began.' });
    renderAt(ID);
    expect(await screen.findByRole('note')).toHaveTextContent('This invoice is void: The campaign was cancelled before this cycle began.');
    // Its totals say Void, never "Paid $0.00".
    const totals = [...screen.getByRole('article').querySelectorAll('dl')].at(-1)!;
    expect([...totals.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal: $1,045.00',
      'HST 13%: $135.85',
      'Total: $1,180.85',
      'Status: Void',
    ]);
  });

  it('says so when there is no invoice the caller may read', async () => {
    stored = null;
    renderAt(ID);
    expect(await screen.findByText(INVOICE_PAGE_TEXT.notFound)).toBeInTheDocument();
  });
});
