import { cyclesText, estimatePlan, formatEstimate } from './estimate';
import { periodText } from './period-text';
import { quoteBoard, type PlanBoard, type QuoteHandoffState } from './quote-plan';

// 'Request a quote for this plan' (and every quote button of the map page):
// the contact page opens with Project Details written from the plan
// (editable), a summary of the plan above the form, and the boards' ids and
// dates, which the inquiry sends and the function checks. Carried in the
// history entry's state, so it survives a reload of the contact page but
// never appears in a shared URL. The boards' facts travel with it for the
// summary and the artwork check; the function trusts none of them.

const facts = (board: PlanBoard) => ({ rate_per_cycle: null, daily_impressions: null, slots_per_loop: 1, ...board });

export function planMessage(boards: readonly PlanBoard[], cycles: number, start?: string): string {
  const estimate = formatEstimate(estimatePlan(boards.map(facts), cycles).cost);
  const count = `${boards.length} ${boards.length === 1 ? 'billboard' : 'billboards'}`;
  const when = start ? `, ${periodText(start, cycles)}` : ` for ${cyclesText(cycles)}`;
  return [`I would like a quote for ${count}${when} (estimated ${estimate}):`, ...boards.map((board) => `- ${board.name} (${board.address})`)].join('\n');
}

export function quoteHandoffState(boards: readonly PlanBoard[], cycles: number, start?: string): QuoteHandoffState {
  return {
    quotePlan: {
      message: planMessage(boards, cycles, start),
      locationIds: boards.map((board) => board.id),
      ...(start ? { booking: { starts_on: start, cycles }, boards: boards.map(quoteBoard) } : {}),
    },
  };
}
