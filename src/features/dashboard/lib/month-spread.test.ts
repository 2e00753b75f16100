import { cycleDaysByMonth, daysInMonth, monthsFrom, monthsSpan, occupancyByMonth, spreadOverMonths } from './month-spread';

describe('cycleDaysByMonth', () => {
  it('splits a cycle over the year end: Dec 14 to Jan 10 is 18 days of December and 10 of January', () => {
    expect([...cycleDaysByMonth('2026-12-14')]).toEqual([
      ['2026-12', 18],
      ['2027-01', 10],
    ]);
  });

  it('keeps a cycle inside one month whole, and counts February of a leap year', () => {
    expect([...cycleDaysByMonth('2027-02-01')]).toEqual([['2027-02', 28]]);
    expect([...cycleDaysByMonth('2028-02-01')]).toEqual([['2028-02', 28]]);
    expect([...cycleDaysByMonth('2028-02-14')]).toEqual([
      ['2028-02', 16],
      ['2028-03', 12],
    ]);
  });
});

describe('spreadOverMonths', () => {
  const months = monthsFrom('2026-11', 4);

  it('puts each cycle’s value in the months of its days, and the whole of it across them', () => {
    const spread = spreadOverMonths(
      [
        { starts_on: '2026-11-16', value: 2800 }, // Nov 16 to Dec 13
        { starts_on: '2026-12-14', value: 2800 }, // Dec 14 to Jan 10
      ],
      months,
    );
    expect(spread.get('2026-11')).toBeCloseTo(1500); // 15 days
    expect(spread.get('2026-12')).toBeCloseTo(1300 + 1800); // 13 + 18 days
    expect(spread.get('2027-01')).toBeCloseTo(1000); // 10 days
    expect(spread.get('2027-02')).toBe(0);
    expect([...spread.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(5600);
  });

  it('drops the days outside the months asked for', () => {
    const spread = spreadOverMonths([{ starts_on: '2026-10-19', value: 2800 }], months); // Oct 19 to Nov 15
    expect(spread.get('2026-11')).toBeCloseTo(1500);
    expect(spread.has('2026-10')).toBe(false);
  });
});

describe('occupancyByMonth', () => {
  it('weights slots sold by days: one of two slots for the 18 December days of a cycle is 18/62 of December', () => {
    const occupancy = occupancyByMonth([{ location_id: 'b', starts_on: '2026-12-14', slots: 1 }], 2, ['2026-12', '2027-01']);
    expect(occupancy.get('2026-12')).toBeCloseTo(18 / (2 * 31));
    expect(occupancy.get('2027-01')).toBeCloseTo(10 / (2 * 31));
  });

  it('is 1 for a board sold out every day of the month', () => {
    const sold = ['2026-11-16', '2026-12-14', '2027-01-11'].map((starts_on) => ({ location_id: 'b', starts_on, slots: 6 }));
    expect(occupancyByMonth(sold, 6, ['2026-12']).get('2026-12')).toBeCloseTo(1);
  });
});

describe('months', () => {
  it('run across the year end, and span from the first day to the last', () => {
    expect(monthsFrom('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsSpan(['2026-11', '2026-12', '2027-01'])).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
  });
});
