import { describe, expect, it } from 'vitest';
import { waited } from './waited';

describe('waited', () => {
  const now = '2026-11-30T15:00:00Z';
  it('says hours under two days, then days', () => {
    expect(waited('2026-11-30T14:30:00Z', now)).toBe('under an hour');
    expect(waited('2026-11-30T14:00:00Z', now)).toBe('1 hour');
    expect(waited('2026-11-29T00:00:00Z', now)).toBe('39 hours');
    expect(waited('2026-11-27T14:00:00Z', now)).toBe('3 days');
  });
});
