import { useId, useState } from 'react';
import { formatDay } from '@shared/booking-cycles.ts';
import { cn } from '@/lib/cn';
import { cellParts, cellText, cellTone, visibleGridRows, type CellTone, type GridCell, type GridRow } from '../lib/booking-grid';
import { CellCampaignsDialog, type OpenCell } from './cell-campaigns-dialog';

export const GRID_TEXT = {
  heading: 'Slots by cycle',
  caption: (from: string, count: number) => `Free, requested and confirmed slots of each board, ${count} cycles from ${formatDay(from)} (on air now)`,
  legend: 'Each cell: free slots · requested (held until the request expires) · confirmed. A cell with campaigns opens them.',
  board: 'Board',
  onAir: 'On air now',
  inactive: 'Inactive',
  slots: (n: number) => `${n} slot${n === 1 ? '' : 's'} per loop`,
  showAll: 'Show all boards',
  hidden: (n: number) => `${n} board${n === 1 ? '' : 's'} with nothing booked in these cycles ${n === 1 ? 'is' : 'are'} hidden.`,
  none: 'No active board matches this filter.',
  cellLabel: (board: string, start: string, cell: GridCell) =>
    `${board}, ${formatDay(start)}: ${cellText(cell)}; ${cell.campaigns.length} campaign${cell.campaigns.length === 1 ? '' : 's'}`,
} as const;

// Colour says the same as the text (0 free, 1 free): never the only signal.
const toneClass: Record<CellTone, string> = {
  open: 'bg-green-50 text-green-900',
  last: 'bg-amber-50 text-amber-900',
  full: 'bg-red-50 font-semibold text-red-900',
};

export interface AvailabilityGridProps {
  rows: GridRow[];
  /** The columns, oldest first: the first is the cycle on air now. */
  cycleStarts: string[];
  /** The cycle on air now (marked). */
  current: string;
  /** Shows boards with nothing booked even when not asked (a filter chose the board). */
  forceAll?: boolean;
}

/**
 * Boards x cycles. A plain table: 300 boards by a year of cycles render quickly (see
 * the test), so no virtualisation. It scrolls sideways on a narrow screen with
 * the board column kept in view. Boards with nothing booked fold away unless
 * asked for, so what is sold is what the staff see first.
 */
export function AvailabilityGrid({ rows, cycleStarts, current, forceAll = false }: AvailabilityGridProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<OpenCell | null>(null);
  const shown = visibleGridRows(rows, showAll || forceAll);
  const hidden = rows.length - shown.length;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {GRID_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{GRID_TEXT.legend}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
          {GRID_TEXT.showAll}
        </label>
        {hidden > 0 ? <span className="text-gray-700">{GRID_TEXT.hidden(hidden)}</span> : null}
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 text-gray-700">{hidden > 0 ? GRID_TEXT.hidden(hidden) : GRID_TEXT.none}</p>
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
              {GRID_TEXT.caption(cycleStarts[0] ?? current, cycleStarts.length)}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 top-0 z-20 border-b border-r border-gray-200 bg-gray-50 px-3 py-2 text-left font-semibold">
                  {GRID_TEXT.board}
                </th>
                {cycleStarts.map((start) => (
                  <th
                    key={start}
                    scope="col"
                    aria-current={start === current ? 'date' : undefined}
                    className={cn(
                      'sticky top-0 z-10 min-w-[5rem] border-b border-gray-200 px-2 py-2 text-left font-semibold',
                      start === current ? 'bg-ink text-white' : 'bg-gray-50',
                    )}
                  >
                    <time dateTime={start}>{formatDay(start)}</time>
                    {start === current ? <span className="block text-xs font-normal">{GRID_TEXT.onAir}</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map(({ board, cells }) => (
                <tr key={board.id}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 min-w-[9rem] max-w-[14rem] border-b border-r border-gray-200 bg-white px-3 py-2 text-left align-top font-semibold"
                  >
                    {board.name}
                    <span className="block text-xs font-normal text-gray-600">{GRID_TEXT.slots(board.slots_per_loop)}</span>
                    {board.is_active ? null : (
                      <span className="mt-1 inline-block rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">{GRID_TEXT.inactive}</span>
                    )}
                  </th>
                  {cells.map((cell) => (
                    <td
                      key={cell.cycleStart}
                      data-cycle={cell.cycleStart}
                      className={cn(
                        'relative border-b border-gray-200 px-2 py-2 align-top',
                        toneClass[cellTone(cell)],
                        cell.cycleStart === current && 'border-x-2 border-x-ink',
                      )}
                    >
                      {cell.campaigns.length > 0 ? (
                        <button
                          type="button"
                          aria-label={GRID_TEXT.cellLabel(board.name, cell.cycleStart, cell)}
                          aria-haspopup="dialog"
                          onClick={() => setOpen({ board: board.name, cell })}
                          className="block w-full text-left underline decoration-dotted underline-offset-2"
                        >
                          <CellCounts cell={cell} />
                        </button>
                      ) : (
                        <CellCounts cell={cell} />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CellCampaignsDialog open={open} onClose={() => setOpen(null)} />
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
