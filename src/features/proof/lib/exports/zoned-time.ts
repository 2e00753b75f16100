// A player's wall-clock time without an offset ("2026-11-01 01:30:00") read
// on the clock of a time zone the staff choose, as the instant it names.
// On the night the clocks go back one local hour happens twice: the earlier
// instant is taken (a player's log cannot tell them apart). On the night they
// go forward a skipped time is read with the offset before the change, so
// 02:30 becomes 03:30 of the new offset: the play did happen, just not at a
// time the clock showed.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether the runtime knows the IANA zone (e.g. 'America/Toronto'). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetAt(zone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

const DAY = 86_400_000;

/**
 * The instant (ms since the epoch) of a local wall-clock time in `zone`, the
 * wall time given as if it were UTC (Date.UTC of its fields).
 */
export function wallTimeToInstant(wallAsUtc: number, zone: string): number {
  if (zone === 'UTC') return wallAsUtc;
  const before = offsetAt(zone, wallAsUtc - DAY);
  const after = offsetAt(zone, wallAsUtc + DAY);
  const fits = [before, after].filter((o) => offsetAt(zone, wallAsUtc - o) === o).map((o) => wallAsUtc - o);
  if (fits.length > 0) return Math.min(...fits);
  return wallAsUtc - before;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/** The number written by `length` digits of `text` from `from`, or -1 when one is not a digit. */
function digitsAt(text: string, from: number, length: number): number {
  let n = 0;
  for (let i = from; i < from + length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

const [DASH, COLON, SPACE, T] = ['-', ':', ' ', 'T'].map((c) => c.charCodeAt(0)) as [number, number, number, number];

/**
 * The usual shape, 'YYYY-MM-DD HH:MM:SS', read without the pattern or a Date:
 * an export holds hundreds of thousands of them. undefined when the text is
 * not in that shape (the pattern then reads it); a year below 100 too, as
 * Date.UTC reads such a year as 19xx.
 */
function usualWallTime(text: string): number | null | undefined {
  if (text.length !== 19) return undefined;
  const c = (i: number) => text.charCodeAt(i);
  if (c(4) !== DASH || c(7) !== DASH || (c(10) !== SPACE && c(10) !== T) || c(13) !== COLON || c(16) !== COLON) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  const second = digitsAt(text, 17, 2);
  if (year < 100 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  const real = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour < 24 && minute < 60 && second < 60;
  return real ? Date.UTC(year, month - 1, day, hour, minute, second) : null;
}

/**
 * A wall time 'YYYY-MM-DD HH:MM[:SS[.fff]]' as if it were UTC, in
 * milliseconds; null when it is not one or names no real date and time (a
 * 31st of April).
 */
export function parseWallTime(text: string): number | null {
  const usual = usualWallTime(text);
  if (usual !== undefined) return usual;
  const m = WALL.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as [number, number, number, number, number, number];
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  const t = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const d = new Date(t);
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  return real ? t : null;
}

/** Cache of wall minute -> offset: a week's export has a few thousand distinct minutes and hundreds of thousands of rows. */
export function zonedReader(zone: string): (wallAsUtc: number) => number {
  const cache = new Map<number, number>();
  return (wallAsUtc) => {
    const minute = Math.floor(wallAsUtc / 60_000) * 60_000;
    let shift = cache.get(minute);
    if (shift === undefined) {
      shift = minute - wallTimeToInstant(minute, zone);
      cache.set(minute, shift);
    }
    return wallAsUtc - shift;
  };
}
