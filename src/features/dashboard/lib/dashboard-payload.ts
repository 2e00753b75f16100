import type { DashboardData, DashboardPayload } from '../api/get-dashboard';

/** The payload's aligned lists as one entry per month (revenue) and per board and cycle with a slot sold. */
export function fromPayload({ cycles, months, revenue, sold, ...rest }: DashboardPayload): DashboardData {
  return {
    ...rest,
    revenue: months.map((month, i) => ({ month, cents: Number(revenue[i] ?? 0) })),
    sold: Object.entries(sold).flatMap(([location_id, slots]) =>
      cycles.flatMap((starts_on, i) => ((slots[i] ?? 0) > 0 ? [{ location_id, starts_on, slots: slots[i]! }] : [])),
    ),
  };
}
