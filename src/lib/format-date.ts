// Dates as Canadian English readers expect them ("November 3, 2026").
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar date in en-CA's long form ("November 3, 2026"). */
const longDateUtc = (date: Date) => `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

// Timestamps are shown on the company's clock (London, Ontario), so a post
// published late in the evening does not show tomorrow's date. Eastern Time is
// worked out here rather than with Intl: building a time-zone formatter costs
// a phone dearly while the page starts. The rule is Canada's since 2007:
// daylight time from the second Sunday of March, 2:00 EST (07:00 UTC), to the
// first Sunday of November, 2:00 EDT (06:00 UTC).
export const HOUR_MS = 3_600_000;

/** Day of the month of the nth Sunday of a month (month 0-11), in UTC terms. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

function torontoOffsetHours(date: Date): number {
  const year = date.getUTCFullYear();
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  const t = date.getTime();
  return t >= dstStart && t < dstEnd ? -4 : -5;
}

const formatLocal = (date: Date) => longDateUtc(new Date(date.getTime() + torontoOffsetHours(date) * HOUR_MS));

function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "November 3, 2026"; '' for a missing or unreadable value. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parse(value);
  if (!date) return '';
  // A bare calendar date is a day, not an instant: never shift it by a time zone.
  return DATE_ONLY.test(value) ? longDateUtc(date) : formatLocal(date);
}

/** "2026-11-03" (W3C date, as sitemaps use); '' when unreadable. */
export function toIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return value;
  const date = parse(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
