import { useSearchParams } from 'react-router-dom';
import { bookingFilterParams, readBookingFilter, type BookingFilter } from '../lib/booking-filters';

/** The screen's filters live in the URL, so a filtered view can be linked to (the leads inbox does) and survives a reload. */
export function useBookingFilter(): [BookingFilter, (next: BookingFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readBookingFilter(params);
  // replace: changing a filter is not a new page for the Back button.
  const setFilter = (next: BookingFilter) => setParams(bookingFilterParams(next), { replace: true, preventScrollReset: true });
  return [filter, setFilter];
}
