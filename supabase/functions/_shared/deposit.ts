// The deposit rule, one place for the confirmation e-mail, the Checkout
// Session's lines and the advertiser's account page: the first DEPOSIT.cycles
// cycles of each booking still held, at the booking's own price after its
// campaign-length rate (bookingTotalCents, the estimate's rounding), plus HST
// on that subtotal as its own line (tax.ts).

import { bookingTotalCents } from './booking-cycles.ts';
import { SLOT_HOLDING_STATUSES } from './booking-slots.ts';
import type { BilledBooking } from './invoice-amounts.ts';
import { DEPOSIT } from './sale-rules.ts';
import { withHst, type TaxedAmount } from './tax.ts';

/** A booking as the deposit reads it (a row of public.bookings). */
export interface DepositBooking {
  price_per_cycle_cents: number | null;
  discount_bp: number | null;
  cycles: number;
  status: string;
}

/** The deposit's subtotal in cents, before HST. */
export function depositSubtotalCents(bookings: readonly DepositBooking[], depositCycles: number = DEPOSIT.cycles): number {
  let total = 0;
  for (const b of bookings) {
    if (!SLOT_HOLDING_STATUSES.has(b.status) || b.price_per_cycle_cents === null) continue;
    const cycles = Math.min(b.cycles, depositCycles);
    total += bookingTotalCents({ pricePerCycleCents: b.price_per_cycle_cents, discountBp: b.discount_bp ?? 0 }, cycles);
  }
  return total;
}

/** The deposit with its HST and total, in integer cents. */
export function depositAmount(bookings: readonly DepositBooking[], depositCycles: number = DEPOSIT.cycles): TaxedAmount {
  return withHst(depositSubtotalCents(bookings, depositCycles));
}

/** The bookings still held that have a price, as their invoices bill them. */
export function billedBookings(bookings: readonly DepositBooking[]): BilledBooking[] {
  return bookings.flatMap((b) =>
    SLOT_HOLDING_STATUSES.has(b.status) && b.price_per_cycle_cents !== null
      ? [{ pricePerCycleCents: b.price_per_cycle_cents, discountBp: b.discount_bp ?? 0, cycles: b.cycles }]
      : [],
  );
}
