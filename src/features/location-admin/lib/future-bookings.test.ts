import { describe, expect, it } from 'vitest';
import { earliestRunningStart, futureBookings, type BoardBooking } from './future-bookings';

// Wed Nov 25, 2026 in Toronto.
const NOW = new Date('2026-11-25T15:00:00Z');
const row = (id: string, starts_on: string, cycles: number, status: BoardBooking['status'], expires_at: string | null = null): BoardBooking => ({
  id,
  starts_on,
  cycles,
  status,
  expires_at,
  campaign: null,
});

describe('futureBookings', () => {
  it('keeps confirmed bookings and open requests whose last day is today or later, soonest first', () => {
    const result = futureBookings(
      [
        row('later', '2027-01-04', 1, 'confirmed'),
        // Its last day (Nov 25, 2026) is today.
        row('ends-today', '2026-10-29', 1, 'confirmed'),
        row('ended', '2026-10-28', 1, 'confirmed'),
        row('open', '2026-12-07', 1, 'requested', '2026-12-01T00:00:00Z'),
        row('lapsed', '2026-12-07', 1, 'requested', '2026-11-25T14:00:00Z'),
        row('declined', '2026-12-07', 1, 'declined'),
        row('cancelled', '2026-12-07', 1, 'cancelled'),
      ],
      NOW,
    );
    expect(result.map((b) => [b.id, b.status])).toEqual([
      ['ends-today', 'confirmed'],
      ['open', 'requested'],
      ['later', 'confirmed'],
    ]);
    expect(result[0]).toMatchObject({ title: 'A booking', period: 'Thu Oct 29, 2026 to Wed Nov 25, 2026', campaignId: null });
  });

  it('reads far enough back for the longest campaign still running', () => {
    // 13 cycles of 28 days before today.
    expect(earliestRunningStart(NOW)).toBe('2025-11-26');
  });
});
