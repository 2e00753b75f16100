import { useId } from 'react';
import { formatCents } from '@shared/money.ts';
import { monthLabel } from '../lib/dashboard-figures';

export const REVENUE_TEXT = {
  caption: 'Revenue booked per month',
  note: 'Confirmed, live and completed campaigns; each campaign’s total shared among the months of its days, in whole cents that add up to it.',
  month: 'Month',
  revenue: 'Revenue booked',
  total: 'Total',
} as const;

export function RevenueTable({ rows }: { rows: readonly { month: string; cents: number }[] }) {
  const noteId = useId();
  const total = rows.reduce((sum, r) => sum + r.cents, 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm" aria-describedby={noteId}>
        <caption className="px-4 pt-3 text-left text-lg font-semibold text-ink">{REVENUE_TEXT.caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {REVENUE_TEXT.month}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              {REVENUE_TEXT.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.month} className="border-t border-gray-200">
              <th scope="row" className="px-4 py-2 font-normal">
                {monthLabel(r.month)}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{formatCents(r.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-gray-300">
            <th scope="row" className="px-4 py-2 font-semibold">
              {REVENUE_TEXT.total}
            </th>
            <td className="px-4 py-2 text-right font-semibold tabular-nums" data-testid="revenue-total">
              {formatCents(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p id={noteId} className="px-4 pb-3 pt-1 text-xs text-gray-600">
        {REVENUE_TEXT.note}
      </p>
    </div>
  );
}
