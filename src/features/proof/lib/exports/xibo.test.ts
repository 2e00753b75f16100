import { describe, expect, it } from 'vitest';
import { loadExportFixture } from '../../testing/load-fixture';
import { detectFormat } from './parse-export';
import { parseXibo, XIBO_TEXT } from './xibo';

describe('parseXibo', () => {
  const utc = loadExportFixture('xibo-stats-utc.csv');

  it('recognises the export from its header, past a byte-order mark', () => {
    expect(utc.charCodeAt(0)).toBe(0xfeff);
    expect(detectFormat(utc)).toBe('xibo');
  });

  it('reads plays exported in UTC, with CRLF, quoted commas and an aggregated count', () => {
    const parsed = parseXibo(utc, 'UTC');
    expect(parsed.fault).toBeNull();
    expect(parsed.plays).toEqual([
      { line: 2, board: 'Dundas St Downtown', played_at: '2026-12-08T14:00:00.000Z', names: ['C-7K3Q9X-v2.jpg', 'Dundas loop'], seconds: 8, count: 1 },
      { line: 3, board: 'Dundas St Downtown', played_at: '2026-12-08T14:00:08.000Z', names: ['Spring, sale C-7K3Q9X', 'Spring, sale'], seconds: 8, count: 1 },
      // An hour aggregated by the display: 12 plays, 96 seconds in all.
      { line: 4, board: 'Oxford & Wharncliffe', played_at: '2026-12-08T14:00:00.000Z', names: ['C-4MPW2R.mp4', 'Oxford loop'], seconds: 8, count: 12 },
    ]);
    expect(parsed.notPlays).toEqual([{ line: 5, reason: XIBO_TEXT.notPlay('event'), text: expect.stringContaining('motion') as string }]);
    expect(parsed.unreadable).toEqual([{ line: 6, reason: XIBO_TEXT.fromDt, text: expect.stringContaining('2026-02-30') as string }]);
  });

  it('reads the CMS clock in the zone chosen, across both nights the clocks change', () => {
    const parsed = parseXibo(loadExportFixture('xibo-stats-toronto-dst.csv'), 'America/Toronto');
    expect(parsed.unreadable).toEqual([]);
    expect(parsed.plays.map((p) => p.played_at)).toEqual([
      '2026-11-01T04:30:00.000Z', // 00:30 EDT
      '2026-11-01T05:30:00.000Z', // 01:30 happens twice: the first, EDT
      '2026-11-01T08:00:00.000Z', // 03:00 EST
      '2027-03-14T07:30:00.000Z', // 02:30 never shows on the clock: read as 03:30 EDT
    ]);
  });

  it('refuses a file whose header is not the export’s', () => {
    const parsed = parseXibo('"Stat Date",Type,FromDT\n', 'UTC');
    expect(parsed.fault?.reason).toContain('lacks todt, layout, campaign, display, media, tag, duration, count');
    expect(parsed.plays).toEqual([]);
  });
});
