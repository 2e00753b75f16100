import { useId } from 'react';
import { cn } from '@/lib/cn';
import { monthLabel, percent, type BoardOccupancy } from '../lib/dashboard-figures';

export const OCCUPANCY_TEXT = {
  caption: 'Occupancy per board and month',
  note: 'Slots sold ÷ slots offered, weighted by the days of each cycle in the month. The darker the cell, the fuller the board.',
  region: 'Occupancy per board and month, scrollable',
  board: 'Board',
  inactive: '(inactive)',
} as const;

/**
 * The colour of a cell: five steps of the brand's gold from empty to full, so
 * a full month stands out at a glance; the percent stays written in each cell
 * (the colour never carries the figure alone), in ink, readable on every step.
 */
export function occupancyShade(share: number): string {
  if (share <= 0) return 'bg-white';
  if (share < 0.25) return 'bg-brand-50';
  if (share < 0.5) return 'bg-brand-100';
  if (share < 0.75) return 'bg-brand-200';
  return 'bg-brand-300';
}

export function OccupancyTable({ months, rows }: { months: readonly string[]; rows: readonly BoardOccupancy[] }) {
  const noteId = useId();
  return (
    // Every row shown (no height limit); on a screen too narrow for every
    // month the region scrolls sideways, and takes the keyboard's focus to do so.
    <div tabIndex={0} role="region" aria-label={OCCUPANCY_TEXT.region} className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-describedby={noteId}>
        <caption className="px-4 pt-3 text-left text-lg font-semibold text-ink">{OCCUPANCY_TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 border-b border-gray-200 bg-gray-50 px-3 py-2 text-left font-semibold">
              {OCCUPANCY_TEXT.board}
            </th>
            {months.map((month) => (
              // A month's name may take two lines ('Dec' over '2026'): twelve of them then fit beside the board names at a laptop's width.
              <th key={month} scope="col" className="border-b border-gray-200 bg-gray-50 px-2 py-2 text-right font-semibold">
                {monthLabel(month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ board, months: shares }) => (
            <tr key={board.id}>
              <th scope="row" className="sticky left-0 z-10 whitespace-nowrap border-b border-gray-100 bg-white px-3 py-1.5 text-left font-normal">
                {board.name}
                {board.is_active ? null : <span className="ml-1 text-gray-600">{OCCUPANCY_TEXT.inactive}</span>}
              </th>
              {shares.map((share, i) => (
                <td key={months[i]} className={cn('border-b border-gray-100 px-2 py-1.5 text-right tabular-nums text-ink', occupancyShade(share))}>
                  {percent(share)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={noteId} className="px-4 pb-3 pt-1 text-xs text-gray-600">
        {OCCUPANCY_TEXT.note}
      </p>
    </div>
  );
}
