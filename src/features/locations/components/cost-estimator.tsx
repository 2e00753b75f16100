import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/lib/use-hydrated';
import { activeLocationsQueryOptions } from '../api/get-active-locations';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { usePlanAvailability } from '../hooks/use-plan-availability';
import { planBoards } from '../hooks/use-plan-handoff';
import { estimateCampaign } from '../lib/estimate';
import { PLAN } from '@shared/business-rules.ts';
import { fieldClass } from './cycles-select';
import { EstimateNote } from './estimate-note';
import { PlanPeriodControls } from './plan-period-controls';
import { PlanTray } from './plan-tray';

export const ESTIMATOR_TEXT = {
  heading: 'Estimate your campaign',
  boards: 'Number of billboards',
  boardsHint: `Enter a whole number of billboards from 1 to ${PLAN.maxBoards}.`,
} as const;

/** The typed count, if it is one the estimate takes. */
function boardCount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const count = Number(text);
  return count >= 1 && count <= PLAN.maxBoards ? count : null;
}

/**
 * The costs page's estimate: the visitor's plan from the map when there is
 * one (its boards, their availability and rates), else a number of boards at
 * the company range. Either way the dates are the plan's, kept with it.
 */
export function CostEstimator() {
  const { plan } = useCampaignPlan();
  const hasPlan = plan.ids.length > 0;
  const { data } = useQuery({ ...activeLocationsQueryOptions(), enabled: hasPlan });
  const boards = data && hasPlan ? planBoards(data, plan) : [];
  const availability = usePlanAvailability(plan, boards.length > 0);
  if (data && boards.length > 0) return <PlanTray locations={data} availability={availability} />;
  return <QuickEstimator />;
}

function QuickEstimator() {
  const id = useId();
  // The prerendered page cannot act on what is typed: the fields wait for the app.
  const live = useHydrated();
  const { plan, setCycles, setStart } = useCampaignPlan();
  const { period } = usePlanAvailability(plan, false);
  // The text as typed: clearing the field to type another number must not snap it back.
  const [boardsText, setBoardsText] = useState('1');
  const boards = boardCount(boardsText);
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink">
        {ESTIMATOR_TEXT.heading}
      </h2>
      <div className="mt-4 grid gap-4">
        <div>
          <label htmlFor={`${id}-boards`} className="block text-sm font-medium text-gray-800">
            {ESTIMATOR_TEXT.boards}
          </label>
          <input
            id={`${id}-boards`}
            type="number"
            inputMode="numeric"
            min={1}
            max={PLAN.maxBoards}
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
        <PlanPeriodControls period={period} cycles={plan.cycles} onStart={setStart} onCycles={setCycles} disabled={!live} />
      </div>
      {boards !== null && (
        <div className="mt-4">
          <EstimateNote estimate={estimateCampaign(boards, plan.cycles)} cycles={plan.cycles} />
        </div>
      )}
    </section>
  );
}
