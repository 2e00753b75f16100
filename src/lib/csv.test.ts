import { describe, expect, it } from 'vitest';
import { csvCell, csvSignedAmount, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'])('neutralises a cell a spreadsheet would run: %j', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    expect(cell).toContain(value.replace(/"/g, '""'));
  });

  it('leaves a negative amount the export wrote a number, while the same text typed by someone is neutralised', () => {
    expect(csvCell(csvSignedAmount(-20_000))).toBe('-200.00');
    expect(csvCell('-200.00')).toBe("'-200.00");
  });

  it('writes CRLF records with a header', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 'x,y'],
          ['=2', null],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n\'=2,\r\n');
  });
});
