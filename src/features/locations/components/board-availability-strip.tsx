import { AVAILABILITY_LABELS, formatDay } from '@shared/booking-cycles.ts';
import { cn } from '@/lib/cn';
import { isFreeCycle, type BoardCycle } from '../lib/board-cycles';

export const STRIP_TEXT = {
  legend: 'Pick the first cycle of your campaign',
  loading: 'Loading availability...',
  unknown: 'Not known',
} as const;

const TONES = {
  available: 'border-green-300 bg-green-50 text-green-900',
  'last-slot': 'border-amber-300 bg-amber-50 text-amber-900',
  'sold-out': 'border-red-200 bg-red-50 text-red-900',
  unknown: 'border-gray-200 bg-gray-50 text-gray-700',
} as const;

export interface BoardAvailabilityStripProps {
  /** Null while the answer is on its way (or before the page is live: the prerender cannot know today). */
  cycles: readonly BoardCycle[] | null;
  selected: string | null;
  onSelect: (start: string) => void;
  /** Until the app runs, a choice would be lost. */
  disabled?: boolean;
}

/** The next cycles of one board, each Available, 1 slot left or Sold out; a free one can be picked as the start. */
export function BoardAvailabilityStrip({ cycles, selected, onSelect, disabled = false }: BoardAvailabilityStripProps) {
  if (!cycles) {
    return (
      <p role="status" className="text-gray-600">
        {STRIP_TEXT.loading}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-800">{STRIP_TEXT.legend}</legend>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {cycles.map((cycle) => {
          const free = isFreeCycle(cycle);
          return (
            <li key={cycle.start}>
              <label
                data-availability={cycle.status ?? 'unknown'}
                className={cn(
                  'flex h-full items-start gap-2 rounded-md border p-2 text-sm',
                  TONES[cycle.status ?? 'unknown'],
                  free && !disabled ? 'cursor-pointer' : 'cursor-not-allowed',
                  selected === cycle.start && 'ring-2 ring-ink',
                )}
              >
                <input
                  type="radio"
                  name="board-start"
                  value={cycle.start}
                  checked={selected === cycle.start}
                  disabled={disabled || !free}
                  onChange={() => onSelect(cycle.start)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-semibold">{formatDay(cycle.start)}</span>
                  <span className={cn('block', cycle.status === 'sold-out' && 'line-through')}>
                    {cycle.status ? AVAILABILITY_LABELS[cycle.status] : STRIP_TEXT.unknown}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
