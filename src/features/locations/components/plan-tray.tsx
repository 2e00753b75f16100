import { ClipboardList, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import type { BillboardLocation } from '@/types/billboard-location';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { planButtonLabel } from '../lib/location-text';
import { estimateCampaign } from '../lib/estimate';
import { quoteHandoffState } from '../lib/quote-handoff';
import { CyclesSelect } from './cycles-select';
import { EstimateNote } from './estimate-note';

export const PLAN_TEXT = {
  heading: 'My campaign plan',
  empty: 'Add boards from the list or the map to plan a campaign and see a price estimate.',
  requestQuote: 'Request a quote for this plan',
  clear: 'Clear plan',
} as const;

export function planCountText(count: number): string {
  return `${count} ${count === 1 ? 'board' : 'boards'} in your plan`;
}

/**
 * The boards the visitor chose, the cycles and the estimate. Boards that are
 * no longer listed are left out quietly (the stored plan keeps them until the
 * visitor changes it: the list may be a prerendered one, older than the plan).
 */
export function PlanTray({ locations }: { locations: BillboardLocation[] }) {
  const { plan, remove, setCycles, clear } = useCampaignPlan();
  const byId = new Map(locations.map((location) => [location.id, location]));
  const boards = plan.ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

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
        <>
          <ul aria-label="Boards in my plan" className="mt-3 space-y-2">
            {boards.map((board) => (
              <li key={board.id} className="flex items-start justify-between gap-3 rounded-md bg-white px-3 py-2 shadow-sm">
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{board.name}</span>
                  <span className="block text-sm text-gray-600">{board.address}</span>
                </span>
                <button
                  type="button"
                  onClick={() => remove(board.id)}
                  aria-label={planButtonLabel(board.name, true)}
                  className="shrink-0 rounded p-1 text-gray-700 hover:bg-gray-100 hover:text-ink"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-end">
            <CyclesSelect value={plan.cycles} onChange={setCycles} />
            <EstimateNote estimate={estimateCampaign(boards.length, plan.cycles)} />
          </div>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={paths.contactUs} state={quoteHandoffState(boards, plan.cycles)} className={buttonVariants({})}>
              {PLAN_TEXT.requestQuote}
            </Link>
            <button type="button" onClick={clear} className={buttonVariants({ variant: 'outline' })}>
              {PLAN_TEXT.clear}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
