import { describe, expect, it } from 'vitest';
import { MANUAL_BOOKING_MESSAGES, manualBookingSchema } from './manual-booking-schema';

const starts = ['2026-12-28', '2027-01-25'];
const board = 'c0000000-0000-4000-8000-000000000004';
const other = 'c0000000-0000-4000-8000-000000000005';
const advertiser = 'a0000000-0000-4000-8000-000000000001';

describe('manualBookingSchema', () => {
  it('takes an advertiser, boards, one of the offered starts and 1 to 13 cycles', () => {
    expect(
      manualBookingSchema(starts).parse({
        advertiser_id: advertiser,
        location_ids: [board, other],
        starts_on: '2027-01-25',
        cycles: '13',
        notify: true,
        no_notice_reason: '',
      }),
    ).toEqual({ advertiser_id: advertiser, location_ids: [board, other], starts_on: '2027-01-25', cycles: 13, notify: true, no_notice_reason: '' });
  });

  it('takes a sale the customer is not e-mailed about only with the reason', () => {
    expect(manualBookingSchema(starts).parse({ ...ok, notify: false, no_notice_reason: '  Paper mail only  ' })).toMatchObject({
      notify: false,
      no_notice_reason: 'Paper mail only',
    });
  });

  const ok = { advertiser_id: advertiser, location_ids: [board], starts_on: '2026-12-28', cycles: '1', notify: true, no_notice_reason: '' };
  it.each([
    [{ ...ok, advertiser_id: '' }, MANUAL_BOOKING_MESSAGES.advertiser],
    [{ ...ok, location_ids: [] }, MANUAL_BOOKING_MESSAGES.boards],
    [{ ...ok, location_ids: Array.from({ length: 51 }, () => board) }, MANUAL_BOOKING_MESSAGES.tooManyBoards],
    [{ ...ok, starts_on: '2026-12-29' }, MANUAL_BOOKING_MESSAGES.start],
    [{ ...ok, cycles: '14' }, MANUAL_BOOKING_MESSAGES.cycles],
    [{ ...ok, cycles: '0' }, MANUAL_BOOKING_MESSAGES.cycles],
    [{ ...ok, cycles: '1.5' }, MANUAL_BOOKING_MESSAGES.cycles],
    [{ ...ok, notify: false, no_notice_reason: '   ' }, MANUAL_BOOKING_MESSAGES.noNoticeReason],
    [{ ...ok, notify: false, no_notice_reason: 'x'.repeat(501) }, MANUAL_BOOKING_MESSAGES.noNoticeReasonLength],
  ])('refuses %o', (values, message) => {
    const result = manualBookingSchema(starts).safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
