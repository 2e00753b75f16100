import { csvLocalTime, csvTimeHeader, toCsv } from '@/lib/csv';
import type { CampaignPlay } from '../api/get-campaign-plays';

export const PLAYS_CSV_HEADER = ['Board', 'Cycle start', csvTimeHeader('Played at'), 'Played at (UTC)', 'Creative', 'Seconds', 'Make-good'] as const;

/** The last column: 'Yes' for a play within a make-good's extra days (its cycle start is the cycle it makes good). */
export const MAKE_GOOD_CELL = 'Yes';

/** The campaign's plays for a spreadsheet: Toronto time with its zone, the exact instant in UTC, and whether a make-good's day. */
export function playsCsv(plays: readonly CampaignPlay[]): string {
  return toCsv(
    PLAYS_CSV_HEADER,
    plays.map((p) => [
      p.board_name,
      p.cycle_start,
      csvLocalTime(p.played_at),
      new Date(p.played_at).toISOString(),
      p.creative_ref,
      p.seconds,
      p.make_good ? MAKE_GOOD_CELL : '',
    ]),
  );
}

/** 'plays-C-7K3Q9X.csv' */
export const playsCsvName = (reference: string) => `plays-${reference}.csv`;
