import { useEffect } from 'react';
import { useStoredQuotePlan } from '../hooks/use-plan-handoff';
import type { QuotePlan } from '../lib/quote-plan';

/**
 * Renders nothing: tells the contact page the plan kept in this browser once
 * it is known. Loaded by that page only when a plan is stored, so a page
 * reached from anywhere (the header, the menu) finds the plan, and a page
 * without one loads none of this.
 */
export function StoredQuotePlan({ onPlan }: { onPlan: (plan: QuotePlan | null) => void }) {
  const plan = useStoredQuotePlan();
  useEffect(() => {
    if (plan !== undefined) onPlan(plan);
  }, [plan, onPlan]);
  return null;
}
