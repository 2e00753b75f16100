import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteLog } from './exports/site-log';
import { PLAY_LOG_TEXT } from './play-log';

// The site's own format, read through the Proof of play screen's parser: what
// the rules of a row (playLogRowFault) find, each with its line.
const HEADER = 'board,played_at,creative,seconds';
const faults = (text: string) => parseSiteLog(text).unreadable.map(({ line, reason }) => ({ line, reason }));

describe("the site's play log", () => {
  it('reads the sample file in the repository', () => {
    const parsed = parseSiteLog(readFileSync('docs/play-log-sample.csv', 'utf8'));
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.plays).toHaveLength(6);
    expect(parsed.plays[3]).toEqual({
      line: 5,
      board: 'london-dundas-st-downtown',
      played_at: '2026-12-15T04:59:12.000Z',
      names: ['C-7K3Q9X-v2, winter'],
      seconds: 8,
      count: 1,
    });
  });

  it('takes the columns in any order, ignores others, and lower-cases the board', () => {
    const parsed = parseSiteLog('Seconds,Player,Creative,Played_At,Board\n10,unit-7,C-ABC234,2026-12-14T11:00:00Z,Dundas-St\n');
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.plays).toEqual([{ line: 2, board: 'dundas-st', played_at: '2026-12-14T11:00:00.000Z', names: ['C-ABC234'], seconds: 10, count: 1 }]);
  });

  it('names every bad line with its reason', () => {
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
    expect(parseSiteLog(csv).plays.map((p) => p.line)).toEqual([2]);
    expect(faults(csv)).toEqual([
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
    expect(faults(`${HEADER}\ndundas,2026-12-14T06:00:00Z,"two\nlines",8\ndundas,bad,C-ABC234,8\n`)).toEqual([
      { line: 4, reason: PLAY_LOG_TEXT.playedAtShape },
    ]);
  });

  it('accepts offsets written as Z, ±hh:mm, ±hhmm and ±hh, and fractions of a second', () => {
    const times = ['2026-12-14T06:00Z', '2026-12-14 06:00:00.250-05:00', '2026-12-14T06:00:00-0500', '2026-12-14T06:00:00+01'];
    const parsed = parseSiteLog([HEADER, ...times.map((t) => `dundas,${t},C-ABC234,8`)].join('\n'));
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.plays.map((p) => p.played_at)).toEqual([
      '2026-12-14T06:00:00.000Z',
      '2026-12-14T11:00:00.250Z',
      '2026-12-14T11:00:00.000Z',
      '2026-12-14T05:00:00.000Z',
    ]);
  });

  it('refuses a file without the columns and an empty one', () => {
    expect(parseSiteLog('board,time,creative,seconds\n').fault).toEqual({ line: 1, reason: PLAY_LOG_TEXT.missingColumns(['played_at']) });
    expect(parseSiteLog('').fault).toEqual({ line: 1, reason: PLAY_LOG_TEXT.empty });
  });
});
