import { fetchAllRows } from '@/lib/fetch-all-rows';
import { supabase } from '@/lib/supabase';

export interface CampaignPlay {
  board_name: string;
  cycle_start: string;
  played_at: string;
  creative_ref: string;
  seconds: number;
  /** Played within a make-good's extra days (cycle_start: the cycle it makes good), not in a booked cycle. */
  make_good: boolean;
}

/** Every play counted for the campaign (its boards, its cycles and make-good days, its reference), page by page. */
export function getCampaignPlays(campaignId: string): Promise<CampaignPlay[]> {
  return fetchAllRows<CampaignPlay>((from, to) => supabase.rpc('campaign_plays', { p_campaign: campaignId, p_offset: from, p_limit: to - from + 1 }));
}
