import { formatDay } from '@shared/booking-cycles.ts';
import { cyclesText, ESTIMATE_TEXT, estimatePlan, formatEstimate } from './estimate';
import { periodText } from './period-text';
import { quoteBoard, type LeftOutBoard, type PlanBoard, type QuoteHandoffState } from './quote-plan';

// 'Request a quote for this plan' (and every quote button of the map page):
// the contact page opens with Project Details written from the plan
// (editable), a summary of the plan above the form, and the boards' ids and
// dates, which the inquiry sends and the function checks. Carried in the
// history entry's state, so it survives a reload of the contact page but
// never appears in a shared URL. The boards' facts travel with it for the
// summary and the artwork check; the function trusts none of them.

const facts = (board: PlanBoard) => ({ rate_per_cycle: null, daily_impressions: null, slots_per_loop: 1, ...board });

export const LEFT_OUT_HEADING = 'Sold out for these dates, so left out:';

/** Project Details: the boards asked for, the dates and the estimate, then any board the dates cannot have. */
export function planMessage(boards: readonly PlanBoard[], cycles: number, start?: string, leftOut: readonly LeftOutBoard[] = []): string {
  const when = start ? periodText(start, cycles) : cyclesText(cycles);
  const lines =
    boards.length > 0
      ? [
          `I would like a quote for ${boards.length} ${boards.length === 1 ? 'billboard' : 'billboards'}${start ? ', ' : ' for '}${when} (estimated ${formatEstimate(estimatePlan(boards.map(facts), cycles).cost)} ${ESTIMATE_TEXT.plusHst}):`,
          ...boards.map((board) => `- ${board.name} (${board.address})`),
        ]
      : [`I would like a quote for ${when}.`];
  if (leftOut.length > 0) {
    lines.push(
      LEFT_OUT_HEADING,
      ...leftOut.map((board) => `- ${board.name} (${board.address})${board.nextFree ? `, next free ${formatDay(board.nextFree)}` : ''}`),
    );
  }
  return lines.join('\n');
}

/**
 * The handoff for the boards to request (`boards`, the plan's free ones) and
 * those left out because the dates cannot have them: only the first are
 * named to the function, and only they carry the dates.
 */
export function quoteHandoffState(boards: readonly PlanBoard[], cycles: number, start?: string, leftOut: readonly LeftOutBoard[] = []): QuoteHandoffState {
  return {
    quotePlan: {
      message: planMessage(boards, cycles, start, leftOut),
      locationIds: boards.map((board) => board.id),
      ...(start && boards.length > 0 ? { booking: { starts_on: start, cycles }, boards: boards.map(quoteBoard) } : {}),
      ...(leftOut.length > 0 ? { leftOut: [...leftOut] } : {}),
    },
  };
}
