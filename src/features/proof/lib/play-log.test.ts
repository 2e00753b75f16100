import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSV_TEXT, readCsv } from './csv-records';
import { PLAY_LOG_MAX_ROWS, PLAY_LOG_TEXT, parsePlayLog } from './play-log';

const HEADER = 'board,played_at,creative,seconds';

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, keeping each record’s first line', () => {
    const { records, error } = readCsv('a,b\r\n"x, y","say ""hi""\nthere"\r\n\r\nlast,""\n');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"\nthere'] },
      { line: 5, fields: ['last', ''] },
    ]);
  });

  it('drops a byte-order mark and reads a last line without a break', () => {
    expect(readCsv('\ufeffa,b\nc,d').records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
    ]);
  });

  it('stops at an unclosed quote, naming the line it opened on', () => {
    expect(readCsv('a\n"open\nmore').error).toEqual({ line: 2, reason: CSV_TEXT.unclosedQuote });
  });

  it('refuses stray quotes', () => {
    expect(readCsv('a\nab"c').error).toEqual({ line: 2, reason: CSV_TEXT.quoteInField });
    expect(readCsv('a\n"ab"c').error).toEqual({ line: 2, reason: CSV_TEXT.textAfterQuote });
  });
});

describe('parsePlayLog', () => {
  it('reads the sample file in the repository', () => {
    const sample = readFileSync('docs/play-log-sample.csv', 'utf8');
    const { rows, errors } = parsePlayLog(sample);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(6);
    expect(rows[3]).toEqual({
      line: 5,
      board: 'london-dundas-st-downtown',
      played_at: '2026-12-14T23:59:12-05:00',
      creative: 'C-7K3Q9X-v2, winter',
      seconds: 8,
    });
  });

  it('takes the columns in any order, ignores others, and lower-cases the board', () => {
    const { rows, errors } = parsePlayLog('Seconds,Player,Creative,Played_At,Board\n10,unit-7,C-ABC234,2026-12-14T11:00:00Z,Dundas-St\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, board: 'dundas-st', played_at: '2026-12-14T11:00:00Z', creative: 'C-ABC234', seconds: 10 }]);
  });

  it('names every bad line with its reason and keeps no row', () => {
    const csv = [
      HEADER,
      'dundas,2026-12-14T06:00:00-05:00,C-ABC234,8',
      ',2026-12-14T06:00:00-05:00,C-ABC234,8',
      'Dundas St,2026-12-14T06:00:00-05:00,C-ABC234,8',
      'dundas,2026-12-14T06:00:00,C-ABC234,8',
      'dundas,14/12/2026 06:00,C-ABC234,8',
      'dundas,2026-02-30T06:00:00-05:00,C-ABC234,8',
      'dundas,2026-12-14T06:00:00-05:00,,8',
      'dundas,2026-12-14T06:00:00-05:00,C-ABC234,8.5',
      'dundas,2026-12-14T06:00:00-05:00,C-ABC234,0',
      'dundas,2026-12-14T06:00:00-05:00,C-ABC234',
      `dundas,2026-12-14T06:00:00-05:00,${'x'.repeat(201)},8`,
    ].join('\n');
    const { rows, errors } = parsePlayLog(csv);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 3, reason: PLAY_LOG_TEXT.boardMissing },
      { line: 4, reason: PLAY_LOG_TEXT.boardShape('Dundas St') },
      { line: 5, reason: PLAY_LOG_TEXT.playedAtNoOffset },
      { line: 6, reason: PLAY_LOG_TEXT.playedAtShape },
      { line: 7, reason: PLAY_LOG_TEXT.playedAtDate },
      { line: 8, reason: PLAY_LOG_TEXT.creativeMissing },
      { line: 9, reason: PLAY_LOG_TEXT.seconds },
      { line: 10, reason: PLAY_LOG_TEXT.seconds },
      { line: 11, reason: PLAY_LOG_TEXT.fieldCount(4, 3) },
      { line: 12, reason: PLAY_LOG_TEXT.creativeLong },
    ]);
  });

  it('counts lines through a quoted line break', () => {
    const { errors } = parsePlayLog(`${HEADER}\ndundas,2026-12-14T06:00:00Z,"two\nlines",8\ndundas,bad,C-ABC234,8\n`);
    expect(errors).toEqual([{ line: 4, reason: PLAY_LOG_TEXT.playedAtShape }]);
  });

  it('accepts offsets written as Z, ±hh:mm, ±hhmm and ±hh, and fractions of a second', () => {
    const times = ['2026-12-14T06:00Z', '2026-12-14 06:00:00.250-05:00', '2026-12-14T06:00:00-0500', '2026-12-14T06:00:00+01'];
    const { errors } = parsePlayLog([HEADER, ...times.map((t) => `dundas,${t},C-ABC234,8`)].join('\n'));
    expect(errors).toEqual([]);
  });

  it('refuses a file without the columns, an empty one, and one too long', () => {
    expect(parsePlayLog('board,time,creative,seconds\n').errors).toEqual([{ line: 1, reason: PLAY_LOG_TEXT.missingColumns(['played_at']) }]);
    expect(parsePlayLog('').errors).toEqual([{ line: 1, reason: PLAY_LOG_TEXT.empty }]);
    expect(parsePlayLog(`${HEADER}\n`).errors).toEqual([{ line: 1, reason: PLAY_LOG_TEXT.noPlays }]);
    const long = [HEADER, ...Array.from({ length: PLAY_LOG_MAX_ROWS + 1 }, () => 'dundas,2026-12-14T06:00:00Z,C-ABC234,8')].join('\n');
    expect(parsePlayLog(long).errors).toEqual([{ line: 1, reason: PLAY_LOG_TEXT.tooMany(PLAY_LOG_MAX_ROWS + 1) }]);
  });
});
