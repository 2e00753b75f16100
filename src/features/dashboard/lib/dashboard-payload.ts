import type { DashboardData, DashboardPayload } from '../api/get-dashboard';

/** The payload's aligned lists as one entry per cycle (and per board and cycle with a slot sold). */
export function fromPayload({ cycles, revenue, sold, ...rest }: DashboardPayload): DashboardData {
  return {
    ...rest,
    revenue: cycles.map((starts_on, i) => ({ starts_on, revenue_cents: Number(revenue[i] ?? 0) })),
    sold: Object.entries(sold).flatMap(([location_id, slots]) =>
      cycles.flatMap((starts_on, i) => ((slots[i] ?? 0) > 0 ? [{ location_id, starts_on, slots: slots[i]! }] : [])),
    ),
  };
}
