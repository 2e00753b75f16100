import { formatDate, toIsoDate } from './format-date';

describe('formatDate', () => {
  it('formats a calendar date in en-CA long form', () => {
    expect(formatDate('2026-11-03')).toBe('November 3, 2026');
  });

  it('formats a timestamp on the London, Ontario clock', () => {
    expect(formatDate('2026-11-03T15:00:00Z')).toBe('November 3, 2026');
    // 02:00 UTC is still the evening before in Ontario.
    expect(formatDate('2026-11-04T02:00:00+00:00')).toBe('November 3, 2026');
  });

  it('returns an empty string for missing or bad input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('toIsoDate', () => {
  it('keeps the UTC day of a timestamp', () => {
    expect(toIsoDate('2026-11-03T23:30:00.123456+00:00')).toBe('2026-11-03');
    expect(toIsoDate('2026-01-02')).toBe('2026-01-02');
    expect(toIsoDate('nope')).toBe('');
  });
});
