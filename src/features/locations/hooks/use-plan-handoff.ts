import { useMemo } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import type { BillboardLocation } from '@/types/billboard-location';
import { useActiveLocations } from '../api/get-active-locations';
import { planPeriod } from '../lib/plan-period';
import type { CampaignPlan } from '../lib/plan-store';
import { quoteHandoffState } from '../lib/quote-handoff';
import type { QuoteHandoffState } from '../lib/quote-plan';
import { useCampaignPlan } from './use-campaign-plan';

/**
 * The plan's boards that are still listed, in the plan's order. Others are
 * left out quietly (the stored plan keeps them until the visitor changes it:
 * the list may be a prerendered one, older than the plan).
 */
export function planBoards(locations: readonly BillboardLocation[], plan: Pick<CampaignPlan, 'ids'>): BillboardLocation[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  return plan.ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a quote link of the map page carries to the contact page: the plan, with its dates once the page is live; undefined without one. */
export function usePlanHandoff(): QuoteHandoffState | undefined {
  const { data } = useActiveLocations();
  const { plan } = useCampaignPlan();
  const live = useHydrated();
  return useMemo(() => {
    const boards = data ? planBoards(data, plan) : [];
    if (boards.length === 0) return undefined;
    return quoteHandoffState(boards, plan.cycles, live ? planPeriod(plan, new Date()).start : undefined);
  }, [data, plan, live]);
}
