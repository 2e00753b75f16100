import { addDays, campaignCycleStarts, cycleStartOnOrAfter, nextCycleStarts, torontoDate, type CycleCalendar } from '@shared/booking-cycles.ts';
import { effectiveBookingStatus, slotsByCycle } from '@shared/booking-slots.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import type { BookingBoard, BookingCampaign, BookingRow } from '../api/booking';

/** A campaign holding a slot in a cell: requested (its hold still open) or confirmed. */
export interface CellCampaign {
  campaign: BookingCampaign;
  bookingStatus: 'requested' | 'confirmed';
}

export interface GridCell {
  cycleStart: string;
  free: number;
  requested: number;
  confirmed: number;
  campaigns: CellCampaign[];
}

export interface GridRow {
  board: BookingBoard;
  cells: GridCell[];
  /** Whether any cycle of the window has a slot taken. */
  booked: boolean;
}

/** How full a cell is: the colour of a cell, always said in its text as well. */
export type CellTone = 'open' | 'last' | 'full';

/** The start of the cycle on air on a day (Toronto): the cycle start on or before it. */
export function currentCycleStart(now: Date, calendar: CycleCalendar): string {
  return cycleStartOnOrAfter(addDays(torontoDate(now), -(CAMPAIGN.cycleDays - 1)), calendar);
}

/**
 * The cycles of the screen: the grid's columns start at the cycle on air now;
 * a sale may start on the next `count` starts (today's, if a cycle starts today).
 */
export function screenCycles(now: Date, count: number, calendar: CycleCalendar): { grid: string[]; sale: string[]; current: string } {
  const current = currentCycleStart(now, calendar);
  const sale = nextCycleStarts(now, count, calendar);
  return { grid: sale[0] === current ? sale : [current, ...sale], sale, current };
}

/**
 * Boards by cycle: free, requested (until their hold expires) and confirmed
 * slots, and the campaigns holding them. Every active board, and an inactive
 * one while it still has slots taken in the window (its campaigns must stay
 * in sight). One pass over the bookings, then one lookup per cell, so 300
 * boards by a year of cycles stay cheap.
 */
export function buildGrid(boards: readonly BookingBoard[], bookings: readonly BookingRow[], cycleStarts: readonly string[], now: Date): GridRow[] {
  const taken = slotsByCycle(bookings, cycleStarts, now);
  const held = campaignsByCycle(bookings, cycleStarts, now);
  return boards.flatMap((board) => {
    let booked = false;
    const cells = cycleStarts.map((cycleStart) => {
      const key = `${board.id}|${cycleStart}`;
      const { requested, confirmed } = taken.get(key) ?? { requested: 0, confirmed: 0 };
      if (requested + confirmed > 0) booked = true;
      return { cycleStart, requested, confirmed, free: Math.max(0, board.slots_per_loop - requested - confirmed), campaigns: held.get(key) ?? [] };
    });
    return board.is_active || booked ? [{ board, cells, booked }] : [];
  });
}

/** The campaigns holding slots, keyed `${location_id}|${cycle_start}` as slotsByCycle's counts. */
function campaignsByCycle(bookings: readonly BookingRow[], cycleStarts: readonly string[], now: Date): Map<string, CellCampaign[]> {
  const result = new Map<string, CellCampaign[]>();
  const wanted = new Set(cycleStarts);
  for (const booking of bookings) {
    const status = effectiveBookingStatus(booking, now);
    if ((status !== 'requested' && status !== 'confirmed') || !booking.campaign) continue;
    for (const start of campaignCycleStarts(booking.starts_on.slice(0, 10), booking.cycles)) {
      if (!wanted.has(start)) continue;
      const key = `${booking.location_id}|${start}`;
      const list = result.get(key) ?? [];
      list.push({ campaign: booking.campaign, bookingStatus: status });
      result.set(key, list);
    }
  }
  return result;
}

/** The rows shown: boards with something booked, or every one when the staff ask for all. */
export function visibleGridRows(rows: readonly GridRow[], showAll: boolean): GridRow[] {
  return showAll ? [...rows] : rows.filter((row) => row.booked);
}

/** ['2 free', '1 req', '3 conf'] */
export function cellParts(cell: Pick<GridCell, 'free' | 'requested' | 'confirmed'>): [string, string, string] {
  return [`${cell.free} free`, `${cell.requested} req`, `${cell.confirmed} conf`];
}

/** '2 free · 1 req · 3 conf' */
export function cellText(cell: Pick<GridCell, 'free' | 'requested' | 'confirmed'>): string {
  return cellParts(cell).join(' · ');
}

export function cellTone(cell: Pick<GridCell, 'free'>): CellTone {
  if (cell.free <= 0) return 'full';
  if (cell.free === 1) return 'last';
  return 'open';
}
