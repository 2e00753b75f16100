import { Link } from 'react-router-dom';
import { effectiveBookingStatus } from '@shared/booking-slots.ts';
import { adminBookingsFiltered } from '@/config/admin-paths';
import { BOOKING_STATUS_LABELS, bookingPeriodLabel } from '@/lib/booking-status';
import type { LeadBooking } from '../api/lead';

export const LEAD_BOOKINGS_TEXT = {
  heading: 'Bookings',
  deletedBoard: 'A deleted board',
  open: 'Open in Bookings',
} as const;

export interface LeadBookingsProps {
  leadId: string;
  bookings: LeadBooking[];
}

/** What a lead asked to book, by board name, and a way to the bookings screen filtered to this lead. */
export function LeadBookings({ leadId, bookings }: LeadBookingsProps) {
  if (bookings.length === 0) return null;
  const now = new Date();
  return (
    <div className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
      <p className="font-semibold text-ink">{LEAD_BOOKINGS_TEXT.heading}</p>
      <ul className="mt-1 space-y-1">
        {bookings.map((booking) => (
          <li key={booking.id} className="break-words text-gray-800">
            {booking.board ?? LEAD_BOOKINGS_TEXT.deletedBoard} · {bookingPeriodLabel(booking.starts_on, booking.cycles)} ·{' '}
            <span className="font-semibold">{BOOKING_STATUS_LABELS[effectiveBookingStatus(booking, now)]}</span>
          </li>
        ))}
      </ul>
      <Link className="mt-2 inline-block font-semibold underline" to={adminBookingsFiltered({ lead: leadId, status: 'all' })}>
        {LEAD_BOOKINGS_TEXT.open}
      </Link>
    </div>
  );
}
