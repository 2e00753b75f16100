import { makeLocation } from '../testing/locations';
import { audienceText, boardFacts, priceText, resolutionText, spotText } from './board-facts';

describe('board facts', () => {
  const full = makeLocation({
    screen_size: '14 ft x 48 ft',
    screen_width_px: 1400,
    screen_height_px: 400,
    spot_seconds: 8,
    slots_per_loop: 6,
    operating_hours: '6:00 a.m. to midnight, every day',
    facing: 'Northbound, right-hand read',
    daily_impressions: 24000,
    impressions_source: 'City of London traffic count, 2025',
    rate_per_cycle: 1800,
  });

  it('says the specs, the audience with its source and the board’s own price', () => {
    expect(boardFacts(full)).toEqual([
      { label: 'Screen size', value: '14 ft x 48 ft' },
      { label: 'Resolution', value: '1400 × 400 px' },
      { label: 'Spot', value: '8-second spot in a loop of 6' },
      { label: 'Operating hours', value: '6:00 a.m. to midnight, every day' },
      { label: 'Facing', value: 'Northbound, right-hand read' },
      { label: 'Audience', value: 'About 24,000 daily impressions (City of London traffic count, 2025)' },
      { label: 'Price', value: '$1,800 per 4-week cycle' },
    ]);
  });

  it('leaves out what a board does not state, says no audience is published and quotes the from price', () => {
    const bare = makeLocation({ spot_seconds: 10, slots_per_loop: 4 });
    expect(boardFacts(bare)).toEqual([
      { label: 'Spot', value: '10-second spot in a loop of 4' },
      { label: 'Audience', value: 'No audience figures published for this board' },
      { label: 'Price', value: 'From $1,100 per 4-week cycle' },
    ]);
    expect(resolutionText(bare)).toBeNull();
  });

  it('reads a rate the API sends as text and keeps its cents', () => {
    expect(priceText({ rate_per_cycle: '1650.50' as unknown as number })).toBe('$1,650.50 per 4-week cycle');
    expect(priceText({ rate_per_cycle: 2450 })).toBe('$2,450 per 4-week cycle');
  });

  it('words the spot and the audience', () => {
    expect(spotText({ spot_seconds: 6, slots_per_loop: 12 })).toBe('6-second spot in a loop of 12');
    expect(audienceText({ daily_impressions: 1234567, impressions_source: null })).toBe('About 1,234,567 daily impressions');
  });
});
