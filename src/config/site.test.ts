import { CAMPAIGN } from '../../supabase/functions/_shared/business-rules.ts';
import { placeholderFacts, site } from './site';

describe('site config: booking facts', () => {
  it('the cycle anchor is a Monday', () => {
    expect(new Date(`${site.bookingCycles.anchor}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('duration rates start at one cycle, rise in length and in discount, and stay below 100%', () => {
    const rates = site.pricing.durationRates;
    expect(rates[0]).toEqual({ minCycles: 1, discount: 0 });
    for (let i = 1; i < rates.length; i++) {
      expect(rates[i]!.minCycles).toBeGreaterThan(rates[i - 1]!.minCycles);
      expect(rates[i]!.discount).toBeGreaterThan(rates[i - 1]!.discount);
    }
    expect(rates.every((r) => r.discount >= 0 && r.discount < 1 && r.minCycles <= CAMPAIGN.maxCycles)).toBe(true);
  });

  it('the build\u2019s placeholder warning lists the duration rates and the cycle anchor', () => {
    expect(placeholderFacts).toContainEqual({ name: 'pricing.durationRates', value: '1+ cycles 0% off, 3+ cycles 5% off, 6+ cycles 10% off' });
    expect(placeholderFacts).toContainEqual({ name: 'bookingCycles.anchor', value: '2026-01-05' });
  });
});
