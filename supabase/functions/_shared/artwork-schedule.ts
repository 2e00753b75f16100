// When artwork is due and when an ad goes live, by the rules of
// ARTWORK_REVIEW. The database computes the same (public.artwork_deadline,
// public.artwork_go_live_at); tests/integration/artwork-versions.test.ts
// compares the two.

import { addDays, BOOKING_TIME_ZONE, dayNumber } from './booking-cycles.ts';
import { ARTWORK_REVIEW } from './sale-rules.ts';

/** Monday to Friday, for a 'YYYY-MM-DD' day. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The day `n` business days before `day`. */
export function businessDaysBefore(day: string, n: number): string {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, -1);
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, timeZoneName: 'longOffset' });

function torontoOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** A wall-clock time in Toronto ('YYYY-MM-DD', 'HH:mm'), as an instant. */
export function torontoTime(day: string, time: string): Date {
  const wall = new Date(`${day}T${time}:00Z`).getTime();
  // The offset at noon gives a first guess; the offset at that guess is the one in force then (a change happens at 2 a.m.).
  const guess = wall - torontoOffsetMinutes(new Date(`${day}T12:00:00Z`)) * 60_000;
  return new Date(wall - torontoOffsetMinutes(new Date(guess)) * 60_000);
}

/** Midnight at the start of a Toronto day, as an instant. */
export function torontoMidnight(day: string): Date {
  return torontoTime(day, '00:00');
}

/** The last day artwork for the cycle starting `cycleStart` is accepted (to its end, Toronto time). */
export function artworkDeadlineDay(cycleStart: string): string {
  return businessDaysBefore(cycleStart, ARTWORK_REVIEW.changeDeadlineBusinessDays);
}

/** The instant the deadline passes: midnight after the deadline day. */
export function artworkDeadline(cycleStart: string): Date {
  return torontoMidnight(addDays(artworkDeadlineDay(cycleStart), 1));
}

/** The later of the first cycle's start and approval plus the go-live hours; null without either. */
export function goLiveAt(firstCycle: string | null, approvedAt: Date | null): Date | null {
  if (!firstCycle || !approvedAt) return null;
  const start = torontoMidnight(firstCycle).getTime();
  const ready = approvedAt.getTime() + ARTWORK_REVIEW.goLiveHoursAfterApproval * 60 * 60 * 1000;
  return new Date(Math.max(start, ready));
}

/** The first of `cycleStarts` still open for a new version at `now`; null when every deadline has passed. */
export function nextOpenCycle(cycleStarts: readonly string[], now: Date): string | null {
  const sorted = [...cycleStarts].sort((a, b) => dayNumber(a) - dayNumber(b));
  return sorted.find((start) => artworkDeadline(start).getTime() > now.getTime()) ?? null;
}
