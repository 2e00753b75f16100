// Dates as Canadian English readers expect them ("November 3, 2026").
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const longDateUtc = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
// Timestamps are shown on the company's clock (London, Ontario), so a post
// published late in the evening does not show tomorrow's date.
const longDateLocal = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/Toronto',
});

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
  return DATE_ONLY.test(value) ? longDateUtc.format(date) : longDateLocal.format(date);
}

/** "2026-11-03" (W3C date, as sitemaps use); '' when unreadable. */
export function toIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DATE_ONLY.test(value)) return value;
  const date = parse(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
