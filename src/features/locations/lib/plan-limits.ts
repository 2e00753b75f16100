import { site } from '@/config/site';

// How long and how large a plan may be: the plan store, the period controls
// and the estimates all hold a plan to these.

export const MIN_CYCLES = 1;
export const MAX_CYCLES = site.pricing.maxCycles;
/** The most boards one plan (and one inquiry) may name: the function refuses more. */
export const MAX_PLAN_BOARDS = 50;

export function clampCycles(cycles: number): number {
  if (!Number.isFinite(cycles)) return MIN_CYCLES;
  return Math.min(MAX_CYCLES, Math.max(MIN_CYCLES, Math.round(cycles)));
}
