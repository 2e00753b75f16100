import { BOOKING_TIME_ZONE } from '@shared/booking-cycles.ts';

// Made on first use: a time-zone formatter loads the platform's zone data, a
// cost for the screen that shows a time, not for every page that includes this.
let torontoDateTime: Intl.DateTimeFormat | undefined;

/** 'Nov 27, 2026, 9:14 a.m.': an instant on the company's clock, as the staff and advertisers read it. */
export function formatTorontoDateTime(instant: string): string {
  torontoDateTime ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: BOOKING_TIME_ZONE });
  return torontoDateTime.format(new Date(instant));
}
