import { describe, expect, it } from 'vitest';
import { bookingPrice, bookingTotalCents } from './booking-cycles';
import { BOARD, PRICING } from './business-rules';
import { allocatePayments, campaignAmounts, campaignInvoiceAmounts, cycleLineCents, invoiceAmounts, invoiceStatus } from './invoice-amounts';
import { MONEY_CASES, soldRates } from './testing/money-cases';
import { hstCents } from './tax';

describe('cycleLineCents', () => {
  it('bills the cycles of a booking to exactly its total, even where one cycle has half a cent', () => {
    // $1,234.55 less 5% is $1,172.8225 a cycle: the cycles differ by a cent, the total does not.
    const price = { pricePerCycleCents: 123_455, discountBp: 500 };
    const lines = [1, 2, 3, 4, 5].map((k) => cycleLineCents(price, k));
    expect(lines.reduce((a, b) => a + b, 0)).toBe(bookingTotalCents(price, 5));
    expect(new Set(lines)).toEqual(new Set([117_282, 117_283]));
  });

  it('is the price less the rate when a cycle comes out even', () => {
    expect(cycleLineCents({ pricePerCycleCents: 150_000, discountBp: 1000 }, 7)).toBe(135_000);
  });

  it('refuses a cycle counted from zero', () => {
    expect(() => cycleLineCents({ pricePerCycleCents: 100, discountBp: 0 }, 0)).toThrow(RangeError);
  });
});

describe('invoiceAmounts', () => {
  it('taxes the subtotal once, half-up, not line by line', () => {
    // Two lines of $0.50: 6.5 cents of tax each would round to 7 + 7; on the $1.00 subtotal it is 13.
    expect(invoiceAmounts([50, 50])).toEqual({ subtotalCents: 100, hstCents: 13, totalCents: 113 });
    // $38.50 alone: $5.005 of tax rounds up to $5.01.
    expect(invoiceAmounts([3_850])).toEqual({ subtotalCents: 3_850, hstCents: 501, totalCents: 4_351 });
  });

  it('is the boards of a cycle at their discounted prices plus 13%', () => {
    const lines = [cycleLineCents({ pricePerCycleCents: 165_000, discountBp: 500 }, 1), cycleLineCents({ pricePerCycleCents: 110_000, discountBp: 500 }, 1)];
    expect(invoiceAmounts(lines)).toEqual({ subtotalCents: 261_250, hstCents: 33_963, totalCents: 295_213 });
  });

  it('is zero for an invoice without lines', () => {
    expect(invoiceAmounts([])).toEqual({ subtotalCents: 0, hstCents: 0, totalCents: 0 });
  });
});

describe('allocatePayments', () => {
  const invoices = [
    { id: 'first', totalCents: 113_000 },
    { id: 'second', totalCents: 113_000 },
    { id: 'third', totalCents: 113_000 },
  ];

  it('puts a deposit against the first invoice', () => {
    expect(allocatePayments(invoices, 50_000)).toEqual([
      { id: 'first', paidCents: 50_000, balanceCents: 63_000 },
      { id: 'second', paidCents: 0, balanceCents: 113_000 },
      { id: 'third', paidCents: 0, balanceCents: 113_000 },
    ]);
  });

  it('after partial payments and a refund, pays oldest first with what is left', () => {
    // 50,000 + 100,000 - 20,000 refunded = 130,000: the first in full, 17,000 of the second.
    const received = [50_000, 100_000, -20_000].reduce((a, b) => a + b, 0);
    expect(allocatePayments(invoices, received)).toEqual([
      { id: 'first', paidCents: 113_000, balanceCents: 0 },
      { id: 'second', paidCents: 17_000, balanceCents: 96_000 },
      { id: 'third', paidCents: 0, balanceCents: 113_000 },
    ]);
  });

  it('leaves an overpayment on the last invoice as a credit', () => {
    expect(allocatePayments(invoices, 340_000).map((i) => i.balanceCents)).toEqual([0, 0, -1_000]);
  });

  it('pays nothing when more was refunded than received', () => {
    expect(allocatePayments(invoices, -5_000).map((i) => i.paidCents)).toEqual([0, 0, 0]);
  });
});

describe('invoiceStatus', () => {
  const today = '2026-12-07';
  const open = { voided: false, balanceCents: 1_000, paidCents: 0, dueOn: '2026-12-07' };

  it('is unpaid on its due day, overdue the day after', () => {
    expect(invoiceStatus(open, today)).toBe('unpaid');
    expect(invoiceStatus(open, '2026-12-08')).toBe('overdue');
  });

  it('is partly paid with something paid and a balance left, paid with none left', () => {
    expect(invoiceStatus({ ...open, paidCents: 1 }, today)).toBe('partly_paid');
    expect(invoiceStatus({ ...open, paidCents: 1_000, balanceCents: 0 }, '2027-01-01')).toBe('paid');
  });

  it('is void whatever its figures', () => {
    expect(invoiceStatus({ ...open, voided: true }, '2027-01-01')).toBe('void');
  });
});

describe('campaignAmounts over the money cases', () => {
  const range = { low: BOARD.ratePerCycle.min, high: BOARD.ratePerCycle.max };
  it.each(MONEY_CASES)('$name: each cycle is one invoice, and the campaign is their sum, HST rounded per invoice', (money) => {
    const bookings = soldRates(money).map((rate) => ({
      ...bookingPrice({ rate_per_cycle: rate }, money.cycles, PRICING.durationRates, range),
      cycles: money.cycles,
    }));
    const invoices = campaignInvoiceAmounts(bookings);
    expect(invoices).toEqual(Array.from({ length: money.cycles }, () => money.invoice));
    expect(campaignAmounts(bookings)).toEqual(money.campaign);
    const received = money.payments.reduce((sum, cents) => sum + cents, 0);
    // A refund's credit note reduces the invoice its money paid: in these cases, the first.
    const refunded = -money.payments.filter((cents) => cents < 0).reduce((sum, cents) => sum + cents, 0);
    const paid = allocatePayments(
      invoices.map((invoice, i) => ({ id: String(i), totalCents: invoice.totalCents, creditedCents: i === 0 ? refunded : 0 })),
      received,
    );
    expect(paid.map(({ paidCents, balanceCents }) => ({ paidCents, balanceCents }))).toEqual(
      money.paid.map(({ paidCents, balanceCents }) => ({ paidCents, balanceCents })),
    );
  });

  it('differs from the tax on the whole subtotal where an invoice rounds a half-cent up', () => {
    const [three] = MONEY_CASES;
    expect(hstCents(three!.campaign.subtotalCents)).toBe(three!.campaign.hstCents - 1);
  });

  it('bills a booking shorter than the campaign only in its own cycles', () => {
    const long = { pricePerCycleCents: 100_000, discountBp: 0, cycles: 2 };
    const short = { pricePerCycleCents: 50_000, discountBp: 0, cycles: 1 };
    expect(campaignInvoiceAmounts([long, short]).map((i) => i.subtotalCents)).toEqual([150_000, 100_000]);
    expect(campaignAmounts([])).toEqual({ subtotalCents: 0, hstCents: 0, totalCents: 0 });
  });
});
