import { estimatePlan, formatEstimate } from './estimate';
import { splitByAvailability } from './plan-request';
import { quoteHandoffState } from './quote-handoff';
import { readQuotePlan } from './quote-plan';

const free = { id: 'a', name: 'Wellington South', address: '3350 Wellington Rd S, London', rate_per_cycle: 1800, daily_impressions: 24000, slots_per_loop: 6 };
const lastSlot = { id: 'b', name: 'Oxford West', address: '1295 Oxford St W, London', rate_per_cycle: 1200, daily_impressions: null, slots_per_loop: 4 };
const soldOut = { id: 'c', name: 'Dundas East', address: '1 Dundas St, London', rate_per_cycle: 2400, daily_impressions: 30000, slots_per_loop: 4 };
const unknown = { id: 'd', name: 'Highbury North', address: '2 Highbury Ave, London', rate_per_cycle: 1500, daily_impressions: null, slots_per_loop: 4 };

const statuses = { a: 'available', b: 'last-slot', c: 'sold-out' } as const;
const statusOf = (id: string) => statuses[id as keyof typeof statuses] ?? null;
const nextFreeOf = (id: string) => (id === 'c' ? '2027-02-01' : null);

describe('a plan with a sold-out board', () => {
  const split = splitByAvailability([free, lastSlot, soldOut, unknown], statusOf, nextFreeOf);

  it('keeps free boards (and those not known to be taken) and leaves out the sold-out one, with its next free start', () => {
    expect(split.free.map((b) => b.id)).toEqual(['a', 'b', 'd']);
    expect(split.leftOut).toEqual([{ id: 'c', name: 'Dundas East', address: '1 Dundas St, London', nextFree: '2027-02-01' }]);
  });

  it('estimates the free boards only', () => {
    expect(formatEstimate(estimatePlan(split.free, 1).cost)).toBe('$4,500');
    expect(formatEstimate(estimatePlan([free, lastSlot, soldOut, unknown], 1).cost)).toBe('$6,900');
  });

  it("requests the free boards' dates and names the left-out board in the message only", () => {
    const plan = readQuotePlan(JSON.parse(JSON.stringify(quoteHandoffState(split.free, 2, '2027-01-04', split.leftOut))))!;
    expect(plan.locationIds).toEqual(['a', 'b', 'd']);
    expect(plan.booking).toEqual({ starts_on: '2027-01-04', cycles: 2 });
    expect(plan.boards?.map((b) => b.id)).toEqual(['a', 'b', 'd']);
    expect(plan.leftOut).toEqual(split.leftOut);
    expect(plan.message).toBe(
      'I would like a quote for 3 billboards, Mon Jan 4 – Sun Feb 28, 2027 (2 cycles) (estimated $9,000 + HST):\n' +
        '- Wellington South (3350 Wellington Rd S, London)\n' +
        '- Oxford West (1295 Oxford St W, London)\n' +
        '- Highbury North (2 Highbury Ave, London)\n' +
        'Sold out for these dates, so left out:\n' +
        '- Dundas East (1 Dundas St, London), next free Mon Feb 1, 2027',
    );
  });

  it('with every board sold out, asks for no dates and names no board to book', () => {
    const none = splitByAvailability([soldOut], statusOf, () => null);
    const plan = quoteHandoffState(none.free, 1, '2027-01-04', none.leftOut).quotePlan;
    expect(plan.locationIds).toEqual([]);
    expect(plan).not.toHaveProperty('booking');
    expect(plan.message).toBe(
      'I would like a quote for Mon Jan 4 – Sun Jan 31, 2027 (1 cycle).\nSold out for these dates, so left out:\n- Dundas East (1 Dundas St, London)',
    );
  });
});
