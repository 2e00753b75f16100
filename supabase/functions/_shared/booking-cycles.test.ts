import {
  addDays,
  bookingPrice,
  bookingTotalCents,
  availabilityStatus,
  AVAILABILITY_LABELS,
  boardCampaignImpressions,
  boardRate,
  campaignCycleStarts,
  campaignDays,
  campaignPeriodLabel,
  cycleEnd,
  cycleStartLabel,
  cycleStartOnOrAfter,
  dayNumber,
  durationRate,
  estimateCampaign,
  formatDay,
  isBookablePeriod,
  isCycleStart,
  nextCycleStarts,
  nextDurationRate,
  periodFreeSlots,
  torontoDate,
  type BoardFacts,
  type DurationRate,
} from './booking-cycles.ts';

const calendar = { anchor: '2026-01-05' };
const rates: DurationRate[] = [
  { minCycles: 1, discount: 0 },
  { minCycles: 3, discount: 0.05 },
  { minCycles: 6, discount: 0.1 },
];
const range = { low: 1100, high: 2500 };

describe('days', () => {
  it('counts whole days and refuses what is not a date', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(() => dayNumber('2027-02-29')).toThrow(RangeError);
    expect(() => dayNumber('2027-1-5')).toThrow(RangeError);
  });
});

describe('the date in Toronto', () => {
  it('follows the offset on both sides of the autumn change (EDT -4, then EST -5)', () => {
    // 2026-11-01 06:00 UTC is when Toronto falls back.
    expect(torontoDate(new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(torontoDate(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(torontoDate(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(torontoDate(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('follows the spring change (EST -5, then EDT -4)', () => {
    expect(torontoDate(new Date('2027-03-14T04:59:00Z'))).toBe('2027-03-13');
    expect(torontoDate(new Date('2027-03-15T03:59:00Z'))).toBe('2027-03-14');
    expect(torontoDate(new Date('2027-03-15T04:00:00Z'))).toBe('2027-03-15');
  });

  it('keeps New Year in Toronto, not in UTC', () => {
    expect(torontoDate(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
    expect(torontoDate(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });
});

describe('the cycle calendar', () => {
  it('starts every 28 days from the anchor Monday, before and after it', () => {
    for (const day of ['2026-01-05', '2026-02-02', '2025-12-08', '2025-11-10', '2027-01-04', '2029-01-01']) expect(isCycleStart(day, calendar)).toBe(true);
    for (const day of ['2026-01-06', '2026-01-12', '2026-01-04', '2027-01-05', 'not-a-day', '2027-02-30']) expect(isCycleStart(day, calendar)).toBe(false);
  });

  it('rounds a day up to the next cycle start, or keeps a start', () => {
    expect(cycleStartOnOrAfter('2026-12-07', calendar)).toBe('2026-12-07');
    expect(cycleStartOnOrAfter('2026-11-25', calendar)).toBe('2026-12-07');
    expect(cycleStartOnOrAfter('2026-11-10', calendar)).toBe('2026-12-07');
    expect(cycleStartOnOrAfter('2025-12-09', calendar)).toBe('2026-01-05');
    expect(cycleStartOnOrAfter('2025-11-11', calendar)).toBe('2025-12-08');
  });

  it('takes an instant as its date in Toronto', () => {
    // Sunday 23:30 in Toronto, already Monday in UTC: the Monday start is still ahead.
    expect(cycleStartOnOrAfter(new Date('2026-12-07T04:30:00Z'), calendar)).toBe('2026-12-07');
    // Monday 00:30 in Toronto on a cycle start: that cycle is still bookable today.
    expect(cycleStartOnOrAfter(new Date('2026-12-07T05:30:00Z'), calendar)).toBe('2026-12-07');
    // Monday 23:30 in Toronto, Tuesday in UTC: the same.
    expect(cycleStartOnOrAfter(new Date('2026-12-08T04:30:00Z'), calendar)).toBe('2026-12-07');
    expect(cycleStartOnOrAfter(new Date('2026-12-08T05:30:00Z'), calendar)).toBe('2027-01-04');
  });

  it('lists the next 13 starts across the year end and both daylight-saving changes, every one a Monday', () => {
    const starts = nextCycleStarts('2026-11-25', 13, calendar);
    expect(starts).toEqual([
      '2026-12-07',
      '2027-01-04',
      '2027-02-01',
      '2027-03-01',
      '2027-03-29',
      '2027-04-26',
      '2027-05-24',
      '2027-06-21',
      '2027-07-19',
      '2027-08-16',
      '2027-09-13',
      '2027-10-11',
      '2027-11-08',
    ]);
    for (const start of starts) expect(formatDay(start)).toMatch(/^Mon /);
  });

  it('ends a cycle on the Sunday 27 days later, also over the leap day and the year end', () => {
    expect(cycleEnd('2026-03-02')).toBe('2026-03-29'); // spring forward inside
    expect(cycleEnd('2026-10-12')).toBe('2026-11-08'); // fall back inside
    expect(cycleEnd('2028-02-28')).toBe('2028-03-26'); // 29 February inside
    expect(cycleEnd('2028-12-04')).toBe('2028-12-31');
    expect(cycleEnd('2026-12-07', 2)).toBe('2027-01-31');
    expect(cycleEnd('2026-12-07', 13)).toBe('2027-12-05');
    expect(campaignCycleStarts('2026-12-07', 3)).toEqual(['2026-12-07', '2027-01-04', '2027-02-01']);
    expect(campaignDays(3)).toBe(84);
  });

  it('labels starts and periods the same in every runtime', () => {
    expect(cycleStartLabel('2027-01-04')).toBe('Starts Mon Jan 4, 2027');
    expect(formatDay('2028-02-28')).toBe('Mon Feb 28, 2028');
    expect(campaignPeriodLabel('2026-12-07', 2)).toBe('Mon Dec 7, 2026 to Sun Jan 31, 2027');
  });

  it('books only a cycle start, today or later in Toronto, for 1 to 13 cycles', () => {
    const now = new Date('2026-12-07T15:00:00Z');
    expect(isBookablePeriod('2026-12-07', 1, now, calendar)).toBe(true);
    expect(isBookablePeriod('2027-01-04', 13, now, calendar)).toBe(true);
    expect(isBookablePeriod('2027-01-04', 14, now, calendar)).toBe(false);
    expect(isBookablePeriod('2027-01-04', 0, now, calendar)).toBe(false);
    expect(isBookablePeriod('2027-01-05', 1, now, calendar)).toBe(false);
    expect(isBookablePeriod('2026-11-09', 1, now, calendar)).toBe(false);
    // 00:30 Tuesday UTC is still Monday in Toronto: today's cycle is open.
    expect(isBookablePeriod('2026-12-07', 1, new Date('2026-12-08T04:30:00Z'), calendar)).toBe(true);
    expect(isBookablePeriod('2026-12-07', 1, new Date('2026-12-08T05:30:00Z'), calendar)).toBe(false);
  });
});

describe('availability', () => {
  it('says Available, 1 slot left or Sold out', () => {
    expect([3, 2, 1, 0, -1].map((n) => AVAILABILITY_LABELS[availabilityStatus(n)])).toEqual(['Available', 'Available', '1 slot left', 'Sold out', 'Sold out']);
  });

  it('takes the fewest free slots over the period, and leaves out a board whose cycles are not all known', () => {
    const rows = [
      { location_id: 'a', cycle_start: '2026-12-07', free_slots: 4 },
      { location_id: 'a', cycle_start: '2027-01-04', free_slots: 1 },
      { location_id: 'a', cycle_start: '2027-02-01', free_slots: 0 },
      { location_id: 'b', cycle_start: '2026-12-07', free_slots: 6 },
      { location_id: 'b', cycle_start: '2027-01-04', free_slots: 6 },
      { location_id: 'c', cycle_start: '2026-12-07', free_slots: 2 },
    ];
    expect(Object.fromEntries(periodFreeSlots(rows, '2026-12-07', 2))).toEqual({ a: 1, b: 6 });
    expect(Object.fromEntries(periodFreeSlots(rows, '2026-12-07', 1))).toEqual({ a: 4, b: 6, c: 2 });
    expect(Object.fromEntries(periodFreeSlots(rows, '2027-01-04', 2))).toEqual({ a: 0 });
  });
});

describe('price and audience', () => {
  it('picks the duration rate of the campaign length, and the next one to reach', () => {
    expect([1, 2, 3, 5, 6, 13].map((n) => durationRate(n, rates).discount)).toEqual([0, 0, 0.05, 0.05, 0.1, 0.1]);
    expect(nextDurationRate(1, rates)).toEqual({ minCycles: 3, discount: 0.05 });
    expect(nextDurationRate(4, rates)).toEqual({ minCycles: 6, discount: 0.1 });
    expect(nextDurationRate(6, rates)).toBeNull();
    expect(durationRate(2, [])).toEqual({ minCycles: 1, discount: 0 });
  });

  it('prices a board at its own rate, or from the company range', () => {
    expect(boardRate({ rate_per_cycle: 1850 }, range)).toEqual({ amount: 1850, isFrom: false });
    expect(boardRate({ rate_per_cycle: '1850.00' }, range)).toEqual({ amount: 1850, isFrom: false });
    expect(boardRate({ rate_per_cycle: null }, range)).toEqual({ amount: 1100, isFrom: true });
  });

  it('gives one spot its share of the daily audience over the campaign', () => {
    expect(boardCampaignImpressions({ daily_impressions: 42_000, slots_per_loop: 6 }, 1)).toBe(196_000);
    expect(boardCampaignImpressions({ daily_impressions: null, slots_per_loop: 6 }, 1)).toBeNull();
  });

  it('estimates a campaign: rates, duration saving, impressions and CPM over the boards that publish them', () => {
    const boards: BoardFacts[] = [
      { id: 'a', rate_per_cycle: 2000, daily_impressions: 42_000, slots_per_loop: 6 },
      { id: 'b', rate_per_cycle: '1500', daily_impressions: 12_000, slots_per_loop: 8 },
      { id: 'c', rate_per_cycle: null, daily_impressions: null, slots_per_loop: 6 },
    ];
    const estimate = estimateCampaign(boards, 3, rates, range);
    expect(estimate).toEqual({
      perCycle: 4600,
      undiscounted: 13_800,
      discount: 0.05,
      total: 13_110,
      saving: 690,
      isFrom: true,
      // a: 42000 x 84 / 6 = 588000; b: 12000 x 84 / 8 = 126000
      impressions: 714_000,
      boardsWithoutImpressions: 1,
      // (2000 + 1500) x 3 x 0.95 = 9975 over 714 thousand
      cpm: 13.97,
    });
  });

  it('has no saving for a short campaign and no CPM without audience figures', () => {
    const estimate = estimateCampaign([{ id: 'a', rate_per_cycle: 2500, daily_impressions: null, slots_per_loop: 6 }], 2, rates, range);
    expect(estimate).toMatchObject({ total: 5000, saving: 0, isFrom: false, impressions: null, cpm: null, boardsWithoutImpressions: 1 });
  });
});

describe('a booking’s price: the estimate’s rule, in cents', () => {
  const rates = [
    { minCycles: 1, discount: 0 },
    { minCycles: 3, discount: 0.05 },
    { minCycles: 6, discount: 0.1 },
  ];
  const range = { low: 1100, high: 2500 };

  it('records the board’s rate (or the "from" price) and the length rate, and totals what the estimate shows', () => {
    for (const rate of [1650, 1234.56, null]) {
      for (let cycles = 1; cycles <= 13; cycles++) {
        const price = bookingPrice({ rate_per_cycle: rate }, cycles, rates, range);
        expect(price.pricePerCycleCents).toBe(Math.round((rate ?? 1100) * 100));
        const estimate = estimateCampaign([{ id: 'b', rate_per_cycle: rate, daily_impressions: null, slots_per_loop: 6 }], cycles, rates, range);
        expect(price.discountBp).toBe(Math.round(estimate.discount * 10_000));
        expect(bookingTotalCents(price, cycles)).toBe(Math.round(estimate.total * 100));
      }
    }
  });

  it('rounds half a cent up and never drifts: integers throughout', () => {
    expect(bookingTotalCents({ pricePerCycleCents: 1, discountBp: 5000 }, 1)).toBe(1);
    expect(bookingTotalCents({ pricePerCycleCents: 165_000, discountBp: 500 }, 3)).toBe(470_250);
    expect(bookingTotalCents({ pricePerCycleCents: 99_99, discountBp: 1000 }, 7)).toBe(62_994);
  });
});
