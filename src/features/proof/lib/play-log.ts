// The site's own play log format (docs/play-log-format.md): a CSV with a
// header naming the columns board, played_at, creative and seconds (any
// order, other columns ignored), one play per row. What a row must be, and the
// words for each fault; the file is read by exports/site-log.ts, and the
// database checks every row again.
import { PROOF } from '@shared/sale-rules.ts';
import { SLUG_PATTERN } from '@shared/slug-pattern.ts';

export const PLAY_LOG_COLUMNS = ['board', 'played_at', 'creative', 'seconds'] as const;
type Column = (typeof PLAY_LOG_COLUMNS)[number];

// A type, not an interface: it is sent as JSON (import_play_log's jsonb).
export type PlayLogRow = {
  line: number;
  board: string;
  played_at: string;
  creative: string;
  seconds: number;
};

export const PLAY_LOG_TEXT = {
  empty: 'The file is empty.',
  missingColumns: (names: string[]) => `The header must name the columns ${PLAY_LOG_COLUMNS.join(', ')}; missing: ${names.join(', ')}.`,
  fieldCount: (expected: number, found: number) => `Expected ${expected} fields as in the header, found ${found}.`,
  boardMissing: 'The board is missing.',
  boardShape: (value: string) => `"${value}" is not a board slug (lower-case letters, digits and hyphens).`,
  playedAtMissing: 'The time played is missing.',
  playedAtNoOffset: 'The time played has no UTC offset (add Z or e.g. -05:00).',
  playedAtShape: 'The time played is not an ISO 8601 date and time with its UTC offset, e.g. 2026-12-14T06:00:08-05:00.',
  playedAtDate: 'The time played is not a real date and time.',
  creativeMissing: 'The creative reference is missing.',
  creativeLong: `The creative reference is longer than ${PROOF.creativeRefMaxLength} characters.`,
  seconds: `The seconds are not a whole number from 1 to ${PROOF.playMaxSeconds}.`,
} as const;

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|z|[+-]\d{2}(?::?\d{2})?)$/;
const ISO_NO_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function playedAtFault(value: string): string | null {
  if (value === '') return PLAY_LOG_TEXT.playedAtMissing;
  if (ISO_NO_OFFSET.test(value)) return PLAY_LOG_TEXT.playedAtNoOffset;
  const m = ISO.exec(value);
  if (!m) return PLAY_LOG_TEXT.playedAtShape;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  // Date.UTC rolls a 31st of April over to May: a real date comes back unchanged.
  const t = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  const real = t.getUTCFullYear() === year && t.getUTCMonth() === month! - 1 && t.getUTCDate() === day && hour! < 24 && minute! < 60 && second! < 60;
  const offset = m[7]!;
  const offsetOk = /^[zZ]$/.test(offset) || (Number(offset.slice(1, 3)) <= 14 && Number(offset.slice(-2)) < 60);
  return real && offsetOk ? null : PLAY_LOG_TEXT.playedAtDate;
}

/** The first fault of a row of the site's format, in the order the columns come; null when it is good. */
export function playLogRowFault(row: Record<Column, string>): string | null {
  if (row.board === '') return PLAY_LOG_TEXT.boardMissing;
  if (!SLUG_PATTERN.test(row.board.toLowerCase())) return PLAY_LOG_TEXT.boardShape(row.board.slice(0, 100));
  const playedAt = playedAtFault(row.played_at);
  if (playedAt) return playedAt;
  if (row.creative === '') return PLAY_LOG_TEXT.creativeMissing;
  if (row.creative.length > PROOF.creativeRefMaxLength) return PLAY_LOG_TEXT.creativeLong;
  if (!/^\d{1,6}$/.test(row.seconds) || Number(row.seconds) < 1 || Number(row.seconds) > PROOF.playMaxSeconds) return PLAY_LOG_TEXT.seconds;
  return null;
}
