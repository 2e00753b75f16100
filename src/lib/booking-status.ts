import { formatDay } from '@shared/booking-cycles.ts';
import type { BookingStatus } from '@shared/booking-slots.ts';
import { Constants } from '@/types/database';

// Shared by the bookings screen and the leads inbox (no feature imports another).

/** The database's enum, in its order: the status filter lists them so. */
export const BOOKING_STATUSES = Constants.public.Enums.booking_status;

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** 'Starts Mon Jan 4, 2027 · 3 cycles' */
export function bookingPeriodLabel(startsOn: string, cycles: number): string {
  return `Starts ${formatDay(startsOn.slice(0, 10))} · ${cycles} cycle${cycles === 1 ? '' : 's'}`;
}
