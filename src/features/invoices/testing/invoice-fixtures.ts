import type { InvoiceDocument, InvoiceSummary } from '../api/invoices';

/** An invoice as invoice_summaries returns it; tests override what they look at. */
export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    number: 'INV-2026-0007',
    number_year: 2026,
    number_seq: 7,
    campaign_id: 'a2000000-0000-4000-8000-000000000007',
    campaign_key: 'a2000000-0000-4000-8000-000000000007',
    advertiser_id: 'ad000000-0000-4000-8000-000000000001',
    campaign_reference: 'C-7K3Q9X',
    cycle_starts_on: '2026-12-07',
    cycle_ends_on: '2027-01-03',
    issued_on: '2026-11-27',
    due_on: '2026-12-07',
    bill_to_name: 'Priya Raman',
    bill_to_company: 'Raman Family Dental',
    bill_to_email: 'priya.raman@example.com',
    subtotal_cents: 104_500,
    hst_cents: 13_585,
    total_cents: 118_085,
    paid_cents: 50_000,
    balance_cents: 68_085,
    credited_cents: 0,
    status: 'partly_paid',
    void_reason: null,
    ...overrides,
  };
}

export function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    ...invoiceSummary(),
    issuer_legal_name: 'London Digital Billboards Inc.',
    issuer_address: '123 Dundas Street, Suite 400, London, ON N6A 1G4, Canada',
    issuer_hst_number: '123456789 RT0001',
    lines: [{ position: 1, board_name: 'London — Dundas St Downtown', price_per_cycle_cents: 110_000, discount_bp: 500, amount_cents: 104_500 }],
    credit_notes: [],
    ...overrides,
  };
}
