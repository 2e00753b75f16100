import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, Plus } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';
import type { BillboardLocation } from '@/types/billboard-location';
import { formatDay } from '@shared/booking-cycles.ts';
import { bookableStarts } from '../lib/plan-period';
import { BOOKING } from '@shared/business-rules.ts';
import { useAvailabilityAtMount, useBoardAvailability } from '../api/get-board-availability';
import { useCampaignPlan } from '../hooks/use-campaign-plan';
import { boardCycles, firstFreeStart, isFreeCycle } from '../lib/board-cycles';
import { PLAN_BUTTON_TEXT, planButtonLabel } from '../lib/location-text';
import { announcePlanChange, PLAN_ANNOUNCEMENTS } from '../lib/plan-announcement';
import { BoardAvailabilityStrip } from './board-availability-strip';
import { PlanAnnouncer } from './plan-announcer';

export const BOARD_PLAN_TEXT = {
  heading: `Availability, next ${BOOKING.bookableStarts} cycles`,
  intro: `Campaigns run in ${site.pricing.cycleWeeks}-week cycles. Pick a free start, then add this board to your plan; every board of a plan starts on the same date.`,
  error: 'Availability could not be loaded. Please try again later, or call us.',
  noFreeStart: `This board is sold out for the next ${BOOKING.bookableStarts} cycles.`,
  seePlan: 'See your plan on the map',
  inPlan: (start: string, cycles: number) => `In your plan, starting ${formatDay(start)}, for ${cycles} cycle${cycles === 1 ? '' : 's'}.`,
  startQuestion: (planStart: string, picked: string) =>
    `Your plan starts ${formatDay(planStart)}, and you picked ${formatDay(picked)} here. Every board of a plan starts on the same date: which start do you want?`,
  keepStart: (planStart: string) => `Keep ${formatDay(planStart)}`,
  moveStart: (picked: string) => `Move the plan to ${formatDay(picked)}`,
  cancelChoice: 'Cancel',
  planStartTaken: (planStart: string) => `This board is not free from your plan's start, ${formatDay(planStart)}.`,
} as const;

/** The board's next cycles and "Add to my plan" for a free start, in the plan the map page keeps. */
export function BoardPlanSection({ board, className }: { board: BillboardLocation; className?: string }) {
  const live = useHydrated();
  const { plan, add, remove, setStart } = useCampaignPlan();
  // Today decides the cycles: known only once the page runs in the browser.
  const starts = useMemo(() => (live ? bookableStarts(new Date()) : null), [live]);
  useAvailabilityAtMount();
  const { data, isError } = useBoardAvailability(starts?.[0] ?? null);
  const cycles = useMemo(() => (starts && data ? boardCycles(data, board.id, starts) : null), [starts, data, board.id]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The start other boards of the plan already share; none when the plan is empty.
  const planStart = plan.ids.length > 0 && starts ? (plan.start ?? starts[0]!) : null;
  const planStartFree = planStart !== null && cycles !== null && cycles.some((cycle) => cycle.start === planStart && isFreeCycle(cycle));
  const selected = chosen ?? (planStartFree ? planStart : cycles ? firstFreeStart(cycles) : null);
  const inPlan = plan.ids.includes(board.id);
  // Set when the picked start differs from the plan's: the prospect says which to keep.
  const [asking, setAsking] = useState<string | null>(null);

  const pick = (start: string) => {
    setChosen(start);
    setAsking(null);
  };

  const addFor = (start: string) => {
    setAsking(null);
    setStart(start);
    add(board.id);
    announcePlanChange(PLAN_ANNOUNCEMENTS.added(board.name));
  };

  const onPress = () => {
    if (inPlan) {
      remove(board.id);
      announcePlanChange(PLAN_ANNOUNCEMENTS.removed(board.name));
      return;
    }
    if (!selected) return;
    // Never move the other boards' dates without asking.
    if (planStart !== null && selected !== planStart) return setAsking(selected);
    addFor(selected);
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
        <BoardAvailabilityStrip cycles={cycles} selected={selected} onSelect={pick} disabled={!live} />
      )}
      {cycles && !firstFreeStart(cycles) && !inPlan ? <p className="mt-3 font-semibold text-red-800">{BOARD_PLAN_TEXT.noFreeStart}</p> : null}
      {planStart !== null && cycles && !planStartFree && !inPlan ? <p className="mt-3 text-gray-800">{BOARD_PLAN_TEXT.planStartTaken(planStart)}</p> : null}
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
        {asking !== null && planStart !== null && !inPlan ? (
          <StartChoice
            planStart={planStart}
            picked={asking}
            planStartFree={planStartFree}
            onKeep={() => addFor(planStart)}
            onMove={() => addFor(asking)}
            onCancel={() => setAsking(null)}
          />
        ) : null}
        {inPlan ? (
          <Link to={paths.billboardMap} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800">
            {BOARD_PLAN_TEXT.seePlan}
          </Link>
        ) : null}
      </div>
      <PlanAnnouncer />
    </section>
  );
}

interface StartChoiceProps {
  planStart: string;
  picked: string;
  /** The board can start with the plan; else only moving the plan (or cancelling) adds it. */
  planStartFree: boolean;
  onKeep: () => void;
  onMove: () => void;
  onCancel: () => void;
}

/** Asks, in place, which start the plan keeps: the question is a group named by its words, focused when it appears. */
function StartChoice({ planStart, picked, planStartFree, onKeep, onMove, onCancel }: StartChoiceProps) {
  const focusFirst = useCallback((node: HTMLButtonElement | null) => node?.focus(), []);
  return (
    <div role="group" aria-labelledby="board-start-question" className="w-full rounded-lg border-2 border-brand bg-brand-50 p-4">
      <p id="board-start-question" className="mb-3 font-semibold text-ink">
        {BOARD_PLAN_TEXT.startQuestion(planStart, picked)}
      </p>
      <div className="flex flex-wrap gap-2">
        {planStartFree ? (
          <button type="button" ref={focusFirst} onClick={onKeep} className={buttonVariants({ variant: 'primary' })}>
            {BOARD_PLAN_TEXT.keepStart(planStart)}
          </button>
        ) : null}
        <button
          type="button"
          ref={planStartFree ? undefined : focusFirst}
          onClick={onMove}
          className={buttonVariants({ variant: planStartFree ? 'secondary' : 'primary' })}
        >
          {BOARD_PLAN_TEXT.moveStart(picked)}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: 'outline' })}>
          {BOARD_PLAN_TEXT.cancelChoice}
        </button>
      </div>
    </div>
  );
}
