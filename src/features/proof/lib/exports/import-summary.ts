// What import_proof_of_play answers, and how the answers for the parts of
// one file add up to the summary the staff read.
import { PROOF_IMPORT } from '@shared/proof-import-rules.ts';
import type { PlayerPlay } from './player-plays';

// other_campaign only in an import for one campaign (its page): plays naming other campaigns only.
export const UNMATCHED_CATEGORIES = ['unknown_display', 'no_reference', 'other_campaign', 'outside_cycles', 'future', 'unreadable'] as const;
export type UnmatchedCategory = (typeof UNMATCHED_CATEGORIES)[number];

export interface MatchedCampaign {
  campaign_id: string;
  reference: string;
  name: string;
  rows: number;
  plays: number;
  /** Rows stored by an earlier import: storing them again adds nothing. */
  already_imported: number;
  /** Of `plays`, those within a make-good's extra days rather than a booked cycle. */
  make_good_plays: number;
}

export interface UnmatchedRow {
  line: number | null;
  board: string | null;
  played_at: string | null;
  name: string | null;
}

export interface UnmatchedGroup {
  category: UnmatchedCategory;
  rows: number;
  plays: number;
  first: UnmatchedRow[];
}

export interface ImportSummary {
  rows: number;
  /** Rows that were another row's play (a layout's statistic beside its media's). */
  merged: number;
  matched: MatchedCampaign[];
  unmatched: UnmatchedGroup[];
  /** Plays stored by this import: 0 for a summary. */
  stored: number;
}

/**
 * Plays per call of import_proof_of_play. A week of a network is hundreds of
 * thousands of rows: sent in parts, each request stays small, and turning a
 * part into JSON never holds the page for long.
 */
export const PLAYS_PER_REQUEST = 10_000;

/**
 * Where each part of `plays` (ordered by board and time) begins and ends.
 * A part of PLAYS_PER_REQUEST goes on to the end of its last instant on its
 * board: the database counts one play per board and instant within a call,
 * so the rows of one play (a layout's and its media's statistic) must travel
 * together. A part never grows past twice the size (no player writes that
 * many rows for one instant).
 */
export function partsOf(plays: readonly Pick<PlayerPlay, 'board' | 'played_at'>[]): [start: number, end: number][] {
  const parts: [number, number][] = [];
  let start = 0;
  while (start < plays.length) {
    let end = Math.min(plays.length, start + PLAYS_PER_REQUEST);
    const last = plays[end - 1]!;
    while (end < plays.length && end - start < 2 * PLAYS_PER_REQUEST && plays[end]!.board === last.board && plays[end]!.played_at === last.played_at) end += 1;
    parts.push([start, end]);
    start = end;
  }
  return parts;
}

/** Rows of each kind the summary shows: the database sends as many per part. */
export const SAMPLE_ROWS = PROOF_IMPORT.sampleRows;

export function mergeSummaries(parts: ImportSummary[]): ImportSummary {
  const matched = new Map<string, MatchedCampaign>();
  const unmatched = new Map<UnmatchedCategory, UnmatchedGroup>();
  const total: ImportSummary = { rows: 0, merged: 0, matched: [], unmatched: [], stored: 0 };
  for (const part of parts) {
    total.rows += part.rows;
    total.merged += part.merged;
    total.stored += part.stored;
    for (const m of part.matched) {
      const seen = matched.get(m.campaign_id);
      if (seen) {
        seen.rows += m.rows;
        seen.plays += m.plays;
        seen.already_imported += m.already_imported;
        seen.make_good_plays += m.make_good_plays;
      } else matched.set(m.campaign_id, { ...m });
    }
    for (const u of part.unmatched) {
      const seen = unmatched.get(u.category);
      if (seen) {
        seen.rows += u.rows;
        seen.plays += u.plays;
        seen.first = [...seen.first, ...u.first].slice(0, SAMPLE_ROWS);
      } else unmatched.set(u.category, { ...u, first: u.first.slice(0, SAMPLE_ROWS) });
    }
  }
  total.matched = [...matched.values()].sort((a, b) => a.reference.localeCompare(b.reference));
  total.unmatched = UNMATCHED_CATEGORIES.flatMap((c) => (unmatched.has(c) ? [unmatched.get(c)!] : []));
  return total;
}
