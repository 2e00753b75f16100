import { describe, expect, it } from 'vitest';
import { company } from './company';
import { buildInvoiceEmail, INVOICE_EMAIL_LINES, type InvoiceMessageFacts } from './invoice-emails';

const TOKEN = 'a'.repeat(64);
const PAY = `${company.url}/account/pay/${TOKEN}`;
const PAGE = `${company.url}/account/invoices/f0000000-0000-4000-8000-000000000001`;

function facts(overrides: Partial<InvoiceMessageFacts> = {}): InvoiceMessageFacts {
  return {
    invoice_id: 'f0000000-0000-4000-8000-000000000001',
    number: 'INV-2026-0007',
    campaign_id: 'a2000000-0000-4000-8000-000000000007',
    reference: 'C-7K3Q9X',
    email: 'priya@example.com',
    total_cents: 118_085,
    balance_cents: 118_085,
    due_on: '2026-12-07',
    status: 'unpaid',
    pay_token: TOKEN,
    ...overrides,
  };
}

describe('the invoice e-mails', () => {
  it('the issued invoice: its number, amount with HST, due day, printable page and pay link', () => {
    const email = buildInvoiceEmail('invoice_issued', facts())!;
    expect(email.to).toBe('priya@example.com');
    expect(email.subject).toBe(`Your invoice INV-2026-0007 from ${company.name}`);
    expect(email.text).toContain(INVOICE_EMAIL_LINES.issued('INV-2026-0007', '2026-12-07'));
    expect(email.text).toContain(INVOICE_EMAIL_LINES.amount(118_085));
    expect(email.text).toContain('$1,180.85');
    expect(email.text).toContain(INVOICE_EMAIL_LINES.pay(PAY));
    expect(email.text).toContain(INVOICE_EMAIL_LINES.page(PAGE));
    expect(email.html).toContain(PAY);
  });

  it('the reminders carry the same pay link and what is left to pay', () => {
    for (const kind of ['invoice_due_soon', 'invoice_overdue'] as const) {
      const email = buildInvoiceEmail(kind, facts({ balance_cents: 68_085, status: kind === 'invoice_overdue' ? 'overdue' : 'partly_paid' }))!;
      expect(email.text).toContain(INVOICE_EMAIL_LINES.pay(PAY));
      expect(email.text).toContain(INVOICE_EMAIL_LINES.balance(68_085));
    }
  });

  it('an issued invoice paid meanwhile still goes out, with nothing to pay; a reminder of it does not', () => {
    const paid = facts({ balance_cents: 0, status: 'paid' });
    const email = buildInvoiceEmail('invoice_issued', paid)!;
    expect(email.text).toContain(INVOICE_EMAIL_LINES.paid);
    expect(email.text).not.toContain(PAY);
    expect(buildInvoiceEmail('invoice_due_soon', paid)).toBeNull();
    expect(buildInvoiceEmail('invoice_issued', facts({ status: 'void', balance_cents: 0 }))).toBeNull();
  });
});
