import { formatCents } from '@shared/money.ts';
import { TAX } from '@shared/sale-rules.ts';
import type { TaxedAmount } from '@shared/tax.ts';

export const PRICE_SUMMARY_TEXT = {
  subtotal: 'Subtotal',
  hst: TAX.label,
  total: 'Total',
} as const;

/**
 * A campaign's price as its invoices bill it: subtotal, HST and total, one
 * line each, so a phone's width never pushes a figure off the side.
 */
export function PriceSummary({ amount, label }: { amount: TaxedAmount; label: string }) {
  const rows = [
    [PRICE_SUMMARY_TEXT.subtotal, amount.subtotalCents, 'price-subtotal'],
    [PRICE_SUMMARY_TEXT.hst, amount.hstCents, 'price-hst'],
    [PRICE_SUMMARY_TEXT.total, amount.totalCents, 'price-total'],
  ] as const;
  return (
    <dl aria-label={label} className="max-w-xs text-sm">
      {rows.map(([name, cents, testId]) => (
        <div
          key={testId}
          className={
            testId === 'price-total' ? 'flex justify-between gap-4 border-t border-gray-200 pt-1 font-semibold text-ink' : 'flex justify-between gap-4'
          }
        >
          <dt>{name}</dt>
          <dd data-testid={testId} className="tabular-nums">
            {formatCents(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
