import { useId } from 'react';
import { monthLabel, percent, type BoardOccupancy } from '../lib/dashboard-figures';

export const OCCUPANCY_TEXT = {
  caption: 'Occupancy per board and month',
  note: 'Slots sold ÷ slots offered, weighted by the days of each cycle in the month.',
  board: 'Board',
  inactive: '(inactive)',
} as const;

export function OccupancyTable({ months, rows }: { months: readonly string[]; rows: readonly BoardOccupancy[] }) {
  const noteId = useId();
  return (
    <div className="max-h-[40rem] overflow-auto rounded-lg border border-gray-200 bg-white">
      <table className="border-separate border-spacing-0 text-sm" aria-describedby={noteId}>
        <caption className="px-4 pt-3 text-left text-lg font-semibold text-ink">{OCCUPANCY_TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 top-0 z-20 border-b border-gray-200 bg-gray-50 px-3 py-2 text-left font-semibold">
              {OCCUPANCY_TEXT.board}
            </th>
            {months.map((month) => (
              <th
                key={month}
                scope="col"
                className="sticky top-0 z-10 whitespace-nowrap border-b border-gray-200 bg-gray-50 px-3 py-2 text-right font-semibold"
              >
                {monthLabel(month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ board, months: shares }) => (
            <tr key={board.id}>
              <th scope="row" className="sticky left-0 border-b border-gray-100 bg-white px-3 py-1.5 text-left font-normal">
                {board.name}
                {board.is_active ? null : <span className="ml-1 text-gray-600">{OCCUPANCY_TEXT.inactive}</span>}
              </th>
              {shares.map((share, i) => (
                <td key={months[i]} className="border-b border-gray-100 px-3 py-1.5 text-right tabular-nums">
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
