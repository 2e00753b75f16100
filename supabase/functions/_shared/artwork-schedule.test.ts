import { describe, expect, it } from 'vitest';
import { artworkDeadline, artworkDeadlineDay, businessDaysBefore, goLiveAt, nextOpenCycle, torontoMidnight, torontoTime } from './artwork-schedule';

describe('artwork deadline', () => {
  it('counts Monday to Friday only', () => {
    // Mon Dec 7, 2026: back over the weekend to Wed Dec 2.
    expect(businessDaysBefore('2026-12-07', 3)).toBe('2026-12-02');
    // Thu Dec 10: Wed, Tue, Mon.
    expect(businessDaysBefore('2026-12-10', 3)).toBe('2026-12-07');
    // Sun Dec 13: Fri, Thu, Wed.
    expect(businessDaysBefore('2026-12-13', 3)).toBe('2026-12-09');
    expect(artworkDeadlineDay('2026-12-07')).toBe('2026-12-02');
  });

  it('ends at midnight Toronto time after the deadline day, in winter and in summer', () => {
    expect(artworkDeadline('2026-12-07').toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(artworkDeadline('2027-07-05').toISOString()).toBe('2027-07-01T04:00:00.000Z');
    expect(torontoMidnight('2027-03-14').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(torontoTime('2027-03-14', '09:30').toISOString()).toBe('2027-03-14T13:30:00.000Z');
    expect(torontoTime('2026-12-07', '09:30').toISOString()).toBe('2026-12-07T14:30:00.000Z');
  });

  it('picks the first cycle whose deadline has not passed', () => {
    const starts = ['2027-01-04', '2026-12-07'];
    expect(nextOpenCycle(starts, new Date('2026-12-03T04:59:59Z'))).toBe('2026-12-07');
    expect(nextOpenCycle(starts, new Date('2026-12-03T05:00:00Z'))).toBe('2027-01-04');
    expect(nextOpenCycle(starts, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('go-live', () => {
  it('is the later of the first cycle and approval plus 48 hours', () => {
    expect(goLiveAt('2026-12-07', new Date('2026-12-01T15:00:00Z'))?.toISOString()).toBe('2026-12-07T05:00:00.000Z');
    expect(goLiveAt('2026-12-07', new Date('2026-12-06T15:00:00Z'))?.toISOString()).toBe('2026-12-08T15:00:00.000Z');
    expect(goLiveAt('2026-12-07', null)).toBeNull();
    expect(goLiveAt(null, new Date())).toBeNull();
  });
});
