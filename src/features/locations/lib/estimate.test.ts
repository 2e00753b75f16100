import { makeLocation } from '../testing/locations';
import {
  cyclesText,
  durationRatesText,
  estimateCampaign,
  estimatePlan,
  formatAmount,
  formatCpm,
  formatEstimate,
  formatImpressions,
  savingText,
  taxLine,
} from './estimate';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { MONEY_CASES, soldRates } from '@shared/testing/money-cases.ts';
import { clampCycles } from './plan-limits';

describe('estimateCampaign', () => {
  it('is boards × cycles × $1,100 … $2,500, less the duration rate (5% from 3 cycles, 10% from 6)', () => {
    expect(estimateCampaign(2, 2).low.subtotalCents).toBe(440_000);
    expect(estimateCampaign(2, 2).high.subtotalCents).toBe(1_000_000);
    expect(formatEstimate(estimateCampaign(2, 3))).toBe('$6,270–$14,250');
    expect(taxLine(estimateCampaign(2, 3))).toBe('HST 13%: $815.10–$1,852.50, total $7,085.10–$16,102.50');
    expect(formatEstimate(estimateCampaign(1, 1))).toBe('$1,100–$2,500');
    expect(formatEstimate(estimateCampaign(10, 13))).toBe('$128,700–$292,500');
  });

  it('keeps cycles within 1 to 13 and boards at whole numbers from 0', () => {
    expect(CAMPAIGN.maxCycles).toBe(13);
    expect(clampCycles(0)).toBe(1);
    expect(clampCycles(20)).toBe(13);
    expect(clampCycles(Number.NaN)).toBe(1);
    expect(formatEstimate(estimateCampaign(-1, 3))).toBe('$0');
    expect(formatEstimate(estimateCampaign(2.7, 1))).toBe('$2,200–$5,000');
  });

  it('says the saving of a longer campaign as a share when the amount is a range', () => {
    expect(savingText(null, 2)).toBe('Book 3 cycles or more and save 5%');
    expect(savingText(null, 4)).toBe('You save 5% with 4 cycles');
    expect(savingText(null, 6)).toBe('You save 10% with 6 cycles');
  });

  it('reads the duration rates from the site config for the costs page', () => {
    expect(durationRatesText()).toBe('Book 3 cycles or more and save 5%; 6 cycles or more and save 10%.');
  });

  it('says the cycles in words', () => {
    expect(cyclesText(1)).toBe('1 cycle of 4 weeks');
    expect(cyclesText(3)).toBe('3 cycles of 4 weeks');
  });
});

describe('estimatePlan', () => {
  const rated = makeLocation({ id: 'a', rate_per_cycle: 1800, daily_impressions: 24000, slots_per_loop: 6 });
  const rated2 = makeLocation({ id: 'b', rate_per_cycle: 1200, daily_impressions: 12000, slots_per_loop: 4 });
  const unrated = makeLocation({ id: 'c', rate_per_cycle: null, daily_impressions: null });

  it('prices each board at its own rate, with the saving of a longer campaign', () => {
    const one = estimatePlan([rated, rated2], 1);
    expect(one.cost.low).toEqual({ subtotalCents: 300_000, hstCents: 39_000, totalCents: 339_000 });
    expect(one.cost.high).toEqual(one.cost.low);
    expect(formatEstimate(one.cost)).toBe('$3,000');
    expect(taxLine(one.cost)).toBe('HST 13%: $390, total $3,390');
    expect(one.saving).toBe(0);
    expect(savingText(one.saving, 1)).toBe('Book 3 cycles or more and save 5%');

    const six = estimatePlan([rated, rated2], 6);
    // 3,000 x 6 = 18,000, less 10%.
    expect(six.cost.low.subtotalCents).toBe(1_620_000);
    expect(six.saving).toBe(180_000);
    expect(savingText(six.saving, 6)).toBe('You save $1,800 with 6 cycles');
    expect(savingText(estimatePlan([rated], 3).saving, 3)).toBe('You save $270 with 3 cycles');
  });

  it('says an estimate with cents where the price has them, its HST as the invoices round it, and a CPM to the cent', () => {
    const odd = makeLocation({ id: 'd', rate_per_cycle: 1282.5, daily_impressions: 24000, slots_per_loop: 6 });
    // 1,282.50 x 3 = 3,847.50, less 5% for 3 cycles: 3,655.125, half-up to 3,655.13.
    expect(formatEstimate(estimatePlan([odd], 1).cost)).toBe('$1,282.50');
    expect(formatEstimate(estimatePlan([odd], 3).cost)).toBe('$3,655.13');
    expect(savingText(estimatePlan([odd], 3).saving, 3)).toBe('You save $192.37 with 3 cycles');
    // $1,650 x 3 less 5%: each cycle's invoice is $1,567.50 + $203.78 HST (203.775 rounded up), so the HST is $611.34, not 13% of $4,702.50.
    const three = estimatePlan([makeLocation({ id: 'e', rate_per_cycle: 1650 })], 3);
    expect(formatEstimate(three.cost)).toBe('$4,702.50');
    expect(taxLine(three.cost)).toBe('HST 13%: $611.34, total $5,313.84');
    expect(savingText(three.saving, 3)).toBe('You save $247.50 with 3 cycles');
    expect(formatAmount(110_000)).toBe('$1,100');
    expect(formatAmount(109_999)).toBe('$1,099.99');
    expect(formatCpm({ low: 15.31, high: 16.07 })).toBe('$15.31–$16.07');
  });

  it('estimates impressions as daily impressions × days ÷ spots in the loop, and the CPM from them', () => {
    const estimate = estimatePlan([rated, rated2], 1);
    // 24,000 x 28 / 6 + 12,000 x 28 / 4 = 112,000 + 84,000.
    expect(estimate.impressions).toBe(196000);
    expect(formatImpressions(estimate.impressions!)).toBe('about 196,000');
    // $3,000 for 196,000 impressions.
    expect(estimate.cpm).toEqual({ low: 15.31, high: 15.31 });
  });

  it('spans the company range for a board without its own rate, and leaves out boards without audience figures', () => {
    const estimate = estimatePlan([rated, unrated], 1);
    expect(formatEstimate(estimate.cost)).toBe('$2,900–$4,300');
    expect(taxLine(estimate.cost)).toBe('HST 13%: $377–$559, total $3,277–$4,859');
    expect(estimate.saving).toBeNull();
    expect(estimate.impressions).toBe(112000);
    expect(estimate.boardsWithoutImpressions).toBe(1);
    // The CPM counts the boards whose audience is known.
    expect(estimate.cpm).toEqual({ low: 16.07, high: 16.07 });
    expect(estimatePlan([unrated], 1).cpm).toBeNull();
  });
});

describe('the estimate over the money cases', () => {
  it.each(MONEY_CASES)('$name: the figures its invoices will have, to the cent, with their HST', (money) => {
    const boards = soldRates(money).map((rate, i) => makeLocation({ id: `board-${i}`, rate_per_cycle: rate }));
    const estimate = estimatePlan(boards, money.cycles);
    expect(estimate.cost.low).toEqual(money.campaign);
    expect(estimate.cost.high).toEqual(money.campaign);
    expect(formatEstimate(estimate.cost)).toBe(money.estimate.cost);
    expect(taxLine(estimate.cost)).toBe(money.estimate.taxLine);
  });
});
