import type { DashboardPayload } from '../api/get-dashboard';
import { fromPayload } from './dashboard-payload';

describe('fromPayload', () => {
  it('turns the revenue aligned with the months into one entry per month, and the slots aligned with the cycles into one per board and cycle sold', () => {
    const payload: DashboardPayload = {
      from: '2026-12-01',
      to: '2027-01-31',
      today: '2026-12-03',
      cycles: ['2026-11-09', '2026-12-07', '2027-01-04'],
      months: ['2026-12', '2027-01'],
      revenue: [89_063, 110_437],
      sold: { a: [0, 2, 1], b: [1, 0, 0] },
      boards: [],
      pipeline: { cents: 0, campaigns: 0 },
      expiring: [],
      starting: [],
      renewals: [],
    };
    const data = fromPayload(payload);
    expect(data.revenue).toEqual([
      { month: '2026-12', cents: 89_063 },
      { month: '2027-01', cents: 110_437 },
    ]);
    expect(data.sold).toEqual([
      { location_id: 'a', starts_on: '2026-12-07', slots: 2 },
      { location_id: 'a', starts_on: '2027-01-04', slots: 1 },
      { location_id: 'b', starts_on: '2026-11-09', slots: 1 },
    ]);
  });
});
