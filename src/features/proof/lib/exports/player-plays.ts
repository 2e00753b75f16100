// What every player's export becomes before the database attributes it: one
// row per line of the file that stands for plays, in one shape whatever the
// player. Rows this screen could not read, or that are no plays, are kept
// with their line so the summary can show them.

export const PLAYER_FORMATS = ['xibo', 'outsmart', 'site'] as const;
export type PlayerFormat = (typeof PLAYER_FORMATS)[number];

export const PLAYER_FORMAT_LABELS: Record<PlayerFormat, string> = {
  xibo: 'Xibo CMS proof of play export',
  outsmart: 'Outsmart playout file (digital)',
  site: 'This site’s play log format',
};

// A type, not an interface: it is sent as JSON (the import function's jsonb).
export type PlayerPlay = {
  /** The line of the file where the row starts (the first line is 1). */
  line: number;
  /** The board as the player names it: Xibo's display name, Outsmart's frame id, or this site's slug. */
  board: string;
  /** When the play began, an ISO 8601 instant in UTC. */
  played_at: string;
  /** The names that may carry a campaign's reference, the most specific first (a media's file name before its layout's). */
  names: string[];
  /** How long one play lasted, whole seconds. */
  seconds: number;
  /** Plays the row stands for: above 1 when the player aggregates its statistics by hour or day. */
  count: number;
};

export interface SkippedRow {
  line: number;
  reason: string;
  /** The row as the file has it, for the staff to recognise. */
  text: string;
}

export interface ParsedExport {
  format: PlayerFormat;
  plays: PlayerPlay[];
  /** Rows that could not be read: listed in the summary, never stored. */
  unreadable: SkippedRow[];
  /** Rows of the file that are no plays (Xibo's events): listed, not stored. */
  notPlays: SkippedRow[];
  /** A fault that stops the reading of the whole file (not CSV, no known header). */
  fault: { line: number; reason: string } | null;
}

/** Longest seconds and creative name the plays table takes (PROOF in the rules module). */
export { PROOF } from '@shared/sale-rules.ts';

export function emptyExport(format: PlayerFormat, fault: ParsedExport['fault'] = null): ParsedExport {
  return { format, plays: [], unreadable: [], notPlays: [], fault };
}

/** One play's seconds from a row's total over its count, within what the plays table takes. */
export function secondsPerPlay(totalSeconds: number, count: number, max: number): number {
  return Math.min(max, Math.max(1, Math.round(totalSeconds / Math.max(1, count))));
}

/** The row as the staff would read it in the file, shortened. */
export function rowText(fields: string[]): string {
  const text = fields.join(',');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
