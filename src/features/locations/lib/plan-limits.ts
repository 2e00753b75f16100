import { CAMPAIGN } from '@shared/business-rules.ts';

// How long a plan may be: the plan store, the period controls and the
// estimates all hold a plan's length to CAMPAIGN's.

export function clampCycles(cycles: number): number {
  if (!Number.isFinite(cycles)) return CAMPAIGN.minCycles;
  return Math.min(CAMPAIGN.maxCycles, Math.max(CAMPAIGN.minCycles, Math.round(cycles)));
}
