import { useDeferredValue, useMemo } from 'react';
import { availabilityStatus, periodFreeSlots, type AvailabilityStatus } from '@shared/booking-cycles.ts';
import { useHydrated } from '@/lib/use-hydrated';
import { useAvailabilityAtMount, useBoardAvailability } from '../api/get-board-availability';
import { nextFreeStarts } from '../lib/next-free-start';
import { planPeriod, type PlanPeriod } from '../lib/plan-period';
import type { CampaignPlan } from '../lib/plan-store';

export interface PlanAvailability {
  /** Null until the page is live: the prerendered page cannot know today. */
  period: PlanPeriod | null;
  /** Available, last slot or sold out for the plan's period; null while unknown. */
  statusOf: (id: string) => AvailabilityStatus | null;
  /** The next start after the plan's at which the board is free for as many cycles; null when none is known. */
  nextFreeOf: (id: string) => string | null;
  /** True once the answer (or its failure) is in: the statuses are then final. */
  known: boolean;
}

/**
 * The plan's period and each board's availability over it: one request for
 * the BOOKING.bookableStarts cycles ahead, every period within them worked out here.
 */
export function usePlanAvailability(plan: Pick<CampaignPlan, 'start' | 'cycles'>, fetchAvailability = true): PlanAvailability {
  const live = useHydrated();
  useAvailabilityAtMount(fetchAvailability);
  const { start, cycles } = plan;
  const period = useMemo(() => (live ? planPeriod({ start, cycles }, new Date()) : null), [live, start, cycles]);
  const { data, isError } = useBoardAvailability(fetchAvailability ? (period?.starts[0] ?? null) : null);
  const availability = useMemo(() => {
    const free = data && period ? periodFreeSlots(data, period.start, period.cycles) : null;
    const next = data && period ? nextFreeStarts(data, period.starts, period.start, period.cycles) : null;
    return {
      period,
      statusOf: (id: string) => {
        const slots = free?.get(id);
        return slots === undefined ? null : availabilityStatus(slots);
      },
      nextFreeOf: (id: string) => next?.get(id) ?? null,
      known: period !== null && (data !== undefined || isError),
    };
  }, [data, isError, period]);
  // With hundreds of boards, every card's badge changes when the answer (or the
  // period) arrives: React renders that in the background, in short slices, so
  // a tap meanwhile is not held up by one long task.
  return useDeferredValue(availability);
}
