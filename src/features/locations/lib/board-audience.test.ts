import { boardAudience } from './board-audience';
import { impressionsText, playsPerDayText, shareOfVoiceText, trafficText } from './audience-text';

describe('boardAudience', () => {
  it("divides the cycle's plays into days, gives one spot of the loop and weighs the traffic count by it", () => {
    // 8-second spots in a loop of 4, on 18 hours a day: 64800 / 32 = 2025 plays a day, 56700 in 28 days.
    const audience = boardAudience({ slots_per_loop: 4, daily_impressions: 24000 }, 56700);
    expect(audience).toEqual({ playsPerDay: 2025, shareOfVoice: 0.25, impressionsPerCycle: 168000 });
  });

  it('averages a cycle holding a change of the clocks into whole plays a day', () => {
    // A 24-hour board, 30-second loop: 2880 a day, 120 fewer on the day the clocks go forward.
    expect(boardAudience({ slots_per_loop: 3, daily_impressions: 1000 }, 2880 * 28 - 120).playsPerDay).toBe(2876);
  });

  it('says nothing rather than guess when the hours or the traffic count are unknown', () => {
    expect(boardAudience({ slots_per_loop: 6, daily_impressions: null }, null)).toEqual({
      playsPerDay: null,
      shareOfVoice: 1 / 6,
      impressionsPerCycle: null,
    });
  });
});

describe('the audience in words', () => {
  it('writes each figure as the board page and the comparison show it', () => {
    const audience = boardAudience({ slots_per_loop: 6, daily_impressions: 18250 }, 50400);
    expect(playsPerDayText(audience)).toBe('1,800');
    expect(shareOfVoiceText(audience)).toBe('1 in 6 spots (17%)');
    expect(impressionsText(audience)).toBe('About 85,200');
    expect(trafficText({ daily_impressions: 18250, impressions_source: ' City of London traffic count, 2025 ' })).toBe(
      '18,250 (City of London traffic count, 2025)',
    );
  });

  it('says "Not stated" where a figure is unknown', () => {
    const audience = boardAudience({ slots_per_loop: 1, daily_impressions: null }, null);
    expect(playsPerDayText(audience)).toBe('Not stated');
    expect(impressionsText(audience)).toBe('Not stated');
    expect(trafficText({ daily_impressions: null, impressions_source: 'A count' })).toBe('Not stated');
    expect(shareOfVoiceText(audience)).toBe('1 in 1 spot (100%)');
  });
});
