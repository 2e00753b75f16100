import { CAMPAIGN } from '@shared/business-rules.ts';
import type { BillboardLocation } from '@/types/billboard-location';

// What one advertiser gets of a board, in the figures a buyer compares boards
// by. The plays come from the database's board_audience, which counts them
// with public.contracted_plays, the proof of play's arithmetic: the figure a
// prospect reads here is the one the proof later holds the campaign to. This
// module only divides that cycle's figure into days and weighs the traffic
// count by the advertiser's share of the loop.

export type BoardAudienceSource = Pick<BillboardLocation, 'slots_per_loop' | 'daily_impressions'>;

export interface BoardAudience {
  /** One spot's plays on an average day of the cycle; null when the board's hours are not in a form the count reads. */
  playsPerDay: number | null;
  /** The advertiser's share of the loop: 1 / spots in the loop. */
  shareOfVoice: number;
  /** The daily traffic count over a cycle, weighed by the share of voice; null without a traffic count. */
  impressionsPerCycle: number | null;
}

/** A board's audience from its loop, its traffic count and the plays of one spot in a cycle (board_audience). */
export function boardAudience(board: BoardAudienceSource, playsPerCycle: number | null): BoardAudience {
  const shareOfVoice = 1 / board.slots_per_loop;
  return {
    playsPerDay: playsPerCycle === null ? null : Math.round(playsPerCycle / CAMPAIGN.cycleDays),
    shareOfVoice,
    impressionsPerCycle: board.daily_impressions === null ? null : Math.round(board.daily_impressions * CAMPAIGN.cycleDays * shareOfVoice),
  };
}
