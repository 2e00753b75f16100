import { dayNumber, fromDayNumber } from '@shared/booking-cycles.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';

// A cycle's figures belong to the days it covers: a cycle from Dec 14 to
// Jan 10 puts 18 of its 28 days in December and 10 in January. Months are
// 'YYYY-MM'; days 'YYYY-MM-DD'. Pure: no clock, no time zone (calendar days).

/** 'YYYY-MM' of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The first day of a month and the first day of the next, as day numbers. */
function monthBounds(month: string): { first: number; next: number } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = dayNumber(`${month}-01`);
  const next = dayNumber(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`);
  return { first, next };
}

export function daysInMonth(month: string): number {
  const { first, next } = monthBounds(month);
  return next - first;
}

const monthDaysCache = new Map<string, number>();
const monthDays = (month: string): number => {
  let days = monthDaysCache.get(month);
  if (days === undefined) monthDaysCache.set(month, (days = daysInMonth(month)));
  return days;
};

/** `count` consecutive months from `first` ('YYYY-MM'). */
export function monthsFrom(first: string, count: number): string[] {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const index = y * 12 + (m - 1) + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** The first and last day of a run of months, e.g. for the dashboard's query. */
export function monthsSpan(months: readonly string[]): { from: string; to: string } {
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) throw new RangeError('No months');
  return { from: `${first}-01`, to: fromDayNumber(monthBounds(last).next - 1) };
}

// The same few cycle starts come back for every board: their split is kept.
const splitCache = new Map<string, ReadonlyMap<string, number>>();
const SPLIT_CACHE_MAX = 2000;

/** How many of a cycle's days (from its start, CAMPAIGN.cycleDays long) fall in each month it touches. */
export function cycleDaysByMonth(cycleStart: string): ReadonlyMap<string, number> {
  const cached = splitCache.get(cycleStart);
  if (cached) return cached;
  if (splitCache.size >= SPLIT_CACHE_MAX) splitCache.clear();
  const split = splitCycle(cycleStart);
  splitCache.set(cycleStart, split);
  return split;
}

function splitCycle(cycleStart: string): Map<string, number> {
  const start = dayNumber(cycleStart);
  const end = start + CAMPAIGN.cycleDays; // exclusive
  const result = new Map<string, number>();
  let day = start;
  while (day < end) {
    const month = monthOf(fromDayNumber(day));
    const stop = Math.min(end, monthBounds(month).next);
    result.set(month, stop - day);
    day = stop;
  }
  return result;
}

export interface CycleValue {
  /** The cycle's first day. */
  starts_on: string;
  value: number;
}

/** Each cycle's value spread evenly over its days, summed per month; only the months asked for, each present (0 when nothing). */
export function spreadOverMonths(cycles: readonly CycleValue[], months: readonly string[]): Map<string, number> {
  const result = new Map<string, number>(months.map((month) => [month, 0]));
  for (const { starts_on, value } of cycles) {
    for (const [month, days] of cycleDaysByMonth(starts_on.slice(0, 10))) {
      const sum = result.get(month);
      if (sum !== undefined) result.set(month, sum + (value * days) / CAMPAIGN.cycleDays);
    }
  }
  return result;
}

export interface SoldSlots {
  location_id: string;
  starts_on: string;
  slots: number;
}

/**
 * Occupancy of one board in each month: slots sold over slots offered,
 * weighted by days (a cycle half in the month counts half). A fraction from
 * 0 to 1; days no cycle covers count as unsold.
 */
export function occupancyByMonth(sold: readonly SoldSlots[], slotsPerLoop: number, months: readonly string[]): Map<string, number> {
  const slotDays = spreadOverMonths(
    sold.map((s) => ({ starts_on: s.starts_on, value: s.slots * CAMPAIGN.cycleDays })),
    months,
  );
  return new Map(months.map((month) => [month, slotsPerLoop > 0 ? (slotDays.get(month) ?? 0) / (slotsPerLoop * monthDays(month)) : 0]));
}
