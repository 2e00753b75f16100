import { clampCycles, cyclesText, estimateCampaign, formatEstimate, MAX_CYCLES } from './estimate';

describe('estimateCampaign', () => {
  it('is boards × cycles × $1,100 … $2,500', () => {
    expect(estimateCampaign(2, 3)).toEqual({ low: 6600, high: 15000 });
    expect(formatEstimate(estimateCampaign(2, 3))).toBe('$6,600–$15,000');
    expect(formatEstimate(estimateCampaign(1, 1))).toBe('$1,100–$2,500');
    expect(formatEstimate(estimateCampaign(10, 13))).toBe('$143,000–$325,000');
  });

  it('keeps cycles within 1 to 13 and boards at whole numbers from 0', () => {
    expect(MAX_CYCLES).toBe(13);
    expect(clampCycles(0)).toBe(1);
    expect(clampCycles(20)).toBe(13);
    expect(clampCycles(Number.NaN)).toBe(1);
    expect(estimateCampaign(-1, 3)).toEqual({ low: 0, high: 0 });
    expect(estimateCampaign(2.7, 1)).toEqual({ low: 2200, high: 5000 });
  });

  it('says the cycles in words', () => {
    expect(cyclesText(1)).toBe('1 cycle of 4 weeks');
    expect(cyclesText(3)).toBe('3 cycles of 4 weeks');
  });
});
