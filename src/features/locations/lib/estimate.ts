import { site } from '@/config/site';
import { formatPrice } from '@/content/pricing';

// A campaign's price range from the site's own figures (site.pricing): each
// board costs about `low` to `high` per cycle.

export const MIN_CYCLES = 1;
export const MAX_CYCLES = site.pricing.maxCycles;
/** The most boards one plan (and one inquiry) may name: the function refuses more. */
export const MAX_PLAN_BOARDS = 50;

export const ESTIMATE_TEXT = {
  note: 'This is an estimate only: the price varies by location, duration and screen size.',
  costsLink: 'See what affects billboard costs',
} as const;

export interface Estimate {
  low: number;
  high: number;
}

export function clampCycles(cycles: number): number {
  if (!Number.isFinite(cycles)) return MIN_CYCLES;
  return Math.min(MAX_CYCLES, Math.max(MIN_CYCLES, Math.round(cycles)));
}

export function estimateCampaign(boards: number, cycles: number): Estimate {
  const count = Number.isFinite(boards) ? Math.max(0, Math.floor(boards)) : 0;
  const units = count * clampCycles(cycles);
  return { low: units * site.pricing.low, high: units * site.pricing.high };
}

/** '$6,600–$15,000' */
export function formatEstimate({ low, high }: Estimate): string {
  return `${formatPrice(low)}–${formatPrice(high)}`;
}

/** '3 four-week cycles' reads oddly; '3 cycles of 4 weeks' does not. */
export function cyclesText(cycles: number): string {
  return `${cycles} ${cycles === 1 ? 'cycle' : 'cycles'} of ${site.pricing.cycleWeeks} weeks`;
}
