import { memo, startTransition, useEffect, useId, useMemo, useState } from 'react';
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
  /** A cell's button: its board and cycle (the day in words), its counts, and how many campaigns it opens (one a slot taken). */
  cellLabel: (board: string, day: string, cell: GridCell) =>
    `${board}, ${day}: ${cellText(cell)}; ${campaignCount(cell)} campaign${campaignCount(cell) === 1 ? '' : 's'}`,
} as const;

const campaignCount = (cell: GridCell) => cell.requested + cell.confirmed;

// Colour says the same as the text (0 free, 1 free): never the only signal.
const toneClass: Record<CellTone, string> = {
  open: 'bg-green-50 text-green-900',
  last: 'bg-amber-50 text-amber-900',
  full: 'bg-red-50 font-semibold text-red-900',
};
const CELL_CLASS = 'border-b border-gray-200 px-2 py-2 align-top leading-5';
// Thousands of cells: their classes are worked out once, not per cell.
const cellClass = (tone: CellTone, current: boolean) => `${CELL_CLASS} ${toneClass[tone]}${current ? ' border-x-2 border-x-ink' : ''}`;
const CELL_CLASSES = Object.fromEntries(
  (Object.keys(toneClass) as CellTone[]).flatMap((tone) => [
    [`${tone}|0`, cellClass(tone, false)],
    [`${tone}|1`, cellClass(tone, true)],
  ]),
);

// Rows are drawn in batches, each more than a tall screen shows of the
// scrolling grid: the first at once, the others one at a time whenever the
// browser is idle, so neither the first screen nor a click waits for a few
// hundred boards.
const ROWS_PER_BATCH = 40;

// A browser kept busy is never idle: past this wait a batch is drawn anyway.
const IDLE_WAIT_MS = 200;

/** Runs `work` when the browser is next idle (soon after, where it cannot tell); answers how to call it off. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}

// Fixed widths let the browser lay the table out from its first row instead of
// measuring every cell; a cell's counts then wrap one to a line.
const BOARD_REM = 9;
const CYCLE_REM = 5;

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
 * Boards x cycles. A plain table kept light: one element a cell (two when it
 * opens its campaigns), laid out at fixed widths, drawn a screenful at a
 * time, so a few hundred boards by a year of cycles show quickly without
 * virtualisation. It scrolls sideways on a narrow screen with the board
 * column kept in view. Boards with nothing booked fold away unless asked
 * for, so what is sold is what the staff see first. A cell's campaigns are
 * read when it is opened.
 */
export function AvailabilityGrid({ rows, cycleStarts, current, forceAll = false }: AvailabilityGridProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const [open, setOpen] = useState<OpenCell | null>(null);
  const shown = visibleGridRows(rows, showAll || forceAll);
  const hidden = rows.length - shown.length;
  const days = useMemo(() => cycleStarts.map(formatDay), [cycleStarts]);
  const [drawnCount, setDrawnCount] = useState(ROWS_PER_BATCH);
  useEffect(() => {
    if (drawnCount >= shown.length) return;
    return whenIdle(() => startTransition(() => setDrawnCount((n) => n + ROWS_PER_BATCH)));
  }, [drawnCount, shown.length]);
  const drawn = drawnCount < shown.length ? shown.slice(0, drawnCount) : shown;
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
          <table className="table-fixed border-separate border-spacing-0 text-sm" style={{ width: `${BOARD_REM + CYCLE_REM * cycleStarts.length}rem` }}>
            <caption id={`${id}-caption`} className="sr-only">
              {GRID_TEXT.caption(cycleStarts[0] ?? current, cycleStarts.length)}
            </caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  style={{ width: `${BOARD_REM}rem` }}
                  className="sticky left-0 top-0 z-20 border-b border-r border-gray-200 bg-gray-50 px-3 py-2 text-left font-semibold"
                >
                  {GRID_TEXT.board}
                </th>
                {cycleStarts.map((start, i) => (
                  <th
                    key={start}
                    scope="col"
                    style={{ width: `${CYCLE_REM}rem` }}
                    aria-current={start === current ? 'date' : undefined}
                    className={cn(
                      'sticky top-0 z-10 border-b border-gray-200 px-2 py-2 text-left font-semibold',
                      start === current ? 'bg-ink text-white' : 'bg-gray-50',
                    )}
                  >
                    <time dateTime={start}>{days[i]}</time>
                    {start === current ? <span className="block text-xs font-normal">{GRID_TEXT.onAir}</span> : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {drawn.map((row) => (
                <BoardRow key={row.board.id} row={row} days={days} current={current} onOpen={setOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CellCampaignsDialog open={open} onClose={() => setOpen(null)} />
    </section>
  );
}

interface BoardRowProps {
  row: GridRow;
  days: string[];
  current: string;
  onOpen: (cell: OpenCell) => void;
}

// Each batch drawn when the browser is idle renders the table again: rows
// already drawn, whose props have not changed, are skipped rather than
// worked out again a few hundred cells at a time.
const BoardRow = memo(function BoardRow({ row: { board, cells }, days, current, onOpen }: BoardRowProps) {
  return (
    <tr>
      <th scope="row" className="sticky left-0 z-10 break-words border-b border-r border-gray-200 bg-white px-3 py-2 text-left align-top font-semibold">
        {board.name}
        <span className="block text-xs font-normal text-gray-600">{GRID_TEXT.slots(board.slots_per_loop)}</span>
        {board.is_active ? null : (
          <span className="mt-1 inline-block rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">{GRID_TEXT.inactive}</span>
        )}
      </th>
      {cells.map((cell, i) => (
        <td key={cell.cycleStart} data-cycle={cell.cycleStart} className={CELL_CLASSES[`${cellTone(cell)}|${cell.cycleStart === current ? 1 : 0}`]}>
          {cell.requested + cell.confirmed > 0 ? (
            <button
              type="button"
              aria-label={GRID_TEXT.cellLabel(board.name, days[i]!, cell)}
              aria-haspopup="dialog"
              onClick={() => onOpen({ boardId: board.id, board: board.name, cell })}
              className="block w-full text-left underline decoration-dotted underline-offset-2"
            >
              {cellLines(cell)}
            </button>
          ) : (
            cellLines(cell)
          )}
        </td>
      ))}
    </tr>
  );
});

/**
 * The counts as one text, '2 free · 1 req · 3 conf' to a screen reader and a
 * search, that breaks only after each separator: at the cell's width, one
 * count a line.
 */
function cellLines(cell: GridCell): string {
  return cellParts(cell)
    .map((part) => part.replace(' ', '\u00a0'))
    .join('\u00a0· ');
}
