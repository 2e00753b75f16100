import { useMemo } from 'react';
import type { BillboardLocation } from '@/types/billboard-location';
import { useActiveLocations } from '../api/get-active-locations';
import type { CampaignPlan } from '../lib/plan-store';
import { splitByAvailability } from '../lib/plan-request';
import { quoteHandoffState } from '../lib/quote-handoff';
import type { QuotePlan, QuoteHandoffState } from '../lib/quote-plan';
import { useCampaignPlan } from './use-campaign-plan';
import { usePlanAvailability } from './use-plan-availability';

/**
 * The plan's boards that are still listed, in the plan's order. Others are
 * left out quietly (the stored plan keeps them until the visitor changes it:
 * the list may be a prerendered one, older than the plan).
 */
export function planBoards(locations: readonly BillboardLocation[], plan: Pick<CampaignPlan, 'ids'>): BillboardLocation[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  return plan.ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * What a quote link of the map page carries to the contact page: the plan,
 * with its dates once the page is live, less the boards those dates sell out;
 * undefined without one.
 */
export function usePlanHandoff(): QuoteHandoffState | undefined {
  const { data } = useActiveLocations();
  const { plan } = useCampaignPlan();
  const { period, statusOf, nextFreeOf } = usePlanAvailability(plan);
  return useMemo(() => {
    const boards = data ? planBoards(data, plan) : [];
    if (boards.length === 0) return undefined;
    const { free, leftOut } = splitByAvailability(boards, statusOf, nextFreeOf);
    return quoteHandoffState(free, plan.cycles, period?.start, leftOut);
  }, [data, plan, period, statusOf, nextFreeOf]);
}

/**
 * The plan kept in this browser as the contact page sends it: undefined while
 * its boards and their availability load, null without a plan (or when the
 * boards cannot be read: the message then goes without one).
 */
export function useStoredQuotePlan(): QuotePlan | null | undefined {
  const { data, isError } = useActiveLocations();
  const { plan } = useCampaignPlan();
  const { period, statusOf, nextFreeOf, known } = usePlanAvailability(plan);
  return useMemo(() => {
    if (plan.ids.length === 0 || isError) return null;
    if (!data || !known || !period) return undefined;
    const boards = planBoards(data, plan);
    if (boards.length === 0) return null;
    const { free, leftOut } = splitByAvailability(boards, statusOf, nextFreeOf);
    return quoteHandoffState(free, plan.cycles, period.start, leftOut).quotePlan;
  }, [data, isError, plan, period, statusOf, nextFreeOf, known]);
}
