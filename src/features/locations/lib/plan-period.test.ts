import { planPeriod } from './plan-period';

// The calendar's anchor is Mon Jan 5, 2026 (site.bookingCycles); cycles every 28 days.
describe('planPeriod', () => {
  const now = new Date('2026-11-25T15:00:00Z');

  it('offers the next 13 cycle starts, the first on or after today in Toronto, and starts at the first by default', () => {
    const period = planPeriod({ cycles: 2 }, now);
    expect(period.starts).toHaveLength(13);
    expect(period.starts[0]).toBe('2026-12-07');
    expect(period.starts[1]).toBe('2027-01-04');
    expect(period.start).toBe('2026-12-07');
    expect(period.cycles).toBe(2);
  });

  it('keeps a chosen start that is still offered, and moves a past or unknown one to the next cycle', () => {
    expect(planPeriod({ start: '2027-01-04', cycles: 1 }, now).start).toBe('2027-01-04');
    expect(planPeriod({ start: '2026-11-09', cycles: 1 }, now).start).toBe('2026-12-07');
    expect(planPeriod({ start: '2027-01-05', cycles: 1 }, now).start).toBe('2026-12-07');
  });
});
