import { describe, expect, it } from 'vitest';
import { PLAY_LOG_TEXT } from '../play-log';
import { loadExportFixture } from '../../testing/load-fixture';
import { detectFormat } from './parse-export';
import { parseSiteLog } from './site-log';

describe('parseSiteLog', () => {
  const file = loadExportFixture('site-play-log.csv');

  it('recognises the header in any column order', () => {
    expect(detectFormat(file)).toBe('site');
  });

  it('reads each play as an instant in UTC and lists a time without its offset', () => {
    const parsed = parseSiteLog(file);
    expect(parsed.plays).toEqual([
      { line: 2, board: 'london-dundas-st-downtown', played_at: '2026-12-14T11:00:08.000Z', names: ['C-7K3Q9X-v2.jpg'], seconds: 8, count: 1 },
      { line: 3, board: 'london-dundas-st-downtown', played_at: '2026-12-14T11:00:16.000Z', names: ['C-7K3Q9X, winter'], seconds: 8, count: 1 },
      { line: 4, board: 'oxford-and-wharncliffe', played_at: '2026-12-14T11:00:00.000Z', names: ['C-4MPW2R'], seconds: 10, count: 1 },
    ]);
    expect(parsed.unreadable.map((r) => [r.line, r.reason])).toEqual([[5, PLAY_LOG_TEXT.playedAtNoOffset]]);
  });
});
