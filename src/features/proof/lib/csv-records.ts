// CSV as RFC 4180 writes it, read strictly: fields separated by commas,
// records by CRLF or LF; a field may be quoted, with its quotes doubled and
// commas or line breaks inside. Each record keeps the line of the file it
// starts on, so a fault can be named by the line a spreadsheet shows.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvReadResult {
  records: CsvRecord[];
  /** A fault that stops the reading (an unclosed quote); records before it are kept. */
  error: { line: number; reason: string } | null;
}

export const CSV_TEXT = {
  unclosedQuote: 'A quoted field is not closed: the rest of the file cannot be read.',
  textAfterQuote: 'Text follows a closing quote; quote the whole field.',
  quoteInField: 'A quote inside an unquoted field; quote the whole field and double the quote.',
} as const;

export function readCsv(input: string): CsvReadResult {
  const text = input.startsWith('\ufeff') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  let i = 0;
  let fieldQuoted = false;

  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (!(fields.length === 1 && fields[0] === '' && !fieldQuoted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldQuoted = false;
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && field === '' && !fieldQuoted) {
      // A quoted field: read to its closing quote.
      const start = line;
      fieldQuoted = true;
      i++;
      for (;;) {
        if (i >= text.length) return { records, error: { line: start, reason: CSV_TEXT.unclosedQuote } };
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        field += c;
        i++;
      }
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
        return { records, error: { line, reason: CSV_TEXT.textAfterQuote } };
      }
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      fieldQuoted = false;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (ch === '"') return { records, error: { line, reason: CSV_TEXT.quoteInField } };
    if (fieldQuoted) return { records, error: { line, reason: CSV_TEXT.textAfterQuote } };
    field += ch;
    i++;
  }
  if (field !== '' || fields.length > 0 || fieldQuoted) endRecord();
  return { records, error: null };
}
