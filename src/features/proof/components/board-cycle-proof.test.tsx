import { describe, expect, it } from 'vitest';
import { deliveredText } from './board-cycle-proof';

const cycle = { cycleStart: '2027-01-04', cycleEnd: '2027-01-31', contracted: 50400 };

describe('deliveredText', () => {
  it('says when a cycle that has not started starts, rather than a zero', () => {
    expect(deliveredText({ ...cycle, delivered: 0 }, '2026-12-20')).toBe('Starts Mon Jan 4, 2027');
  });

  it('counts a running cycle so far, and a finished one plainly', () => {
    expect(deliveredText({ ...cycle, delivered: 25200 }, '2027-01-17')).toBe('25,200 (50.0%) so far');
    expect(deliveredText({ ...cycle, delivered: 0 }, '2027-01-04')).toBe('0 (0.0%) so far');
    expect(deliveredText({ ...cycle, delivered: 50400 }, '2027-02-01')).toBe('50,400 (100.0%)');
  });

  it('shows the plays of a cycle not yet started once some are stored', () => {
    expect(deliveredText({ ...cycle, delivered: 3 }, '2026-12-20')).toBe('3 (0.0%)');
  });
});
