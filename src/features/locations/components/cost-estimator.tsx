import { useId, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { estimateCampaign, MAX_PLAN_BOARDS, MIN_CYCLES } from '../lib/estimate';
import { CyclesSelect, fieldClass } from './cycles-select';
import { EstimateNote } from './estimate-note';

export const ESTIMATOR_TEXT = {
  heading: 'Estimate your campaign',
  boards: 'Number of billboards',
  boardsHint: `Enter a whole number of billboards from 1 to ${MAX_PLAN_BOARDS}.`,
} as const;

/** The typed count, if it is one the estimate takes. */
function boardCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const count = Number(text);
  return count >= 1 && count <= MAX_PLAN_BOARDS ? count : null;
}

/** Boards and cycles in, a price range out: the costs page's quick estimate. */
export function CostEstimator() {
  const id = useId();
  // The prerendered page cannot act on what is typed: the fields wait for the app.
  const live = useHydrated();
  // The text as typed: clearing the field to type another number must not snap it back.
  const [boardsText, setBoardsText] = useState('1');
  const boards = boardCount(boardsText);
  const [cycles, setCycles] = useState(MIN_CYCLES);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {ESTIMATOR_TEXT.heading}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-boards`} className="block text-sm font-medium text-gray-800">
            {ESTIMATOR_TEXT.boards}
          </label>
          <input
            id={`${id}-boards`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PLAN_BOARDS}
            value={boardsText}
            onChange={(event) => setBoardsText(event.target.value)}
            disabled={!live}
            aria-invalid={boards === null}
            aria-describedby={boards === null ? `${id}-boards-hint` : undefined}
            className={fieldClass}
          />
          {boards === null && (
            <p id={`${id}-boards-hint`} className="mt-1 text-sm text-red-700">
              {ESTIMATOR_TEXT.boardsHint}
            </p>
          )}
        </div>
        <CyclesSelect value={cycles} onChange={setCycles} disabled={!live} />
      </div>
      {boards !== null && (
        <div className="mt-4">
          <EstimateNote estimate={estimateCampaign(boards, cycles)} />
        </div>
      )}
    </section>
  );
}
