// The booking calendar and the campaign arithmetic, in one place for the
// browser (imported as @shared/booking-cycles.ts), the edge functions and the
// tests. Pure: no imports, no clock of its own (callers pass the instant), so
// Deno, Node and the browser compute the same answers.
//
// Days are calendar dates written 'YYYY-MM-DD'. Cycles are 28 days from one
// anchor Monday (site.bookingCycles.anchor, mirrored by the database's
// private.booking_cycle_anchor()). A day is taken in America/Toronto, where
// the boards are: the arithmetic runs on whole days in UTC, so daylight-saving
// changes cannot shift a date. The lengths are in business-rules.ts.

import { CAMPAIGN } from './business-rules.ts';

const CYCLE_DAYS = CAMPAIGN.cycleDays;
export const BOOKING_TIME_ZONE = 'America/Toronto';

export interface CycleCalendar {
  /** The Monday the calendar counts from, 'YYYY-MM-DD'. */
  anchor: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything else. */
export function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) throw new RangeError(`Not a date: ${day}`);
  return ms / DAY_MS;
}

export function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromDayNumber(dayNumber(day) + days);
}

// Made on first use, not as the module loads: a page's first Intl object
// loads the platform's locale data, a cost for the moment a date is needed
// rather than for every page that merely includes the calendar.
let torontoDayFormat: Intl.DateTimeFormat | undefined;

/** The date in Toronto at an instant. */
export function torontoDate(instant: Date): string {
  torontoDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(torontoDayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const asDay = (from: Date | string): string => (typeof from === 'string' ? fromDayNumber(dayNumber(from)) : torontoDate(from));

const offsetFromAnchor = (day: string, calendar: CycleCalendar): number => dayNumber(day) - dayNumber(calendar.anchor);

export function isCycleStart(day: string, calendar: CycleCalendar): boolean {
  if (!ISO_DAY.test(day)) return false;
  try {
    return ((offsetFromAnchor(day, calendar) % CYCLE_DAYS) + CYCLE_DAYS) % CYCLE_DAYS === 0;
  } catch {
    return false;
  }
}

/** The first cycle start on or after a day (an instant is taken in Toronto). */
export function cycleStartOnOrAfter(from: Date | string, calendar: CycleCalendar): string {
  const offset = offsetFromAnchor(asDay(from), calendar);
  const k = Math.ceil(offset / CYCLE_DAYS);
  return addDays(calendar.anchor, k * CYCLE_DAYS);
}

/** The next `count` cycle starts, the first on or after `from` (today in Toronto for an instant). */
export function nextCycleStarts(from: Date | string, count: number, calendar: CycleCalendar): string[] {
  const first = cycleStartOnOrAfter(from, calendar);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(first, i * CYCLE_DAYS));
}

/** The starts of each cycle of a campaign. */
export function campaignCycleStarts(start: string, cycles: number): string[] {
  return Array.from({ length: Math.max(0, cycles) }, (_, i) => addDays(start, i * CYCLE_DAYS));
}

/** The last day of a campaign of `cycles` cycles from `start` (a Sunday, 27 days after a one-cycle start). */
export function cycleEnd(start: string, cycles = 1): string {
  return addDays(start, cycles * CYCLE_DAYS - 1);
}

export function campaignDays(cycles: number): number {
  return cycles * CYCLE_DAYS;
}

/** Whether a start is bookable: a cycle start, today (in Toronto) or later, for a campaign length within CAMPAIGN. */
export function isBookablePeriod(start: string, cycles: number, now: Date, calendar: CycleCalendar): boolean {
  return isCycleStart(start, calendar) && Number.isInteger(cycles) && cycles >= CAMPAIGN.minCycles && cycles <= CAMPAIGN.maxCycles && start >= torontoDate(now);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'Mon Jan 5, 2027': fixed English, the same in every runtime. */
export function formatDay(day: string): string {
  const date = new Date(dayNumber(day) * DAY_MS);
  return `${WEEKDAYS[date.getUTCDay()]} ${MONTH_ABBREVIATIONS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Starts Mon Jan 5, 2027' */
export function cycleStartLabel(start: string): string {
  return `Starts ${formatDay(start)}`;
}

/** 'Mon Jan 4 to Sun Jan 31, 2027' style: both ends in full. */
export function campaignPeriodLabel(start: string, cycles: number): string {
  return `${formatDay(start)} to ${formatDay(cycleEnd(start, cycles))}`;
}

// ---------------------------------------------------------------- availability

export interface AvailabilityRow {
  location_id: string;
  cycle_start: string;
  free_slots: number;
}

export type AvailabilityStatus = 'available' | 'last-slot' | 'sold-out';

export const AVAILABILITY_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  'last-slot': '1 slot left',
  'sold-out': 'Sold out',
};

export function availabilityStatus(freeSlots: number): AvailabilityStatus {
  if (freeSlots <= 0) return 'sold-out';
  if (freeSlots === 1) return 'last-slot';
  return 'available';
}

/**
 * Free slots of each board over a whole campaign: the fewest in any of its
 * cycles (a booking needs a slot in each). A board missing a cycle of the
 * period in the rows is left out (unknown, not free).
 */
export function periodFreeSlots(rows: readonly AvailabilityRow[], start: string, cycles: number): Map<string, number> {
  const wanted = new Set(campaignCycleStarts(start, cycles));
  const seen = new Map<string, { cycles: number; free: number }>();
  for (const row of rows) {
    const cycleStart = row.cycle_start.slice(0, 10);
    if (!wanted.has(cycleStart)) continue;
    const entry = seen.get(row.location_id) ?? { cycles: 0, free: Number.POSITIVE_INFINITY };
    entry.cycles += 1;
    entry.free = Math.min(entry.free, row.free_slots);
    seen.set(row.location_id, entry);
  }
  const result = new Map<string, number>();
  for (const [id, entry] of seen) if (entry.cycles === wanted.size) result.set(id, Math.max(0, entry.free));
  return result;
}

// ---------------------------------------------------------------- money and audience

export interface PriceRange {
  low: number;
  high: number;
}

/** From `minCycles` cycles on, the price per cycle is `discount` (a fraction) lower. */
export interface DurationRate {
  minCycles: number;
  discount: number;
}

/** The rate that applies to a campaign length (the tier with the largest minCycles not above it). */
export function durationRate(cycles: number, rates: readonly DurationRate[]): DurationRate {
  let best: DurationRate = { minCycles: 1, discount: 0 };
  for (const rate of rates) if (rate.minCycles <= cycles && rate.minCycles >= best.minCycles) best = rate;
  return best;
}

/** The next tier a longer campaign would reach, or null at the best one. */
export function nextDurationRate(cycles: number, rates: readonly DurationRate[]): DurationRate | null {
  const current = durationRate(cycles, rates);
  const better = rates.filter((r) => r.minCycles > cycles && r.discount > current.discount).sort((a, b) => a.minCycles - b.minCycles);
  return better[0] ?? null;
}

export interface BoardFacts {
  id: string;
  /** From the database: numeric may arrive as a string. */
  rate_per_cycle: number | string | null;
  daily_impressions: number | null;
  slots_per_loop: number;
}

export interface BoardRate {
  amount: number;
  /** True when the board has no rate of its own and the company's 'from' price stands in. */
  isFrom: boolean;
}

export function boardRate(board: Pick<BoardFacts, 'rate_per_cycle'>, range: PriceRange): BoardRate {
  const own = board.rate_per_cycle === null || board.rate_per_cycle === '' ? Number.NaN : Number(board.rate_per_cycle);
  return Number.isFinite(own) && own > 0 ? { amount: own, isFrom: false } : { amount: range.low, isFrom: true };
}

/** One spot's share of a board's daily audience over a campaign. */
export function boardCampaignImpressions(board: Pick<BoardFacts, 'daily_impressions' | 'slots_per_loop'>, cycles: number): number | null {
  if (board.daily_impressions === null || board.slots_per_loop < 1) return null;
  return (board.daily_impressions * campaignDays(cycles)) / board.slots_per_loop;
}

export interface CampaignEstimate {
  /** Sum of the boards' rates for one cycle. */
  perCycle: number;
  /** perCycle x cycles, before the duration rate. */
  undiscounted: number;
  discount: number;
  total: number;
  /** What the duration rate takes off. */
  saving: number;
  /** Some board has no rate of its own: the total is a 'from' figure. */
  isFrom: boolean;
  /** Sum over the boards that publish an audience; null when none does. */
  impressions: number | null;
  /** Boards left out of the impressions (no published figure). */
  boardsWithoutImpressions: number;
  /** Cost per thousand impressions, over the boards that publish one; null without any. */
  cpm: number | null;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

export function estimateCampaign(boards: readonly BoardFacts[], cycles: number, rates: readonly DurationRate[], range: PriceRange): CampaignEstimate {
  const priced = boards.map((b) => ({ board: b, rate: boardRate(b, range) }));
  const perCycle = cents(priced.reduce((sum, p) => sum + p.rate.amount, 0));
  const undiscounted = cents(perCycle * cycles);
  const { discount } = durationRate(cycles, rates);
  const total = cents(undiscounted * (1 - discount));
  let impressions: number | null = null;
  let withoutImpressions = 0;
  let pricedWithImpressions = 0;
  for (const p of priced) {
    const share = boardCampaignImpressions(p.board, cycles);
    if (share === null) {
      withoutImpressions += 1;
      continue;
    }
    impressions = (impressions ?? 0) + share;
    pricedWithImpressions += p.rate.amount * cycles * (1 - discount);
  }
  const roundedImpressions = impressions === null ? null : Math.round(impressions);
  return {
    perCycle,
    undiscounted,
    discount,
    total,
    saving: cents(undiscounted - total),
    isFrom: priced.some((p) => p.rate.isFrom),
    impressions: roundedImpressions,
    boardsWithoutImpressions: withoutImpressions,
    cpm: roundedImpressions ? cents(pricedWithImpressions / (roundedImpressions / 1000)) : null,
  };
}

// ---------------------------------------------------------------- a booking's price

/** A booking's price as recorded: per cycle, in cents, and the campaign-length rate in basis points. */
export interface BookingPrice {
  pricePerCycleCents: number;
  discountBp: number;
}

/**
 * What a booking of `cycles` cycles on a board is sold at, by the same rule
 * as the estimate (boardRate, durationRate). The database records the same
 * figures when it stores a booking (private.board_price_cents,
 * private.duration_discount_bp; the catalog test compares them).
 */
export function bookingPrice(board: Pick<BoardFacts, 'rate_per_cycle'>, cycles: number, rates: readonly DurationRate[], range: PriceRange): BookingPrice {
  return {
    pricePerCycleCents: Math.round(boardRate(board, range).amount * 100),
    discountBp: Math.round(durationRate(cycles, rates).discount * 10_000),
  };
}

/** price x cycles less the rate, half-up to the cent (integers throughout, as public.booking_total_cents). */
export function bookingTotalCents({ pricePerCycleCents, discountBp }: BookingPrice, cycles: number): number {
  return Math.round((pricePerCycleCents * cycles * (10_000 - discountBp)) / 10_000);
}
