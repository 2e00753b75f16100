import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';
import type { BillboardLocation } from '@/types/billboard-location';
import { formatDay, nextCycleStarts } from '@shared/booking-cycles.ts';
import { BOOKING } from '@shared/business-rules.ts';
import { useBoardAvailability } from '../api/get-board-availability';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { boardCycles, firstFreeStart } from '../lib/board-cycles';
import { PLAN_BUTTON_TEXT, planButtonLabel } from '../lib/location-text';
import { BoardAvailabilityStrip } from './board-availability-strip';

export const BOARD_PLAN_TEXT = {
  heading: `Availability, next ${BOOKING.bookableStarts} cycles`,
  intro: `Campaigns run in ${site.pricing.cycleWeeks}-week cycles. Pick a free start, then add this board to your plan; every board of a plan starts on the same date.`,
  error: 'Availability could not be loaded. Please try again later, or call us.',
  noFreeStart: `This board is sold out for the next ${BOOKING.bookableStarts} cycles.`,
  seePlan: 'See your plan on the map',
  inPlan: (start: string, cycles: number) => `In your plan, starting ${formatDay(start)}, for ${cycles} cycle${cycles === 1 ? '' : 's'}.`,
} as const;

/** The board's next cycles and "Add to my plan" for a free start, in the plan the map page keeps. */
export function BoardPlanSection({ board, className }: { board: BillboardLocation; className?: string }) {
  const live = useHydrated();
  const { plan, add, remove, setStart } = useCampaignPlan();
  // Today decides the cycles: known only once the page runs in the browser.
  const starts = useMemo(() => (live ? nextCycleStarts(new Date(), BOOKING.bookableStarts, site.bookingCycles) : null), [live]);
  const { data, isError } = useBoardAvailability(starts?.[0] ?? null);
  const cycles = useMemo(() => (starts && data ? boardCycles(data, board.id, starts) : null), [starts, data, board.id]);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? (cycles ? firstFreeStart(cycles) : null);
  const inPlan = plan.ids.includes(board.id);

  const onPress = () => {
    if (inPlan) return remove(board.id);
    if (!selected) return;
    setStart(selected);
    add(board.id);
  };

  return (
    <section aria-labelledby="board-availability-heading" className={className}>
      <h2 id="board-availability-heading" className="mb-2 text-2xl font-bold text-ink">
        {BOARD_PLAN_TEXT.heading}
      </h2>
      <p className="mb-4 text-gray-700">{BOARD_PLAN_TEXT.intro}</p>
      {isError ? (
        <p role="alert" className="text-red-700">
          {BOARD_PLAN_TEXT.error}
        </p>
      ) : (
        <BoardAvailabilityStrip cycles={cycles} selected={selected} onSelect={setChosen} disabled={!live} />
      )}
      {cycles && !firstFreeStart(cycles) && !inPlan ? <p className="mt-3 font-semibold text-red-800">{BOARD_PLAN_TEXT.noFreeStart}</p> : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={onPress}
          disabled={!live || (!inPlan && !selected)}
          aria-label={planButtonLabel(board.name, inPlan)}
          className={buttonVariants({ variant: inPlan ? 'secondary' : 'primary' })}
        >
          {inPlan ? <Check className="h-4 w-4" aria-hidden="true" /> : <Plus className="h-4 w-4" aria-hidden="true" />}
          {inPlan ? PLAN_BUTTON_TEXT.remove : PLAN_BUTTON_TEXT.add}
        </button>
        <p role="status" className="text-gray-800">
          {inPlan && plan.start ? BOARD_PLAN_TEXT.inPlan(plan.start, plan.cycles) : null}
        </p>
        {inPlan ? (
          <Link to={paths.billboardMap} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800">
            {BOARD_PLAN_TEXT.seePlan}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
