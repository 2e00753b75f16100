import { CAMPAIGN } from '@shared/business-rules.ts';
import type { BillboardLocation } from '@/types/billboard-location';
import type { BoardAudience } from './board-audience';

// The audience figures in words: the board page and the comparison say them the same way.

export const AUDIENCE_LABELS = {
  traffic: 'Daily traffic',
  playsPerDay: 'Plays per day',
  shareOfVoice: 'Share of voice',
  impressions: `Estimated impressions per ${CAMPAIGN.cycleWeeks}-week cycle`,
} as const;

export const AUDIENCE_TEXT = {
  notStated: 'Not stated',
  loading: 'Loading…',
  unavailable: 'Unavailable',
  method: `Plays per day are the board’s operating hours divided by its loop (spot length × spots in the loop), whole loops only, as the proof of play counts them; share of voice is one spot of the loop; estimated impressions are the daily traffic count × ${CAMPAIGN.cycleDays} days × the share of voice.`,
} as const;

const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '24,000 (City of London traffic count, 2025)', or that none is published. */
export function trafficText(board: Pick<BillboardLocation, 'daily_impressions' | 'impressions_source'>): string {
  if (board.daily_impressions === null) return AUDIENCE_TEXT.notStated;
  const source = board.impressions_source?.trim();
  return `${grouped(board.daily_impressions)}${source ? ` (${source})` : ''}`;
}

/** '1 in 4 spots (25%)' */
export function shareOfVoiceText(audience: Pick<BoardAudience, 'shareOfVoice'>): string {
  const slots = Math.round(1 / audience.shareOfVoice);
  return `1 in ${slots} spot${slots === 1 ? '' : 's'} (${Math.round(audience.shareOfVoice * 100)}%)`;
}

/** '2,025', or not stated when the board's hours cannot be counted. */
export function playsPerDayText(audience: Pick<BoardAudience, 'playsPerDay'>): string {
  return audience.playsPerDay === null ? AUDIENCE_TEXT.notStated : grouped(audience.playsPerDay);
}

/** 'About 168,000': an estimate, so to the nearest hundred. */
export function impressionsText(audience: Pick<BoardAudience, 'impressionsPerCycle'>): string {
  return audience.impressionsPerCycle === null ? AUDIENCE_TEXT.notStated : `About ${grouped(Math.round(audience.impressionsPerCycle / 100) * 100)}`;
}
