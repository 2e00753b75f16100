// The players' exports read with Papa Parse, never by hand: RFC 4180 quoting,
// a byte-order mark, CRLF or LF, blank lines. Each record keeps the line of
// the file where it starts, so the summary can name a row by the line a
// spreadsheet shows.
import Papa from 'papaparse';

export interface CsvRow {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export type CsvRead = { ok: true; rows: CsvRow[] } | { ok: false; line: number; reason: string };

export const CSV_TEXT = {
  notCsv: (detail: string) => `The file is not a CSV file this screen can read: ${detail}`,
} as const;

const LF = 10;
const CR = 13;

/** Reads `text` (or its first `toLine` records) into records; a record may hold a different number of fields than its neighbours. */
export function readCsv(text: string, toLine?: number): CsvRead {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  // Where the previous record ended, and the line there: a record starts at the first character past
  // its line breaks (and any blank lines), and its own quoted line breaks move the count on to its end.
  let at = 0;
  let line = 1;
  const countBreaks = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const c = input.charCodeAt(i);
      if (c === LF || (c === CR && input.charCodeAt(i + 1) !== LF)) line += 1;
    }
  };
  let fault: CsvRead | null = null;
  Papa.parse<string[]>(input, {
    delimiter: ',',
    skipEmptyLines: true,
    ...(toLine ? { preview: toLine } : {}),
    step: (result, parser) => {
      let start = at;
      while (start < input.length && (input.charCodeAt(start) === LF || input.charCodeAt(start) === CR)) start += 1;
      countBreaks(at, start);
      const startLine = line;
      const end = Math.max(start, result.meta.cursor);
      countBreaks(start, end);
      at = end;
      const error = result.errors[0];
      if (error) {
        fault = { ok: false, line: startLine, reason: CSV_TEXT.notCsv(error.message) };
        parser.abort();
        return;
      }
      rows.push({ line: startLine, fields: result.data });
    },
  });
  return (fault as CsvRead | null) ?? { ok: true, rows };
}
