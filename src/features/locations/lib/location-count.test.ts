import { formatLocationCount } from './location-count';

describe('formatLocationCount', () => {
  it('uses the singular for one location and the plural otherwise', () => {
    expect(formatLocationCount(1)).toBe('Showing 1 billboard location');
    expect(formatLocationCount(9)).toBe('Showing 9 billboard locations');
    expect(formatLocationCount(0)).toBe('Showing 0 billboard locations');
  });
});
