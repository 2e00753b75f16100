import { site } from '@/config/site';
import type { BillboardLocation } from '@/types/billboard-location';
import {
  bookingPrice,
  durationRate,
  estimateCampaign as estimateBoards,
  nextDurationRate,
  type CampaignEstimate,
  type DurationRate,
  type PriceRange,
} from '@shared/booking-cycles.ts';
import { campaignAmounts } from '@shared/invoice-amounts.ts';
import { formatCents } from '@shared/money.ts';
import { TAX } from '@shared/sale-rules.ts';
import type { TaxedAmount } from '@shared/tax.ts';
import { formatMoney } from './board-facts';
import { clampCycles } from './plan-limits';

// Campaign estimates from the site's own figures (site.pricing): each board's
// rate per cycle, or the company range for a board without one, less the
// duration rate of a longer campaign.

export const ESTIMATE_TEXT = {
  note: 'This is an estimate only: the price varies by location, duration and screen size.',
  costsLink: 'See what affects billboard costs',
  cost: 'Estimated cost:',
  plusHst: '+ HST',
  total: 'total',
  impressions: 'Estimated impressions:',
  cpm: 'Estimated cost per thousand impressions (CPM):',
  noImpressions: 'No audience figures are published for these boards, so no impressions or CPM are estimated.',
} as const;

/** An estimate's cost: one figure when `low` and `high` agree, else the range unrated boards span. */
export interface Estimate {
  low: TaxedAmount;
  high: TaxedAmount;
}

type RatedBoard = Pick<BillboardLocation, 'rate_per_cycle'>;

/**
 * Boards over `cycles` cycles as their invoices would bill them: each at its
 * own rate (`range.low` standing in for a board without one) less the
 * duration rate, HST on each cycle's invoice (campaignAmounts, the invoices'
 * own arithmetic).
 */
function billedCost(
  boards: readonly RatedBoard[],
  cycles: number,
  range: PriceRange,
  rates: readonly DurationRate[] = site.pricing.durationRates,
): TaxedAmount {
  return campaignAmounts(boards.map((board) => ({ ...bookingPrice(board, cycles, rates, range), cycles })));
}

const atCompanyRate = (rate: number): RatedBoard => ({ rate_per_cycle: rate });

/** A number of boards without a plan: the company range, less the duration rate. */
export function estimateCampaign(boards: number, cycles: number): Estimate {
  const count = Number.isFinite(boards) ? Math.max(0, Math.floor(boards)) : 0;
  const length = clampCycles(cycles);
  const { low, high } = site.pricing;
  const range = { low, high };
  return {
    low: billedCost(
      Array.from({ length: count }, () => atCompanyRate(low)),
      length,
      range,
    ),
    high: billedCost(
      Array.from({ length: count }, () => atCompanyRate(high)),
      length,
      range,
    ),
  };
}

/** '$4,702.50', or '$1,650' when the amount is whole dollars: cents where the price has them. */
export function formatAmount(cents: number): string {
  const text = formatCents(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

const formatSpan = (low: number, high: number): string => {
  const [from, to] = [formatAmount(low), formatAmount(high)];
  return from === to ? from : `${from}–${to}`;
};

/** '$6,270–$14,250' before tax, or one figure when both ends agree. */
export function formatEstimate({ low, high }: Estimate): string {
  return formatSpan(low.subtotalCents, high.subtotalCents);
}

/** 'HST 13%: $611.34, total $5,313.84': the tax line under the estimate, each end a range's. */
export function taxLine({ low, high }: Estimate): string {
  return `${TAX.label}: ${formatSpan(low.hstCents, high.hstCents)}, ${ESTIMATE_TEXT.total} ${formatSpan(low.totalCents, high.totalCents)}`;
}

/** '$4.17–$9.40': a cost per thousand impressions is a rate, where cents tell boards apart. */
export function formatCpm({ low, high }: CpmRange): string {
  return low === high ? formatMoney(low) : `${formatMoney(low)}–${formatMoney(high)}`;
}

/** '3 four-week cycles' reads oddly; '3 cycles of 4 weeks' does not. */
export function cyclesText(cycles: number): string {
  return `${cycles} ${cycles === 1 ? 'cycle' : 'cycles'} of ${site.pricing.cycleWeeks} weeks`;
}

export type PlanBoardFacts = Pick<BillboardLocation, 'rate_per_cycle' | 'daily_impressions' | 'slots_per_loop'> & { id: string };

/** A cost per thousand impressions, in dollars, at each end of the cost. */
export interface CpmRange {
  low: number;
  high: number;
}

export interface PlanEstimate {
  /** The cost: one figure when every board has its rate, else the range the unrated boards span. */
  cost: Estimate;
  /** What the duration rate takes off the subtotal, in cents; null when the cost is a range (the saving is then said as a share). */
  saving: number | null;
  impressions: number | null;
  boardsWithoutImpressions: number;
  cpm: CpmRange | null;
}

/** The plan's boards, each at its own rate (the range for one without), over `cycles` cycles. */
export function estimatePlan(boards: readonly PlanBoardFacts[], cycles: number): PlanEstimate {
  const { durationRates, low, high } = site.pricing;
  const atLow: CampaignEstimate = estimateBoards(boards, cycles, durationRates, { low, high });
  const atHigh: CampaignEstimate = atLow.isFrom ? estimateBoards(boards, cycles, durationRates, { low: high, high }) : atLow;
  const cost = { low: billedCost(boards, cycles, { low, high }), high: billedCost(boards, cycles, { low: high, high }) };
  return {
    cost,
    saving: atLow.isFrom ? null : billedCost(boards, cycles, { low, high }, []).subtotalCents - cost.low.subtotalCents,
    impressions: atLow.impressions,
    boardsWithoutImpressions: atLow.boardsWithoutImpressions,
    cpm: atLow.cpm === null || atHigh.cpm === null ? null : { low: atLow.cpm, high: atHigh.cpm },
  };
}

const percent = (discount: number) => `${Math.round(discount * 100)}%`;

/**
 * 'You save $247.50 with 3 cycles' ('You save 5% with 3 cycles' when the amount is
 * a range), or what a longer campaign would save: 'Book 3 cycles or more and
 * save 5%'. Null when there is no saving to offer.
 */
export function savingText(saving: number | null, cycles: number): string | null {
  const { discount } = durationRate(cycles, site.pricing.durationRates);
  if (discount > 0) return `You save ${saving === null ? percent(discount) : formatAmount(saving)} with ${cycles} cycles`;
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
