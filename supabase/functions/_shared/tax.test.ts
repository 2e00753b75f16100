import { describe, expect, it } from 'vitest';
import { hstCents, withHst } from './tax';

describe('hstCents', () => {
  it('is 13% of whole dollars exactly', () => {
    expect(hstCents(165_000)).toBe(21_450);
  });

  it('rounds half a cent up', () => {
    // 13% of 50 cents is 6.5 cents.
    expect(hstCents(50)).toBe(7);
    // 13% of $38.50 is $5.005.
    expect(hstCents(3_850)).toBe(501);
  });

  it('rounds below half a cent down', () => {
    // 13% of 1 cent is 0.13 cents; of 3 cents, 0.39.
    expect(hstCents(1)).toBe(0);
    expect(hstCents(3)).toBe(0);
    // 13% of 4 cents is 0.52 cents.
    expect(hstCents(4)).toBe(1);
  });

  it('rounds a credit the same way, away from zero at half', () => {
    expect(hstCents(-50)).toBe(-7);
    expect(hstCents(-3_850)).toBe(-501);
  });

  it('rounds large amounts to the cent', () => {
    // 13% of $12,345,678.91 is $1,604,938.2583.
    expect(hstCents(1_234_567_891)).toBe(160_493_826);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => hstCents(10.5)).toThrow(RangeError);
  });
});

describe('withHst', () => {
  it('adds the tax to the subtotal', () => {
    expect(withHst(3_850)).toEqual({ subtotalCents: 3_850, hstCents: 501, totalCents: 4_351 });
  });
});
