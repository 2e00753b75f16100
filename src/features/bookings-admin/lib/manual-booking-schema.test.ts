import { describe, expect, it } from 'vitest';
import { MANUAL_BOOKING_MESSAGES, manualBookingSchema } from './manual-booking-schema';

const starts = ['2026-12-28', '2027-01-25'];
const board = 'c0000000-0000-4000-8000-000000000004';

describe('manualBookingSchema', () => {
  it('takes a board, one of the offered starts and 1 to 13 cycles', () => {
    expect(manualBookingSchema(starts).parse({ location_id: board, starts_on: '2027-01-25', cycles: '13' })).toEqual({
      location_id: board,
      starts_on: '2027-01-25',
      cycles: 13,
    });
  });

  it.each([
    [{ location_id: '', starts_on: '2026-12-28', cycles: '1' }, MANUAL_BOOKING_MESSAGES.board],
    [{ location_id: board, starts_on: '2026-12-29', cycles: '1' }, MANUAL_BOOKING_MESSAGES.start],
    [{ location_id: board, starts_on: '2026-12-28', cycles: '14' }, MANUAL_BOOKING_MESSAGES.cycles],
    [{ location_id: board, starts_on: '2026-12-28', cycles: '0' }, MANUAL_BOOKING_MESSAGES.cycles],
    [{ location_id: board, starts_on: '2026-12-28', cycles: '1.5' }, MANUAL_BOOKING_MESSAGES.cycles],
  ])('refuses %o', (values, message) => {
    const result = manualBookingSchema(starts).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
