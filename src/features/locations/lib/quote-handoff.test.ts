import { planMessage, quoteHandoffState, readQuotePlan } from './quote-handoff';

const boards = [
  { id: 'a', name: 'Wellington South', address: '3350 Wellington Rd S, London, ON N6E 3N1' },
  { id: 'b', name: 'Oxford West', address: '1295 Oxford St W, London, ON N6H 1W1' },
];

describe('the quote handoff', () => {
  it('writes Project Details naming each board, the cycles and the estimate', () => {
    expect(planMessage(boards, 3)).toBe(
      'I would like a quote for 2 billboards for 3 cycles of 4 weeks (estimated $6,600–$15,000):\n' +
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
