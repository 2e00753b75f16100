import { describe, expect, it } from 'vitest';
import { loadExportFixture } from '../../testing/load-fixture';
import { OUTSMART_TEXT, parseOutsmart } from './outsmart';
import { detectFormat } from './parse-export';

describe('parseOutsmart', () => {
  const file = loadExportFixture('outsmart-digital.csv');

  it('recognises a header-less playout file from its first record', () => {
    expect(detectFormat(file)).toBe('outsmart');
  });

  it('reads each record as one play at its UTC start, whatever the offset beside it', () => {
    const parsed = parseOutsmart(file);
    expect(parsed.fault).toBeNull();
    expect(parsed.plays).toEqual([
      { line: 1, board: '1234567890', played_at: '2026-10-25T00:59:50.000Z', names: ['C-7K3Q9X-v1.jpg', 'CR-1', 'C-7K3Q9X', 'ORD-77'], seconds: 10, count: 1 },
      // The UK clocks went back at 01:00 UTC: ten seconds later, not an hour.
      { line: 2, board: '1234567890', played_at: '2026-10-25T01:00:00.000Z', names: ['C-7K3Q9X-v1.jpg', 'CR-1', 'C-7K3Q9X', 'ORD-77'], seconds: 10, count: 1 },
      // Only an enddate and a spotlength: the start is the end less the length.
      { line: 3, board: '1234567891', played_at: '2026-10-25T09:00:00.000Z', names: ['Winter, sale C-4MPW2R', 'CR-2', 'ORD-78'], seconds: 16, count: 1 },
      // A start and an end: the length is between them; a doubled quote inside a quoted name.
      { line: 4, board: '1234567891', played_at: '2026-10-25T09:01:00.000Z', names: ['Autumn "big" sale', 'CR-3', 'ORD-78'], seconds: 12, count: 1 },
    ]);
    expect(parsed.unreadable).toEqual([{ line: 5, reason: OUTSMART_TEXT.fieldCount(14), text: expect.stringContaining('CR-3') as string }]);
  });

  it('lists a record whose time has no offset', () => {
    const row = '1234567890,2026-10-25T09:00:00.000,,,,8000,,O,,1,,1,,CR,name,,,,PO-1\n';
    expect(parseOutsmart(row).unreadable.map((r) => r.reason)).toEqual([OUTSMART_TEXT.offset('startutcoffset')]);
  });
});
