import { useId } from 'react';
import { formatDay } from '@shared/booking-cycles.ts';
import { BOOKING } from '@shared/business-rules.ts';
import { cn } from '@/lib/cn';
import { cellParts, cellTone, type CellTone, type GridCell, type GridRow } from '../lib/booking-grid';

export const GRID_TEXT = {
  heading: 'Slots by cycle',
  caption: (from: string) => `Free, requested and confirmed slots of each active board, ${BOOKING.bookableStarts} cycles from ${formatDay(from)}`,
  legend: 'Each cell: free slots · requested (held until the request expires) · confirmed.',
  board: 'Board',
  slots: (n: number) => `${n} slot${n === 1 ? '' : 's'} per loop`,
  none: 'No active board matches this filter.',
} as const;

// Colour says the same as the text (0 free, 1 free): never the only signal.
const toneClass: Record<CellTone, string> = {
  open: 'bg-green-50 text-green-900',
  last: 'bg-amber-50 text-amber-900',
  full: 'bg-red-50 font-semibold text-red-900',
};

export interface AvailabilityGridProps {
  rows: GridRow[];
  cycleStarts: string[];
}

/**
 * Boards x cycles. A plain table: 300 boards by a year of cycles render quickly (see
 * the test), so no virtualisation. It scrolls sideways on a narrow screen with
 * the board column kept in view.
 */
export function AvailabilityGrid({ rows, cycleStarts }: AvailabilityGridProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {GRID_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{GRID_TEXT.legend}</p>
      {rows.length === 0 ? (
        <p className="mt-4 text-gray-700">{GRID_TEXT.none}</p>
      ) : (
        // Focusable so keyboard users can scroll it.
        <div
          role="region"
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
          className="mt-4 max-h-[70vh] overflow-auto rounded-lg border border-gray-200 bg-white"
        >
          <table className="border-separate border-spacing-0 text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {GRID_TEXT.caption(cycleStarts[0] ?? '')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 top-0 z-20 border-b border-r border-gray-200 bg-gray-50 px-3 py-2 text-left font-semibold">
                  {GRID_TEXT.board}
                </th>
                {cycleStarts.map((start) => (
                  <th key={start} scope="col" className="sticky top-0 z-10 min-w-[5rem] border-b border-gray-200 bg-gray-50 px-2 py-2 text-left font-semibold">
                    <time dateTime={start}>{formatDay(start)}</time>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ board, cells }) => (
                <tr key={board.id}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 min-w-[9rem] max-w-[14rem] border-b border-r border-gray-200 bg-white px-3 py-2 text-left align-top font-semibold"
                  >
                    {board.name}
                    <span className="block text-xs font-normal text-gray-600">{GRID_TEXT.slots(board.slots_per_loop)}</span>
                  </th>
                  {cells.map((cell) => (
                    <td
                      key={cell.cycleStart}
                      data-cycle={cell.cycleStart}
                      className={cn('relative border-b border-gray-200 px-2 py-2 align-top', toneClass[cellTone(cell)])}
                    >
                      <CellCounts cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * One count a line, so a year of cycles fits a 1280 px screen; the separators stay in
 * the text ('2 free · 1 req · 3 conf'), visually hidden inside the cell (which
 * is `relative` so they cannot widen the page).
 */
function CellCounts({ cell }: { cell: GridCell }) {
  return cellParts(cell).map((part, i) => (
    <span key={part} className="block whitespace-nowrap">
      {i > 0 ? <span className="sr-only"> · </span> : null}
      {part}
    </span>
  ));
}
