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

/**
 * A wall time 'YYYY-MM-DD HH:MM[:SS[.fff]]' as if it were UTC, in
 * milliseconds; null when it is not one or names no real date and time (a
 * 31st of April).
 */
export function parseWallTime(text: string): number | null {
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
