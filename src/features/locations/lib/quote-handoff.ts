import type { BillboardLocation } from '@/types/billboard-location';
import { cyclesText, estimateCampaign, formatEstimate } from './estimate';

// 'Request a quote for this plan': the contact page opens with Project Details
// written from the plan (editable) and the boards' ids, which the inquiry
// sends and the function checks. Carried in the history entry's state, so it
// survives a reload of the contact page but never appears in a shared URL.

export interface QuotePlan {
  message: string;
  locationIds: string[];
}

export interface QuoteHandoffState {
  quotePlan: QuotePlan;
}

type PlanBoard = Pick<BillboardLocation, 'id' | 'name' | 'address'>;

export function planMessage(boards: readonly PlanBoard[], cycles: number): string {
  const estimate = formatEstimate(estimateCampaign(boards.length, cycles));
  const count = `${boards.length} ${boards.length === 1 ? 'billboard' : 'billboards'}`;
  return [
    `I would like a quote for ${count} for ${cyclesText(cycles)} (estimated ${estimate}):`,
    ...boards.map((board) => `- ${board.name} (${board.address})`),
  ].join('\n');
}

export function quoteHandoffState(boards: readonly PlanBoard[], cycles: number): QuoteHandoffState {
  return { quotePlan: { message: planMessage(boards, cycles), locationIds: boards.map((board) => board.id) } };
}

/** The plan a history entry carries, if it carries one. */
export function readQuotePlan(state: unknown): QuotePlan | null {
  if (typeof state !== 'object' || state === null || !('quotePlan' in state)) return null;
  const plan = (state as { quotePlan: unknown }).quotePlan;
  if (typeof plan !== 'object' || plan === null) return null;
  const { message, locationIds } = plan as Record<string, unknown>;
  if (typeof message !== 'string' || !Array.isArray(locationIds) || !locationIds.every((id) => typeof id === 'string')) return null;
  return { message, locationIds: locationIds as string[] };
}
