import type { AccountBooking } from '../api/account-campaigns';
import { boardName, bookingDatesLabel } from '../lib/campaign-words';

/** Each board of a campaign with its dates. */
export function AccountBookings({ bookings }: { bookings: AccountBooking[] }) {
  return (
    <ul className="space-y-1 text-sm text-gray-800">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <span className="font-medium">{boardName(booking)}</span>: {bookingDatesLabel(booking)}
        </li>
      ))}
    </ul>
  );
}
