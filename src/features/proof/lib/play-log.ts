// A player's play log (docs/play-log-format.md): a CSV with a header naming
// the columns board, played_at, creative and seconds (any order, other
// columns ignored), one play per row. Every fault is reported with its line,
// and a file with any fault is not imported at all: a log half imported
// would under-count plays without anyone noticing. The database checks every
// row again (import_play_log) and also knows which board slugs exist.
import { PROOF } from '@shared/sale-rules.ts';
import { readCsv } from './csv-records';

export const PLAY_LOG_COLUMNS = ['board', 'played_at', 'creative', 'seconds'] as const;
type Column = (typeof PLAY_LOG_COLUMNS)[number];

/** The most rows one import takes (the same limit as import_play_log). */
export const PLAY_LOG_MAX_ROWS = PROOF.playLogMaxRows;

// A type, not an interface: it is sent as JSON (import_play_log's jsonb).
export type PlayLogRow = {
  line: number;
  board: string;
  played_at: string;
  creative: string;
  seconds: number;
};

export interface PlayLogError {
  line: number;
  reason: string;
}

export interface PlayLogParse {
  rows: PlayLogRow[];
  errors: PlayLogError[];
}

export const PLAY_LOG_TEXT = {
  empty: 'The file is empty.',
  noPlays: 'The file has no plays.',
  tooMany: (n: number) => `The file has ${n} plays; import at most ${PLAY_LOG_MAX_ROWS} at a time.`,
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

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
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
  if (!SLUG.test(row.board.toLowerCase())) return PLAY_LOG_TEXT.boardShape(row.board.slice(0, 100));
  const playedAt = playedAtFault(row.played_at);
  if (playedAt) return playedAt;
  if (row.creative === '') return PLAY_LOG_TEXT.creativeMissing;
  if (row.creative.length > PROOF.creativeRefMaxLength) return PLAY_LOG_TEXT.creativeLong;
  if (!/^\d{1,6}$/.test(row.seconds) || Number(row.seconds) < 1 || Number(row.seconds) > PROOF.playMaxSeconds) return PLAY_LOG_TEXT.seconds;
  return null;
}

export function parsePlayLog(text: string): PlayLogParse {
  const { records, error } = readCsv(text);
  const errors: PlayLogError[] = [];
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [error ?? { line: 1, reason: PLAY_LOG_TEXT.empty }] };

  const names = header.fields.map((f) => f.trim().toLowerCase());
  const missing = PLAY_LOG_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return { rows: [], errors: [{ line: header.line, reason: PLAY_LOG_TEXT.missingColumns(missing) }] };
  const index = Object.fromEntries(PLAY_LOG_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<Column, number>;

  if (body.length > PLAY_LOG_MAX_ROWS) return { rows: [], errors: [{ line: header.line, reason: PLAY_LOG_TEXT.tooMany(body.length) }] };

  const rows: PlayLogRow[] = [];
  for (const record of body) {
    if (record.fields.length !== names.length) {
      errors.push({ line: record.line, reason: PLAY_LOG_TEXT.fieldCount(names.length, record.fields.length) });
      continue;
    }
    const row = Object.fromEntries(PLAY_LOG_COLUMNS.map((c) => [c, record.fields[index[c]]!.trim()])) as Record<Column, string>;
    const fault = playLogRowFault(row);
    if (fault) errors.push({ line: record.line, reason: fault });
    else rows.push({ line: record.line, board: row.board.toLowerCase(), played_at: row.played_at, creative: row.creative, seconds: Number(row.seconds) });
  }
  if (error) errors.push(error);
  if (errors.length === 0 && rows.length === 0) errors.push({ line: header.line, reason: PLAY_LOG_TEXT.noPlays });
  return { rows: errors.length > 0 ? [] : rows, errors };
}
