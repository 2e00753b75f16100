// The impressions a board gave an advertiser in a cycle, as the delivery
// report e-mail and the printable report both state them. Plain arithmetic,
// no imports but the rules, so the browser loads it with the report alone.

import { CAMPAIGN } from './business-rules.ts';
import { formatCount } from './count-format.ts';

export interface ImpressionsFigures {
  /** Null when the board's hours are not in a form the count reads. */
  contracted: number | null;
  delivered: number;
  /** The board's daily traffic count; null when it publishes none. */
  daily_impressions: number | null;
  slots_per_loop: number;
}

/**
 * The board's daily traffic over the cycle, weighed by the advertiser's share
 * of the loop (the board page's estimate), then by the share of the
 * contracted plays delivered. Null without a traffic count or a contracted
 * figure to weigh by.
 */
export function deliveredImpressions(board: ImpressionsFigures): number | null {
  if (board.daily_impressions === null || !board.contracted || board.slots_per_loop < 1) return null;
  return Math.round(((board.daily_impressions * CAMPAIGN.cycleDays) / board.slots_per_loop) * (board.delivered / board.contracted));
}

/** 'about 370,400': an estimate, so to the nearest hundred. */
export const aboutImpressions = (n: number) => `about ${formatCount(Math.round(n / 100) * 100)}`;

/** The method, in one sentence. */
export const IMPRESSIONS_METHOD = `How impressions are estimated: the board’s daily traffic count × the cycle’s ${CAMPAIGN.cycleDays} days × your share of the loop (one of its spots) × the plays delivered ÷ the plays contracted.`;
