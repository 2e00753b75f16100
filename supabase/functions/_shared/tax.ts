// The one rounding rule for tax: HST is computed once per document (an
// estimate, an invoice, a Checkout line) on its subtotal in cents, half-up to
// the cent. Summing per-line tax instead would drift a cent from the
// accountant's figure on some totals.
import { TAX } from './sale-rules.ts';

/** HST on a subtotal in integer cents, rounded half-up (away from zero for a credit). */
export function hstCents(subtotalCents: number): number {
  if (!Number.isSafeInteger(subtotalCents)) throw new RangeError(`a subtotal is whole cents, not ${subtotalCents}`);
  const scaled = Math.abs(subtotalCents) * TAX.hstBasisPoints;
  // In whole hundredths of a cent, so no binary fraction decides a half.
  const rounded = Math.floor((scaled + 5_000) / 10_000);
  return subtotalCents < 0 ? -rounded : rounded;
}

/** A subtotal with its tax and total, all in integer cents. */
export interface TaxedAmount {
  subtotalCents: number;
  hstCents: number;
  totalCents: number;
}

export function withHst(subtotalCents: number): TaxedAmount {
  const hst = hstCents(subtotalCents);
  return { subtotalCents, hstCents: hst, totalCents: subtotalCents + hst };
}
