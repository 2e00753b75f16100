import { site } from '@/config/site';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import { BOOKING } from '@shared/business-rules.ts';
import type { CampaignPlan } from './plan-store';

// The dates a plan asks for: the start the visitor chose among the next
// BOOKING.bookableStarts cycle starts (or the first of them) and its number of cycles.

export interface PlanPeriod {
  /** The next BOOKING.bookableStarts cycle starts, the first on or after today in Toronto. */
  starts: string[];
  start: string;
  cycles: number;
}

/** The cycle starts a visitor can book as of `now`: the next BOOKING.bookableStarts, the first on or after today in Toronto. */
export function bookableStarts(now: Date): string[] {
  return nextCycleStarts(now, BOOKING.bookableStarts, site.bookingCycles);
}

export function planPeriod(plan: Pick<CampaignPlan, 'start' | 'cycles'>, now: Date): PlanPeriod {
  const starts = bookableStarts(now);
  // A stored start that has passed (or was never offered) gives way to the next cycle.
  const start = plan.start && starts.includes(plan.start) ? plan.start : starts[0]!;
  return { starts, start, cycles: plan.cycles };
}
