import { effectiveBookingStatus, slotsByCycle } from './booking-slots.ts';

describe('bookings in the staff\u2019s grid', () => {
  const now = new Date('2026-12-01T12:00:00Z');

  it('reads a request past its expiry as expired, whatever the row still says', () => {
    expect(effectiveBookingStatus({ status: 'requested', expires_at: '2026-12-01T12:00:01Z' }, now)).toBe('requested');
    expect(effectiveBookingStatus({ status: 'requested', expires_at: '2026-12-01T12:00:00Z' }, now)).toBe('expired');
    expect(effectiveBookingStatus({ status: 'confirmed', expires_at: '2026-11-01T00:00:00Z' }, now)).toBe('confirmed');
  });

  it('counts requested and confirmed slots by board and cycle, over each booking\u2019s cycles', () => {
    const grid = slotsByCycle(
      [
        { location_id: 'a', starts_on: '2026-12-07', cycles: 2, status: 'confirmed', expires_at: null },
        { location_id: 'a', starts_on: '2027-01-04', cycles: 1, status: 'requested', expires_at: '2026-12-05T00:00:00Z' },
        { location_id: 'a', starts_on: '2027-01-04', cycles: 1, status: 'requested', expires_at: '2026-11-30T00:00:00Z' },
        { location_id: 'a', starts_on: '2026-12-07', cycles: 1, status: 'declined', expires_at: null },
        { location_id: 'b', starts_on: '2026-11-09', cycles: 3, status: 'confirmed', expires_at: null },
      ],
      ['2026-12-07', '2027-01-04'],
      now,
    );
    expect(Object.fromEntries(grid)).toEqual({
      'a|2026-12-07': { requested: 0, confirmed: 1 },
      'a|2027-01-04': { requested: 1, confirmed: 1 },
      'b|2026-12-07': { requested: 0, confirmed: 1 },
      'b|2027-01-04': { requested: 0, confirmed: 1 },
    });
  });
});
