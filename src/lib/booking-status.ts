import { formatDay, type BookingStatus } from '@shared/booking-cycles.ts';

// Shared by the bookings screen and the leads inbox (no feature imports another).

export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'expired'] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export function isBookingStatus(value: string | null | undefined): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value ?? '');
}

/** 'Starts Mon Jan 4, 2027 · 3 cycles' */
export function bookingPeriodLabel(startsOn: string, cycles: number): string {
  return `Starts ${formatDay(startsOn.slice(0, 10))} · ${cycles} cycle${cycles === 1 ? '' : 's'}`;
}
