import { lazy, Suspense } from 'react';
import { ClipboardList } from 'lucide-react';
import type { BillboardLocation } from '@/types/billboard-location';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { planBoards } from '../hooks/use-plan-handoff';
import type { PlanAvailability } from '../hooks/use-plan-availability';
import { PLAN_TEXT } from './plan-text';

const PlanTrayBoards = lazy(() => import('./plan-tray-boards').then((m) => ({ default: m.PlanTrayBoards })));

export function planCountText(count: number): string {
  return `${count} ${count === 1 ? 'board' : 'boards'} in your plan`;
}

export interface PlanTrayProps {
  locations: BillboardLocation[];
  availability: PlanAvailability;
}

/** The boards the visitor chose, with their price and availability, the dates and the estimate. */
export function PlanTray({ locations, availability }: PlanTrayProps) {
  const { plan } = useCampaignPlan();
  const boards = planBoards(locations, plan);

  return (
    <section aria-labelledby="campaign-plan-heading" className="rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <h2 id="campaign-plan-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ClipboardList aria-hidden="true" className="h-5 w-5" />
        {PLAN_TEXT.heading}
      </h2>
      <p aria-live="polite" className="mt-1 font-semibold text-gray-800">
        {planCountText(boards.length)}
      </p>
      {boards.length === 0 ? (
        <p className="mt-2 text-gray-700">{PLAN_TEXT.empty}</p>
      ) : (
        // The boards, dates and estimate matter only to a visitor with a plan: their code comes with the first board.
        <Suspense fallback={null}>
          <PlanTrayBoards boards={boards} availability={availability} />
        </Suspense>
      )}
    </section>
  );
}
