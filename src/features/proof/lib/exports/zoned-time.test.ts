import { describe, expect, it } from 'vitest';
import { parseWallTime } from './zoned-time';

describe('parseWallTime', () => {
  it('reads the usual shape as the instant its fields name, as if UTC', () => {
    expect(parseWallTime('2026-11-16 14:05:09')).toBe(Date.UTC(2026, 10, 16, 14, 5, 9));
    expect(parseWallTime('2026-11-16T14:05:09')).toBe(Date.UTC(2026, 10, 16, 14, 5, 9));
    expect(parseWallTime('2028-02-29 00:00:00')).toBe(Date.UTC(2028, 1, 29));
    expect(parseWallTime('2000-02-29 23:59:59')).toBe(Date.UTC(2000, 1, 29, 23, 59, 59));
  });

  it('reads the shorter and longer shapes too', () => {
    expect(parseWallTime('2026-11-16 14:05')).toBe(Date.UTC(2026, 10, 16, 14, 5));
    expect(parseWallTime('2026-11-16 14:05:09.25')).toBe(Date.UTC(2026, 10, 16, 14, 5, 9, 250));
  });

  it.each([
    '2026-04-31 10:00:00',
    '2026-02-29 10:00:00',
    '1900-02-29 10:00:00',
    '2026-13-01 10:00:00',
    '2026-00-10 10:00:00',
    '2026-11-00 10:00:00',
    '2026-11-16 24:00:00',
    '2026-11-16 10:60:00',
    '2026-11-16 10:00:60',
    '2026-11-16 1a:00:00',
    '2026/11/16 10:00:00',
    '2026-11-16 10:00:00Z',
    '0050-01-01 10:00:00',
    '',
  ])('refuses %j, which names no real date and time in that shape', (text) => {
    expect(parseWallTime(text)).toBeNull();
  });
});
