import { formatDay } from '@shared/booking-cycles.ts';
import { formatCount } from '@shared/count-format.ts';

const TAKEN = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Toronto',
  timeZoneName: 'short',
});

/** 'Dec 14, 2026, 6:05 p.m. EST': when a photo was taken, on the Toronto clock with its zone. */
export function formatTakenAt(instant: string): string {
  return TAKEN.format(new Date(instant));
}

/** 'Mon Dec 14, 2026 to Sun Jan 10, 2027': a cycle's first and last day. */
export function cycleLabel(start: string, end: string): string {
  return `${formatDay(start)} to ${formatDay(end)}`;
}

/** '113,400'; null is a figure the board's hours do not give. */
export function formatPlays(n: number | null): string {
  return n === null ? 'Not stated' : formatCount(n);
}

/** Delivered as a share of contracted, '98.2%'; empty when there is nothing to compare. */
export function deliveredShare(delivered: number, contracted: number | null): string {
  if (!contracted) return '';
  return `${((delivered / contracted) * 100).toFixed(1)}%`;
}

/** '2026-12-14T18:05' on the Toronto clock, for a datetime-local field. */
export function torontoInputValue(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a Toronto wall-clock time ('2026-12-14T18:05') names: its UTC
 * reading corrected by Toronto's offset at that moment (taken twice, so a time
 * next to a clock change lands on the right side of it).
 */
export function torontoInputToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const offsetAt = (t: number) => {
    const shown = torontoInputValue(new Date(t));
    const [d, hm] = shown.split('T') as [string, string];
    const [y, mo, da] = d.split('-').map(Number) as [number, number, number];
    const [h, mi] = hm.split(':').map(Number) as [number, number];
    return Date.UTC(y, mo - 1, da, h, mi) - t;
  };
  let t = asUtc - offsetAt(asUtc);
  t = asUtc - offsetAt(t);
  return new Date(t).toISOString();
}
