import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { clampCycles } from '../lib/plan-limits';
import { addToPlan, changedPlan, EMPTY_PLAN, readPlan, removeFromPlan, subscribePlan, writePlan, type CampaignPlan } from '../lib/plan-store';

export interface CampaignPlanActions {
  add: (id: string) => void;
  /** Adds the board for the campaign starting `start` ('YYYY-MM-DD'): the plan's dates move there. */
  addAt: (id: string, start: string) => void;
  remove: (id: string) => void;
  /** Adds the board, or takes it out when it is in the plan. */
  toggle: (id: string) => void;
  setCycles: (cycles: number) => void;
  /** The first cycle of the campaign, 'YYYY-MM-DD'. */
  setStart: (start: string) => void;
  clear: () => void;
  /** Marks the plan as sent today (its quote request went): kept to look at, not offered as a new plan. */
  markRequested: () => void;
}

const actions: CampaignPlanActions = {
  add: (id) => writePlan(addToPlan(readPlan(), id)),
  addAt: (id, start) => {
    const plan = readPlan();
    const added = addToPlan(plan, id);
    // A full plan takes no board, and then keeps its dates too.
    if (added !== plan) writePlan(changedPlan(added, { start }));
  },
  remove: (id) => writePlan(removeFromPlan(readPlan(), id)),
  // Reads the stored plan, not a render's: one function for the page's life, so memoised board cards keep their props.
  toggle: (id) => {
    const plan = readPlan();
    writePlan(plan.ids.includes(id) ? removeFromPlan(plan, id) : addToPlan(plan, id));
  },
  setCycles: (cycles) => {
    const plan = readPlan();
    if (plan.cycles !== clampCycles(cycles)) writePlan(changedPlan(plan, { cycles: clampCycles(cycles) }));
  },
  setStart: (start) => {
    const plan = readPlan();
    // Picking the start it has already is no change: a sent plan stays sent.
    if (plan.start !== start) writePlan(changedPlan(plan, { start }));
  },
  clear: () => writePlan(EMPTY_PLAN),
  markRequested: () => {
    const plan = readPlan();
    // The day in the visitor's own calendar, 'YYYY-MM-DD'.
    if (plan.ids.length > 0) writePlan({ ...plan, requestedOn: new Date().toLocaleDateString('en-CA') });
  },
};

const readEmptyPlan = (): CampaignPlan => EMPTY_PLAN;

/**
 * The visitor's plan and the ways to change it. The prerendered page (and the
 * render that hydrates it) shows the empty plan; the stored one follows once
 * the app runs, in a transition (useHydrated). Read from the store as the page
 * hydrates, a stored plan differs from the prerendered one, and React catches
 * up with a store at once: every reader, the whole map page with its tray and
 * estimate, would re-render and commit in one task, long enough to hold up a
 * tap on a phone. In the transition it renders in short slices.
 */
export function useCampaignPlan(): { plan: CampaignPlan } & CampaignPlanActions {
  const live = useHydrated();
  const plan = useSyncExternalStore(subscribePlan, live ? readPlan : readEmptyPlan, readEmptyPlan);
  return { plan, ...actions };
}
