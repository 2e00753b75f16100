import type { BillboardLocation } from '@/types/billboard-location';
import { cyclesText, estimatePlan, formatEstimate } from './estimate';
import { periodText } from './period-text';

// 'Request a quote for this plan' (and every quote button of the map page):
// the contact page opens with Project Details written from the plan
// (editable), a summary of the plan above the form, and the boards' ids and
// dates, which the inquiry sends and the function checks. Carried in the
// history entry's state, so it survives a reload of the contact page but
// never appears in a shared URL. The boards' facts travel with it for the
// summary and the artwork check; the function trusts none of them.

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

export interface QuotePlan {
  message: string;
  locationIds: string[];
  /** The plan's dates; absent in a handoff written before plans had dates. */
  booking?: QuoteBooking;
  boards?: QuoteBoard[];
}

export interface QuoteHandoffState {
  quotePlan: QuotePlan;
}

type PlanBoard = Pick<BillboardLocation, 'id' | 'name' | 'address'> & Partial<QuoteBoard>;

const facts = (board: PlanBoard) => ({ rate_per_cycle: null, daily_impressions: null, slots_per_loop: 1, ...board });

export function planMessage(boards: readonly PlanBoard[], cycles: number, start?: string): string {
  const estimate = formatEstimate(estimatePlan(boards.map(facts), cycles).cost);
  const count = `${boards.length} ${boards.length === 1 ? 'billboard' : 'billboards'}`;
  const when = start ? `, ${periodText(start, cycles)}` : ` for ${cyclesText(cycles)}`;
  return [`I would like a quote for ${count}${when} (estimated ${estimate}):`, ...boards.map((board) => `- ${board.name} (${board.address})`)].join('\n');
}

const snapshot = (board: PlanBoard): QuoteBoard => {
  const { id, name, address, rate_per_cycle = null, daily_impressions = null, slots_per_loop = 1, screen_width_px = null, screen_height_px = null } = board;
  return { id, name, address, rate_per_cycle, daily_impressions, slots_per_loop, screen_width_px, screen_height_px };
};

export function quoteHandoffState(boards: readonly PlanBoard[], cycles: number, start?: string): QuoteHandoffState {
  return {
    quotePlan: {
      message: planMessage(boards, cycles, start),
      locationIds: boards.map((board) => board.id),
      ...(start ? { booking: { starts_on: start, cycles }, boards: boards.map(snapshot) } : {}),
    },
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function readBoard(value: unknown): QuoteBoard | null {
  if (typeof value !== 'object' || value === null) return null;
  const b = value as Record<string, unknown>;
  if (typeof b.id !== 'string' || typeof b.name !== 'string' || typeof b.address !== 'string') return null;
  if (typeof b.slots_per_loop !== 'number' || !(b.slots_per_loop >= 1)) return null;
  if (![b.daily_impressions, b.screen_width_px, b.screen_height_px].every(isNumberOrNull)) return null;
  if (!isNumberOrNull(b.rate_per_cycle) && typeof b.rate_per_cycle !== 'string') return null;
  return snapshot(b as unknown as QuoteBoard);
}

function readBooking(value: unknown): QuoteBooking | null {
  if (typeof value !== 'object' || value === null) return null;
  const { starts_on, cycles } = value as Record<string, unknown>;
  return typeof starts_on === 'string' && DAY.test(starts_on) && typeof cycles === 'number' && Number.isInteger(cycles) && cycles >= 1 && cycles <= 13
    ? { starts_on, cycles }
    : null;
}

/** The plan a history entry carries, if it carries one. */
export function readQuotePlan(state: unknown): QuotePlan | null {
  if (typeof state !== 'object' || state === null || !('quotePlan' in state)) return null;
  const plan = (state as { quotePlan: unknown }).quotePlan;
  if (typeof plan !== 'object' || plan === null) return null;
  const { message, locationIds, booking, boards } = plan as Record<string, unknown>;
  if (typeof message !== 'string' || !Array.isArray(locationIds) || !locationIds.every((id) => typeof id === 'string')) return null;
  const dates = readBooking(booking);
  const facts = Array.isArray(boards) ? boards.map(readBoard) : null;
  // Dates go with the boards they were chosen for, or not at all.
  const withDates = dates && facts && facts.length > 0 && facts.every((b): b is QuoteBoard => b !== null);
  return { message, locationIds: locationIds as string[], ...(withDates ? { booking: dates, boards: facts } : {}) };
}
