import { describe, expect, it } from 'vitest';
import { CSV_TEXT, readCsv } from './csv';

describe('readCsv', () => {
  it('keeps the line each record starts on, past a byte-order mark, blank lines and a quoted line break', () => {
    const read = readCsv('\ufeffa,b\r\n\r\n"two\r\nlines",c\r\nd,"e, f"\r\n');
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 1, fields: ['a', 'b'] },
        { line: 3, fields: ['two\r\nlines', 'c'] },
        { line: 5, fields: ['d', 'e, f'] },
      ],
    });
  });

  it('takes records of different lengths, and only the first lines when asked', () => {
    expect(readCsv('a,b,c\nd\ne,f\n', 2)).toEqual({
      ok: true,
      rows: [
        { line: 1, fields: ['a', 'b', 'c'] },
        { line: 2, fields: ['d'] },
      ],
    });
  });

  it('refuses a quote left open, naming a line', () => {
    const read = readCsv('a,b\nc,"d\n');
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.line).toBeGreaterThanOrEqual(2);
      expect(read.reason.startsWith(CSV_TEXT.notCsv(''))).toBe(true);
    }
  });
});
