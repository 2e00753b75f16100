// The money cases every surface is held to: the estimate, the confirmation
// e-mail, Checkout's lines, the invoices and the accountant's CSV must each
// show these figures for these campaigns. Stated by hand (the arithmetic is in
// each case's comment), so a surface that rounds its own way fails against
// them rather than agreeing with itself. Test data only: no page loads it.
import type { InvoiceStatus } from '../invoice-amounts.ts';
import type { TaxedAmount } from '../tax.ts';

export interface MoneyCase {
  name: string;
  /** Each board's own rate per cycle, in dollars (billboard_locations.rate_per_cycle), one booking each. */
  rates: readonly number[];
  cycles: number;
  /** A price per cycle, in cents, the staff set on every booking after confirmation (set_booking_price). */
  overrideCents?: number;
  /** Recorded after confirmation, in cents, in order: a payment positive, a refund negative. */
  payments: readonly number[];
  /** The estimate of the boards at the price finally sold: the cost before tax, and its tax line. */
  estimate: { cost: string; taxLine: string };
  /** Each cycle's invoice in force (every cycle of these campaigns bills the same). */
  invoice: TaxedAmount;
  /** The campaign's price: the sums of its invoices in force. */
  campaign: TaxedAmount;
  /** What was confirmed before the override, when there is one: the confirmation e-mail's figures and the voided invoices'. */
  confirmed?: { invoice: TaxedAmount; campaign: TaxedAmount };
  /** Each invoice in force after the payments, oldest cycle first. */
  paid: readonly { paidCents: number; balanceCents: number; status: InvoiceStatus }[];
}

const unpaid = (invoice: TaxedAmount, cycles: number) =>
  Array.from({ length: cycles }, () => ({ paidCents: 0, balanceCents: invoice.totalCents, status: 'unpaid' as const }));

const threeCycles: TaxedAmount = { subtotalCents: 156_750, hstCents: 20_378, totalCents: 177_128 };
const oddCents: TaxedAmount = { subtotalCents: 109_999, hstCents: 14_300, totalCents: 124_299 };
const twoBoards: TaxedAmount = { subtotalCents: 263_925, hstCents: 34_310, totalCents: 298_235 };

export const MONEY_CASES: readonly MoneyCase[] = [
  {
    // 1,650 x 3 less 5% = 4,702.50, 1,567.50 a cycle; each invoice's HST 203.775 rounds half-up to 203.78,
    // so the campaign's HST is 611.34 (13% of the whole would be 611.33).
    name: '$1,650 × 3 cycles with 5% off',
    rates: [1650],
    cycles: 3,
    payments: [],
    estimate: { cost: '$4,702.50', taxLine: 'HST 13%: $611.34, total $5,313.84' },
    invoice: threeCycles,
    campaign: { subtotalCents: 470_250, hstCents: 61_134, totalCents: 531_384 },
    paid: unpaid(threeCycles, 3),
  },
  {
    // Sold at 1,650, then set to 1,099.99 a cycle after confirmation: the invoices of both cycles (not begun) are
    // voided and issued anew; HST 142.9987 rounds to 143.00.
    name: '$1,099.99 a cycle, a price override after confirmation',
    rates: [1650],
    cycles: 2,
    overrideCents: 109_999,
    payments: [],
    estimate: { cost: '$2,199.98', taxLine: 'HST 13%: $286, total $2,485.98' },
    invoice: oddCents,
    campaign: { subtotalCents: 219_998, hstCents: 28_600, totalCents: 248_598 },
    confirmed: {
      invoice: { subtotalCents: 165_000, hstCents: 21_450, totalCents: 186_450 },
      campaign: { subtotalCents: 330_000, hstCents: 42_900, totalCents: 372_900 },
    },
    paid: unpaid(oddCents, 2),
  },
  {
    // (1,650 + 1,282.50) a cycle less 10% for 6 cycles = 2,639.25 a cycle; HST 343.1025 rounds to 343.10, so six
    // invoices carry 2,058.60 (13% of the whole would be 2,058.62). The deposit (the first invoice) is paid, then
    // half of it (1,491.175, the advertiser's half-cent kept) refunded: 1,491.18 stays paid against it, and the
    // refund's credit note takes the other 1,491.17 off what it asks, so it is settled.
    name: 'two boards × 6 cycles with 10% off, half the deposit refunded',
    rates: [1650, 1282.5],
    cycles: 6,
    payments: [298_235, -149_117],
    estimate: { cost: '$15,835.50', taxLine: 'HST 13%: $2,058.60, total $17,894.10' },
    invoice: twoBoards,
    campaign: { subtotalCents: 1_583_550, hstCents: 205_860, totalCents: 1_789_410 },
    paid: [{ paidCents: 149_118, balanceCents: 0, status: 'paid' }, ...unpaid(twoBoards, 5)],
  },
];

/** The rates the campaign is finally sold at, in dollars: the override's where there is one. */
export function soldRates(money: MoneyCase): number[] {
  return money.rates.map((rate) => (money.overrideCents === undefined ? rate : money.overrideCents / 100));
}
