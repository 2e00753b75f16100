import { describe, expect, it } from 'vitest';
import { openEndsOn } from './campaign-end';

describe('openEndsOn', () => {
  it('is the last day of the bookings still running or to come, whatever ended the others', () => {
    expect(
      openEndsOn([
        { starts_on: '2026-12-07', cycles: 3, status: 'confirmed' },
        { starts_on: '2026-12-07', cycles: 1, status: 'requested' },
        // Cancelled or declined bookings end nothing an extension lengthens.
        { starts_on: '2027-01-04', cycles: 6, status: 'cancelled' },
        { starts_on: '2027-01-04', cycles: 6, status: 'declined' },
      ]),
    ).toBe('2027-02-28');
  });

  it('is null for a campaign with none', () => {
    expect(openEndsOn([{ starts_on: '2026-12-07', cycles: 2, status: 'expired' }])).toBeNull();
    expect(openEndsOn([])).toBeNull();
  });
});
