import { X } from 'lucide-react';
import { formatDay } from '@shared/booking-cycles.ts';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import type { BillboardLocation } from '@/types/billboard-location';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import type { PlanAvailability } from '../hooks/use-plan-availability';
import { boardPageHref } from '../lib/board-links';
import { cn } from '@/lib/cn';
import { estimatePlan } from '../lib/estimate';
import { planButtonLabel, SOLD_OUT_TEXT } from '../lib/location-text';
import { nextFreeText } from '../lib/next-free-start';
import { periodText } from '../lib/period-text';
import { announcePlanChange, PLAN_ANNOUNCEMENTS } from '../lib/plan-announcement';
import { splitByAvailability } from '../lib/plan-request';
import { quoteHandoffState } from '../lib/quote-handoff';
import { AvailabilityBadge } from './availability-badge';
import { BoardFactsDetails } from './board-facts-details';
import { EstimateNote } from './estimate-note';
import { PlanPeriodControls } from './plan-period-controls';
import { PLAN_TEXT } from './plan-text';

export interface PlanTrayBoardsProps {
  /** The plan's boards that are still listed, in the plan's order (at least one). */
  boards: BillboardLocation[];
  availability: PlanAvailability;
}

/** A plan's dates, its boards with their facts and availability, the estimate and the quote link. */
export function PlanTrayBoards({ boards, availability }: PlanTrayBoardsProps) {
  const { plan, remove, setCycles, setStart, clear } = useCampaignPlan();
  const { period, statusOf, nextFreeOf } = availability;
  // Boards the dates sell out stay in the plan (other dates may have them) but out of the estimate and the request.
  const { free, leftOut } = splitByAvailability(boards, statusOf, nextFreeOf);
  return (
    <>
      <div className="mt-3">
        <PlanPeriodControls period={period} cycles={plan.cycles} onStart={setStart} onCycles={setCycles} />
        {period && <p className="mt-2 text-sm font-semibold text-gray-800">{periodText(period.start, period.cycles)}</p>}
      </div>
      <ul aria-label={PLAN_TEXT.boards} className="mt-3 space-y-2">
        {boards.map((board) => {
          const status = statusOf(board.id);
          const soldOut = status === 'sold-out';
          const nextFree = soldOut ? nextFreeOf(board.id) : null;
          return (
            <li key={board.id} data-left-out={soldOut || undefined} className="flex items-start justify-between gap-3 rounded-md bg-white px-3 py-2 shadow-sm">
              <div className="min-w-0">
                {/* Struck through, and said in words for those who cannot see the line. */}
                <Link
                  to={boardPageHref(board)}
                  className={cn(
                    'block font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800',
                    soldOut && 'text-gray-600 line-through',
                  )}
                >
                  {board.name}
                </Link>
                <span className={cn('block text-sm text-gray-600', soldOut && 'line-through')}>{board.address}</span>
                {!soldOut && <BoardFactsDetails location={board} />}
                {soldOut ? (
                  <span className="mt-1 block text-sm">
                    <span className="block font-semibold text-red-800">{SOLD_OUT_TEXT}</span>
                    <span className="block text-gray-800">{PLAN_TEXT.leftOut}</span>
                    {nextFree && <span className="block text-gray-800">{nextFreeText(nextFree)}</span>}
                  </span>
                ) : (
                  <span className="mt-1 block">
                    <AvailabilityBadge status={status} />
                  </span>
                )}
              </div>
              <button
                type="button"
                onClick={() => {
                  remove(board.id);
                  announcePlanChange(PLAN_ANNOUNCEMENTS.removed(board.name));
                }}
                aria-label={planButtonLabel(board.name, true)}
                className="inline-flex shrink-0 items-center gap-1 rounded p-1 text-sm font-semibold text-gray-700 hover:bg-gray-100 hover:text-ink"
              >
                <X aria-hidden="true" className="h-5 w-5" />
                {PLAN_TEXT.remove}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-4">
        {free.length > 0 ? (
          <EstimateNote estimate={estimatePlan(free, plan.cycles)} cycles={plan.cycles} />
        ) : (
          <p className="font-semibold text-gray-800">{PLAN_TEXT.noneFree}</p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {plan.requestedOn ? (
          // Sent already: offered again only once it changes.
          <p className="w-full font-semibold text-gray-800">{PLAN_TEXT.requested(formatDay(plan.requestedOn))}</p>
        ) : (
          <Link to={paths.contactUs} state={quoteHandoffState(free, plan.cycles, period?.start, leftOut)} className={buttonVariants({})}>
            {PLAN_TEXT.requestQuote}
          </Link>
        )}
        <button
          type="button"
          onClick={() => {
            clear();
            announcePlanChange(PLAN_ANNOUNCEMENTS.cleared);
          }}
          className={buttonVariants({ variant: 'outline' })}
        >
          {PLAN_TEXT.clear}
        </button>
      </div>
    </>
  );
}
