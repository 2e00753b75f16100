import { describe, expect, it } from 'vitest';
import { csvTimeHeader } from '@/lib/csv';
import type { LedgerCreditNote, LedgerPayment } from '../api/ledger-payments';
import { invoiceSummary } from '../testing/invoice-fixtures';
import { BOOKKEEPER_CSV_HEADER, BOOKKEEPER_ROW_TYPES, bookkeeperCsv } from './bookkeeper-csv';

const invoice = invoiceSummary({ credited_cents: 20_000, paid_cents: 98_085, balance_cents: 0, status: 'paid' });

const refund: LedgerPayment = {
  id: 'p0000000-0000-4000-8000-000000000002',
  campaign_key: invoice.campaign_key,
  amount_cents: -20_000,
  method: 'card',
  reference: 're_1',
  paid_at: '2026-12-10T15:00:00Z',
};

function creditNote(overrides: Partial<LedgerCreditNote> = {}): LedgerCreditNote {
  return {
    id: 'c0000000-0000-4000-8000-000000000001',
    number: 'CN-2026-0003',
    number_year: 2026,
    number_seq: 3,
    invoice_id: invoice.id,
    issued_on: '2026-12-10',
    subtotal_cents: 17_699,
    hst_cents: 2_301,
    total_cents: 20_000,
    ...overrides,
  };
}

const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((row) => row.split(','));
const column = (name: string) => (BOOKKEEPER_CSV_HEADER as readonly string[]).indexOf(name);

describe('the bookkeeper’s CSV', () => {
  it('has each credit note as a negative line: its number, date, the invoice it credits, amount and HST', () => {
    const rows = rowsOf(bookkeeperCsv([invoice], [refund], [creditNote()]));
    const notes = rows.filter((row) => row[0] === BOOKKEEPER_ROW_TYPES.creditNote);
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note[column('Number')]).toBe('CN-2026-0003');
    expect(note[column(csvTimeHeader('Date'))]).toBe('2026-12-10');
    expect(note[column('Reference')]).toBe(invoice.number);
    expect(note[column('Campaign')]).toBe(invoice.campaign_reference);
    expect([note[column('Subtotal (CAD)')], note[column('HST (CAD)')], note[column('Total (CAD)')]]).toEqual(['-176.99', '-23.01', '-200.00']);
  });

  it('puts the credit notes after the invoices, in number order, and before the payments', () => {
    const later = creditNote({
      id: 'c0000000-0000-4000-8000-000000000002',
      number: 'CN-2026-0010',
      number_seq: 10,
      subtotal_cents: 885,
      hst_cents: 115,
      total_cents: 1_000,
    });
    const rows = rowsOf(bookkeeperCsv([invoice], [refund], [later, creditNote()]));
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      [BOOKKEEPER_ROW_TYPES.invoice, invoice.number],
      [BOOKKEEPER_ROW_TYPES.creditNote, 'CN-2026-0003'],
      [BOOKKEEPER_ROW_TYPES.creditNote, 'CN-2026-0010'],
      [BOOKKEEPER_ROW_TYPES.refund, ''],
    ]);
  });
});
