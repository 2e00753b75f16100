import { periodText } from './period-text';

describe('periodText', () => {
  it('says the first and last day of the campaign and its cycles', () => {
    expect(periodText('2027-01-04', 3)).toBe('Mon Jan 4 – Sun Mar 28, 2027 (3 cycles)');
    expect(periodText('2027-01-04', 1)).toBe('Mon Jan 4 – Sun Jan 31, 2027 (1 cycle)');
  });

  it('names both years when the campaign crosses the new year', () => {
    expect(periodText('2026-12-07', 3)).toBe('Mon Dec 7, 2026 – Sun Feb 28, 2027 (3 cycles)');
  });
});
