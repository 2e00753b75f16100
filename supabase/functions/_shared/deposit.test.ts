import { describe, expect, it } from 'vitest';
import { bookingPrice } from './booking-cycles';
import { PRICING } from './business-rules';
import { depositAmount, depositSubtotalCents, type DepositBooking } from './deposit';

const booking = (price: number, bp: number, cycles: number, status = 'confirmed'): DepositBooking => ({
  price_per_cycle_cents: price,
  discount_bp: bp,
  cycles,
  status,
});

describe('the deposit rule', () => {
  it('is one cycle of each board at its price, HST as its own line', () => {
    expect(depositAmount([booking(165_000, 0, 1), booking(110_000, 0, 1)])).toEqual({
      subtotalCents: 275_000,
      hstCents: 35_750,
      totalCents: 310_750,
    });
  });

  it('takes the campaign-length rate off, by the estimate’s rule and rounding', () => {
    // 6 cycles: 10% off; $1,234.57 a cycle is $1,111.113, so $1,111.11.
    const { discountBp } = bookingPrice({ rate_per_cycle: 1234.57 }, 6, PRICING.durationRates, { low: 1100, high: 2500 });
    expect(discountBp).toBe(1000);
    expect(depositSubtotalCents([booking(123_457, discountBp, 6)])).toBe(111_111);
    // Half a cent rounds up: 5% off 10 cents is 9.5 cents, so 10.
    expect(depositSubtotalCents([booking(10, 500, 3)])).toBe(10);
    expect(depositAmount([booking(3_850, 0, 2)])).toEqual({ subtotalCents: 3_850, hstCents: 501, totalCents: 4_351 });
  });

  it('counts only the cycles a booking has, up to the setting', () => {
    expect(depositSubtotalCents([booking(100_000, 0, 1), booking(100_000, 0, 4)], 2)).toBe(300_000);
  });

  it('leaves out released bookings and ones with no price yet', () => {
    const bookings = [
      booking(100_000, 0, 1),
      booking(200_000, 0, 1, 'cancelled'),
      booking(300_000, 0, 1, 'declined'),
      { ...booking(0, 0, 1), price_per_cycle_cents: null },
    ];
    expect(depositSubtotalCents(bookings)).toBe(100_000);
    expect(depositAmount([])).toEqual({ subtotalCents: 0, hstCents: 0, totalCents: 0 });
  });
});
