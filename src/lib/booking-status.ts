import { formatDay } from '@shared/booking-cycles.ts';
import type { BookingStatus } from '@shared/booking-slots.ts';

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

/**
 * A row's status checked against the values the table allows (a text column
 * with a check constraint): another value means the migrations and the app
 * disagree, which is better said than shown wrong.
 */
export function withBookingStatus<T extends { id: string; status: string }>(row: T): Omit<T, 'status'> & { status: BookingStatus } {
  const { status } = row;
  if (!isBookingStatus(status)) throw new Error(`Booking ${row.id} has a status the app does not know (${status}).`);
  return { ...row, status };
}
