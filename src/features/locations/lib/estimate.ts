import { site } from '@/config/site';
import type { BillboardLocation } from '@/types/billboard-location';
import { durationRate, estimateCampaign as estimateBoards, nextDurationRate, type CampaignEstimate } from '@shared/booking-cycles.ts';
import { formatMoney } from './board-facts';
import { clampCycles } from './plan-limits';

// Campaign estimates from the site's own figures (site.pricing): each board's
// rate per cycle, or the company range for a board without one, less the
// duration rate of a longer campaign.

export const ESTIMATE_TEXT = {
  note: 'This is an estimate only: the price varies by location, duration and screen size.',
  costsLink: 'See what affects billboard costs',
  cost: 'Estimated cost:',
  impressions: 'Estimated impressions:',
  cpm: 'Estimated cost per thousand impressions (CPM):',
  noImpressions: 'No audience figures are published for these boards, so no impressions or CPM are estimated.',
} as const;

export interface Estimate {
  low: number;
  high: number;
}

const afterDuration = (amount: number, cycles: number) => Math.round(amount * (1 - durationRate(cycles, site.pricing.durationRates).discount) * 100) / 100;

/** A number of boards without a plan: the company range, less the duration rate. */
export function estimateCampaign(boards: number, cycles: number): Estimate {
  const count = Number.isFinite(boards) ? Math.max(0, Math.floor(boards)) : 0;
  const units = count * clampCycles(cycles);
  return { low: afterDuration(units * site.pricing.low, cycles), high: afterDuration(units * site.pricing.high, cycles) };
}

/** An estimate is not an invoice: whole dollars ('$3,848', never '$3,847.50'). */
export const formatDollars = (amount: number): string => formatMoney(Math.round(amount));

/** '$6,600–$15,000' in whole dollars, or one figure when both ends agree. */
export function formatEstimate({ low, high }: Estimate): string {
  const [from, to] = [formatDollars(low), formatDollars(high)];
  return from === to ? from : `${from}–${to}`;
}

/** '$4.17–$9.40': a cost per thousand impressions is a rate, where cents tell boards apart. */
export function formatCpm({ low, high }: Estimate): string {
  return low === high ? formatMoney(low) : `${formatMoney(low)}–${formatMoney(high)}`;
}

/** '3 four-week cycles' reads oddly; '3 cycles of 4 weeks' does not. */
export function cyclesText(cycles: number): string {
  return `${cycles} ${cycles === 1 ? 'cycle' : 'cycles'} of ${site.pricing.cycleWeeks} weeks`;
}

export type PlanBoardFacts = Pick<BillboardLocation, 'rate_per_cycle' | 'daily_impressions' | 'slots_per_loop'> & { id: string };

export interface PlanEstimate {
  /** The total: one figure when every board has its rate, else the range the unrated boards span. */
  cost: Estimate;
  /** What the duration rate takes off; null when the cost is a range (the saving is then said as a share). */
  saving: number | null;
  impressions: number | null;
  boardsWithoutImpressions: number;
  cpm: Estimate | null;
}

/** The plan's boards, each at its own rate (the range for one without), over `cycles` cycles. */
export function estimatePlan(boards: readonly PlanBoardFacts[], cycles: number): PlanEstimate {
  const { durationRates, low, high } = site.pricing;
  const atLow: CampaignEstimate = estimateBoards(boards, cycles, durationRates, { low, high });
  const atHigh: CampaignEstimate = atLow.isFrom ? estimateBoards(boards, cycles, durationRates, { low: high, high }) : atLow;
  return {
    cost: { low: atLow.total, high: atHigh.total },
    saving: atLow.isFrom ? null : atLow.saving,
    impressions: atLow.impressions,
    boardsWithoutImpressions: atLow.boardsWithoutImpressions,
    cpm: atLow.cpm === null || atHigh.cpm === null ? null : { low: atLow.cpm, high: atHigh.cpm },
  };
}

const percent = (discount: number) => `${Math.round(discount * 100)}%`;

/**
 * 'You save $330 with 3 cycles' ('You save 5% with 3 cycles' when the amount is
 * a range), or what a longer campaign would save: 'Book 3 cycles or more and
 * save 5%'. Null when there is no saving to offer.
 */
export function savingText(saving: number | null, cycles: number): string | null {
  const { discount } = durationRate(cycles, site.pricing.durationRates);
  if (discount > 0) return `You save ${saving === null ? percent(discount) : formatDollars(saving)} with ${cycles} cycles`;
  const next = nextDurationRate(cycles, site.pricing.durationRates);
  return next ? `Book ${next.minCycles} cycles or more and save ${percent(next.discount)}` : null;
}

/** 'Book 3 cycles or more and save 5%; 6 cycles or more and save 10%.': the costs page's words on campaign length. */
export function durationRatesText(): string {
  const tiers = site.pricing.durationRates.filter((rate) => rate.discount > 0).sort((a, b) => a.minCycles - b.minCycles);
  if (tiers.length === 0) return '';
  return `Book ${tiers.map((rate) => `${rate.minCycles} cycles or more and save ${percent(rate.discount)}`).join('; ')}.`;
}

/** 'about 1,234,000' */
export function formatImpressions(impressions: number): string {
  return `about ${String(Math.round(impressions)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
