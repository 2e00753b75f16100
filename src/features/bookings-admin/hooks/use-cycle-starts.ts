import { useState } from 'react';
import { nextCycleStarts } from '@shared/booking-cycles.ts';
import { BOOKING } from '@shared/business-rules.ts';
import { site } from '@/config/site';

/** The next BOOKING.bookableStarts cycle starts from today in Toronto, fixed for the life of the screen (the grid's columns and the form's choices agree). */
export function useCycleStarts(): string[] {
  const [starts] = useState(() => nextCycleStarts(new Date(), BOOKING.bookableStarts, site.bookingCycles));
  return starts;
}
