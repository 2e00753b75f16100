import { cycleEnd } from '@shared/booking-cycles.ts';
import type { Enums } from '@/types/database';

/** What the end is read from, of each of a campaign's bookings. */
export interface EndingBooking {
  starts_on: string;
  cycles: number;
  status: Enums<'booking_status'>;
}

/** The bookings still running or to come: the ones an extension lengthens. */
const OPEN: readonly Enums<'booking_status'>[] = ['requested', 'confirmed'];

/**
 * The last day of the campaign's bookings still running or to come, or null
 * when it has none: the end an extension names as the one it extends from.
 * extend_campaign reads the same end under the campaign's lock
 * (private.campaign_open_ends_on) and refuses when it is no longer this one.
 */
export function openEndsOn(bookings: readonly EndingBooking[]): string | null {
  let end: string | null = null;
  for (const b of bookings) {
    if (!OPEN.includes(b.status)) continue;
    const last = cycleEnd(b.starts_on, b.cycles);
    if (end === null || last > end) end = last;
  }
  return end;
}
