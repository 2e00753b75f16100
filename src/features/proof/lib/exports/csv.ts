// The players' exports read with csv-parse (its browser build, which also
// runs in Deno), never by hand: RFC 4180 quoting, a byte-order mark, CRLF or
// LF. Each record keeps the line of the file where it starts, so the summary
// can name a row by the line a spreadsheet shows.
import { parse, type CsvError } from 'csv-parse/browser/esm/sync';

export interface CsvRow {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; line: number; reason: string };

export const CSV_TEXT = {
  notCsv: (detail: string) => `The file is not a CSV file this screen can read: ${detail}`,
} as const;

/** Reads `text` (or its first `toLine` lines) into records; a record may hold a different number of fields than its neighbours. */
export function readCsv(text: string, toLine?: number): CsvRead {
  let previousEnd = 0;
  let previousEmpty = 0;
  const rows: CsvRow[] = [];
  try {
    parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      ...(toLine ? { to_line: toLine } : {}),
      on_record: (record: string[], context) => {
        // A record starts on the line after the previous one ended, past any blank lines.
        const line = previousEnd + 1 + (context.empty_lines - previousEmpty);
        previousEnd = context.lines;
        previousEmpty = context.empty_lines;
        rows.push({ line, fields: record });
        // Kept here with its line: csv-parse's own list is not needed.
        return null;
      },
    });
    return { ok: true, rows };
  } catch (error) {
    const e = error as CsvError & { lines?: number };
    return { ok: false, line: e.lines ?? previousEnd + 1, reason: CSV_TEXT.notCsv(e.message) };
  }
}
