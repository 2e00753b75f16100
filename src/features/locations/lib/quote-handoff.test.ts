import { planMessage, quoteHandoffState } from './quote-handoff';
import { readQuotePlan } from './quote-plan';

const boards = [
  { id: 'a', name: 'Wellington South', address: '3350 Wellington Rd S, London, ON N6E 3N1' },
  { id: 'b', name: 'Oxford West', address: '1295 Oxford St W, London, ON N6H 1W1' },
];

describe('the quote handoff', () => {
  it('writes Project Details naming each board, the cycles and the estimate', () => {
    expect(planMessage(boards, 3)).toBe(
      'I would like a quote for 2 billboards for 3 cycles of 4 weeks (estimated $6,270–$14,250 + HST):\n' +
        '- Wellington South (3350 Wellington Rd S, London, ON N6E 3N1)\n' +
        '- Oxford West (1295 Oxford St W, London, ON N6H 1W1)',
    );
  });

  it('carries the ids, and reads back only a well-formed plan', () => {
    const state = quoteHandoffState(boards, 1);
    expect(readQuotePlan(state)).toEqual({ message: planMessage(boards, 1), locationIds: ['a', 'b'] });
    expect(readQuotePlan(null)).toBeNull();
    expect(readQuotePlan({ quotePlan: { message: 1, locationIds: [] } })).toBeNull();
    expect(readQuotePlan({ quotePlan: { message: 'x', locationIds: [3] } })).toBeNull();
  });
});

describe('the quote handoff with dates', () => {
  const rated = [
    { ...boards[0]!, rate_per_cycle: 1800, daily_impressions: 24000, slots_per_loop: 6, screen_width_px: 1400, screen_height_px: 400 },
    { ...boards[1]!, rate_per_cycle: 1200, daily_impressions: null, slots_per_loop: 4, screen_width_px: null, screen_height_px: null },
  ];

  it('names the dates and prices each board at its rate', () => {
    expect(planMessage(rated, 3, '2027-01-04')).toBe(
      'I would like a quote for 2 billboards, Mon Jan 4 – Sun Mar 28, 2027 (3 cycles) (estimated $8,550 + HST):\n' +
        '- Wellington South (3350 Wellington Rd S, London, ON N6E 3N1)\n' +
        '- Oxford West (1295 Oxford St W, London, ON N6H 1W1)',
    );
  });

  it('carries the dates and the boards’ facts, and drops dates whose boards do not read back', () => {
    const state = quoteHandoffState(rated, 3, '2027-01-04');
    const plan = readQuotePlan(JSON.parse(JSON.stringify(state)));
    expect(plan).toEqual({ message: state.quotePlan.message, locationIds: ['a', 'b'], booking: { starts_on: '2027-01-04', cycles: 3 }, boards: rated });
    expect(readQuotePlan({ quotePlan: { ...state.quotePlan, booking: { starts_on: 'soon', cycles: 3 } } })).not.toHaveProperty('booking');
    expect(readQuotePlan({ quotePlan: { ...state.quotePlan, booking: { starts_on: '2027-01-04', cycles: 14 } } })).not.toHaveProperty('booking');
    expect(readQuotePlan({ quotePlan: { ...state.quotePlan, boards: [{ id: 'a' }] } })).not.toHaveProperty('booking');
  });
});
