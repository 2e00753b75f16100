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

describe('formatDate against Intl', () => {
  it("matches Intl's en-CA long date on the company's clock, every 30 minutes around each DST change from 2024 to 2030", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });
    for (let year = 2024; year <= 2030; year++) {
      for (const month of [2, 10]) {
        for (let t = Date.UTC(year, month, 1); t < Date.UTC(year, month, 16); t += 30 * 60 * 1000) {
          const iso = new Date(t).toISOString();
          expect(formatDate(iso), iso).toBe(intl.format(new Date(t)));
        }
      }
    }
  });

  it('matches Intl for calendar dates across a year', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 24 * 3600 * 1000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(day), day).toBe(intl.format(new Date(t)));
    }
  });
});
