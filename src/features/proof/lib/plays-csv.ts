import { csvLocalTime, csvTimeHeader, toCsv } from '@/lib/csv';
import type { CampaignPlay } from '../api/get-campaign-plays';

export const PLAYS_CSV_HEADER = ['Board', 'Cycle start', csvTimeHeader('Played at'), 'Played at (UTC)', 'Creative', 'Seconds'] as const;

/** The campaign's plays for a spreadsheet: Toronto time with its zone, and the exact instant in UTC. */
export function playsCsv(plays: readonly CampaignPlay[]): string {
  return toCsv(
    PLAYS_CSV_HEADER,
    plays.map((p) => [p.board_name, p.cycle_start, csvLocalTime(p.played_at), new Date(p.played_at).toISOString(), p.creative_ref, p.seconds]),
  );
}

/** 'plays-C-7K3Q9X.csv' */
export const playsCsvName = (reference: string) => `plays-${reference}.csv`;
