import type { Enums } from '@/types/database';

export type CampaignStatus = Enums<'campaign_status'>;

/**
 * Which state may follow which: the same table as
 * private.campaign_transition_allowed, so the page offers only what the
 * database would allow. The database still decides; a refusal is shown in its
 * words (the status may have changed since the page was read).
 */
export const CAMPAIGN_TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  requested: ['confirmed', 'declined', 'cancelled', 'expired'],
  confirmed: ['live', 'cancelled'],
  live: ['completed', 'cancelled'],
  completed: [],
  declined: [],
  cancelled: [],
  expired: [],
};

export function canTransition(from: CampaignStatus, to: CampaignStatus): boolean {
  return CAMPAIGN_TRANSITIONS[from].includes(to);
}

/** What the staff can do to a campaign from its page. */
export type CampaignAction = 'confirm' | 'decline' | 'cancel' | 'extend' | 'move' | 'price' | 'live' | 'complete';

/** The state changes, and the state each leads to. */
const MOVES_TO = { confirm: 'confirmed', decline: 'declined', cancel: 'cancelled', live: 'live', complete: 'completed' } as const;

/** Campaigns still running or to come: extend_campaign's states (and where a price can still matter). */
const OPEN: readonly CampaignStatus[] = ['requested', 'confirmed', 'live'];

export interface CampaignFacts {
  status: CampaignStatus;
  /** Whether its first cycle has begun (move_campaign refuses a campaign that has). */
  begun: boolean;
}

/** The actions the database would accept now, in the page's order. */
export function availableActions({ status, begun }: CampaignFacts): CampaignAction[] {
  const actions: CampaignAction[] = [];
  for (const action of ['confirm', 'live', 'complete'] as const) if (canTransition(status, MOVES_TO[action])) actions.push(action);
  if (OPEN.includes(status)) actions.push('extend');
  if ((status === 'requested' || status === 'confirmed') && !begun) actions.push('move');
  if (OPEN.includes(status)) actions.push('price');
  for (const action of ['decline', 'cancel'] as const) if (canTransition(status, MOVES_TO[action])) actions.push(action);
  return actions;
}
