import { useState } from 'react';
import { BOOKING } from '@shared/business-rules.ts';
import { site } from '@/config/site';
import { screenCycles } from '../lib/booking-grid';

/**
 * The cycles of the screen from today in Toronto, fixed for its life: the
 * grid's columns (the cycle on air, then the bookable starts) and the starts
 * a phone sale may take (BOOKING.bookableStarts of them).
 */
export function useCycleStarts(): ReturnType<typeof screenCycles> {
  const [cycles] = useState(() => screenCycles(new Date(), BOOKING.bookableStarts, site.bookingCycles));
  return cycles;
}
