import type { DashboardPayload } from '../api/get-dashboard';
import { fromPayload } from './dashboard-payload';

describe('fromPayload', () => {
  it('turns the lists aligned with the cycles into one entry per cycle, and per board and cycle with a slot sold', () => {
    const payload: DashboardPayload = {
      from: '2026-12-01',
      to: '2027-01-31',
      today: '2026-12-03',
      cycles: ['2026-11-09', '2026-12-07', '2027-01-04'],
      revenue: [0, 380_000.5, 190_000],
      sold: { a: [0, 2, 1], b: [1, 0, 0] },
      boards: [],
      pipeline: { cents: 0, campaigns: 0 },
      expiring: [],
      starting: [],
      renewals: [],
    };
    const data = fromPayload(payload);
    expect(data.revenue).toEqual([
      { starts_on: '2026-11-09', revenue_cents: 0 },
      { starts_on: '2026-12-07', revenue_cents: 380_000.5 },
      { starts_on: '2027-01-04', revenue_cents: 190_000 },
    ]);
    expect(data.sold).toEqual([
      { location_id: 'a', starts_on: '2026-12-07', slots: 2 },
      { location_id: 'a', starts_on: '2027-01-04', slots: 1 },
      { location_id: 'b', starts_on: '2026-11-09', slots: 1 },
    ]);
  });
});
