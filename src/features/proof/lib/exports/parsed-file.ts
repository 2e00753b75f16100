// A parsed export as the import screen holds it: the plays to send, and the
// rows left out (unreadable, or no plays) counted with their first few.
import { SAMPLE_ROWS } from './import-summary';
import { parseExport, type ParseOptions } from './parse-export';
import type { ImportSummary } from './import-summary';
import type { ParsedExport, PlayerFormat, PlayerPlay, SkippedRow } from './player-plays';
import type { SendRequest } from './send-parts';

export interface SkippedRows {
  rows: number;
  first: SkippedRow[];
}

export interface ParsedFile {
  format: PlayerFormat;
  plays: PlayerPlay[];
  unreadable: SkippedRows;
  notPlays: SkippedRows;
  fault: ParsedExport['fault'];
  /** When the plays stayed where they were parsed (a worker; `plays` is then empty): how many there are, */
  playCount?: number;
  /** sending them from there to the database, */
  send?: (request: SendRequest, onProgress?: (done: number) => void) => Promise<ImportSummary>;
  /** and letting them go. */
  close?: () => void;
}

const skipped = (rows: SkippedRow[]): SkippedRows => ({ rows: rows.length, first: rows.slice(0, SAMPLE_ROWS) });

/**
 * Parses an export and orders its plays by board and time, so the rows of
 * one play (a layout's and its media's statistic) travel in the same part.
 */
export function parseFile(text: string, options: ParseOptions): ParsedFile {
  const parsed = parseExport(text, options);
  const plays = parsed.plays.sort((a, b) =>
    a.board < b.board ? -1 : a.board > b.board ? 1 : a.played_at < b.played_at ? -1 : a.played_at > b.played_at ? 1 : a.line - b.line,
  );
  return { format: parsed.format, plays, unreadable: skipped(parsed.unreadable), notPlays: skipped(parsed.notPlays), fault: parsed.fault };
}
