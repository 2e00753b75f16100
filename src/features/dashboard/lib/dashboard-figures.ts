import { MONTH_ABBREVIATIONS, torontoDate } from '@shared/booking-cycles.ts';
import type { DashboardBoard, DashboardData } from '../api/get-dashboard';
import { monthsFrom, occupancyByMonth, type SoldSlots } from './month-spread';

/** Months before the current one the dashboard shows: the recent past, to compare with. */
export const MONTHS_BEFORE = 2;
/** Months shown in all, the current one included. */
export const MONTHS_SHOWN = 12;

/** The months the dashboard shows at an instant (the month in Toronto, where the boards are). */
export function dashboardMonths(now: Date): string[] {
  const [y, m] = torontoDate(now).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - MONTHS_BEFORE;
  return monthsFrom(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`, MONTHS_SHOWN);
}

/** 'Dec 2026' */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_ABBREVIATIONS[m - 1]} ${y}`;
}

/**
 * Revenue booked in each month shown, in whole cents as the database answers
 * them (it shares each campaign's total among its months so they add up to it
 * exactly; nothing is rounded here). A month it did not answer has none.
 */
export function revenueByMonth(data: Pick<DashboardData, 'revenue'>, months: readonly string[]): { month: string; cents: number }[] {
  const byMonth = new Map(data.revenue.map((r) => [r.month, r.cents]));
  return months.map((month) => ({ month, cents: byMonth.get(month) ?? 0 }));
}

export interface BoardOccupancy {
  board: DashboardBoard;
  /** Fraction of the board's slot-days sold, per month, in the months' order. */
  months: number[];
}

/** Each board's occupancy per month, boards in the database's order (by name). */
export function occupancyRows(data: Pick<DashboardData, 'boards' | 'sold'>, months: readonly string[]): BoardOccupancy[] {
  const soldByBoard = new Map<string, SoldSlots[]>();
  for (const s of data.sold) {
    const list = soldByBoard.get(s.location_id) ?? [];
    list.push(s);
    soldByBoard.set(s.location_id, list);
  }
  return data.boards.map((board) => {
    const occupancy = occupancyByMonth(soldByBoard.get(board.id) ?? [], board.slots, months);
    return { board, months: months.map((month) => occupancy.get(month) ?? 0) };
  });
}

/** '42%' (whole percent; a little but not nothing reads '<1%'). */
export function percent(fraction: number): string {
  if (fraction > 0 && fraction < 0.005) return '<1%';
  return `${Math.round(fraction * 100)}%`;
}
