import { CAMPAIGN } from '@shared/business-rules.ts';
import type { BillboardLocation } from '@/types/billboard-location';

// The plan the map page hands to the contact page in the history entry's
// state (see quote-handoff.ts, which writes it), and how the contact page
// reads it back. Apart from the writer, so the contact page reads a plan
// without loading the estimator.

/** What the contact page shows and checks of each board. */
export type QuoteBoard = Pick<
  BillboardLocation,
  'id' | 'name' | 'address' | 'rate_per_cycle' | 'daily_impressions' | 'slots_per_loop' | 'screen_width_px' | 'screen_height_px'
>;

export interface QuoteBooking {
  /** 'YYYY-MM-DD', a cycle start. */
  starts_on: string;
  cycles: number;
}

/** A board of the plan that its dates cannot have: named to the visitor, left out of the estimate and the request. */
export interface LeftOutBoard {
  id: string;
  name: string;
  address: string;
  /** The next cycle start at which it is free for the same campaign, 'YYYY-MM-DD'; null when none is known. */
  nextFree: string | null;
}

export interface QuotePlan {
  message: string;
  /** The boards the inquiry names: the plan's, less those left out. */
  locationIds: string[];
  /** The plan's dates; absent in a handoff written before plans had dates. */
  booking?: QuoteBooking;
  boards?: QuoteBoard[];
  /** Boards sold out for the dates (absent when none is). */
  leftOut?: LeftOutBoard[];
}

export interface QuoteHandoffState {
  quotePlan: QuotePlan;
}

/** A board as a plan holds it: what every board has, and whichever facts are known. */
export type PlanBoard = Pick<BillboardLocation, 'id' | 'name' | 'address'> & Partial<QuoteBoard>;

/** The facts of a board that travel with a plan, and nothing else. */
export const quoteBoard = (board: PlanBoard): QuoteBoard => {
  const { id, name, address, rate_per_cycle = null, daily_impressions = null, slots_per_loop = 1, screen_width_px = null, screen_height_px = null } = board;
  return { id, name, address, rate_per_cycle, daily_impressions, slots_per_loop, screen_width_px, screen_height_px };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function readBoard(value: unknown): QuoteBoard | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as Record<string, unknown>;
  if (typeof b.id !== 'string' || typeof b.name !== 'string' || typeof b.address !== 'string') return null;
  if (typeof b.slots_per_loop !== 'number' || !(b.slots_per_loop >= 1)) return null;
  if (![b.daily_impressions, b.screen_width_px, b.screen_height_px].every(isNumberOrNull)) return null;
  if (!isNumberOrNull(b.rate_per_cycle) && typeof b.rate_per_cycle !== 'string') return null;
  return quoteBoard(b as unknown as QuoteBoard);
}

function readBooking(value: unknown): QuoteBooking | null {
  if (typeof value !== 'object' || value === null) return null;
  const { starts_on, cycles } = value as Record<string, unknown>;
  return typeof starts_on === 'string' &&
    DAY.test(starts_on) &&
    typeof cycles === 'number' &&
    Number.isInteger(cycles) &&
    cycles >= CAMPAIGN.minCycles &&
    cycles <= CAMPAIGN.maxCycles
    ? { starts_on, cycles }
    : null;
}

function readLeftOut(value: unknown): LeftOutBoard | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, address, nextFree } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof address !== 'string') return null;
  return { id, name, address, nextFree: typeof nextFree === 'string' && DAY.test(nextFree) ? nextFree : null };
}

/** The plan a history entry carries, if it carries one. */
export function readQuotePlan(state: unknown): QuotePlan | null {
  if (typeof state !== 'object' || state === null || !('quotePlan' in state)) return null;
  const plan = (state as { quotePlan: unknown }).quotePlan;
  if (typeof plan !== 'object' || plan === null) return null;
  const { message, locationIds, booking, boards, leftOut } = plan as Record<string, unknown>;
  if (typeof message !== 'string' || !Array.isArray(locationIds) || !locationIds.every((id) => typeof id === 'string')) return null;
  const dates = readBooking(booking);
  const facts = Array.isArray(boards) ? boards.map(readBoard) : null;
  // Dates go with the boards they were chosen for, or not at all.
  const withDates = dates && facts && facts.length > 0 && facts.every((b): b is QuoteBoard => b !== null);
  const left = Array.isArray(leftOut) ? leftOut.map(readLeftOut).filter((b): b is LeftOutBoard => b !== null) : [];
  return {
    message,
    locationIds: locationIds as string[],
    ...(withDates ? { booking: dates, boards: facts } : {}),
    ...(left.length > 0 ? { leftOut: left } : {}),
  };
}
