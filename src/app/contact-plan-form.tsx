import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useBookingRequest } from '@/features/contact/components/booking-request';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useCampaignPlan } from '@/features/locations/hooks/use-campaign-plan';
import { readQuotePlan, type QuotePlan } from '@/features/locations/lib/quote-plan';
import type { LeadSource } from '@shared/contact-inquiry';
import { formatDay } from '@shared/booking-cycles.ts';

// The contact page's form for a visitor who may have a campaign plan: loaded
// by that page only then (a plan kept in this browser, or handed over by the
// map's links), so the plain contact page carries none of the plan's code.

// Only a visitor with a plan loads its summary (and the estimator), and the
// reading of a stored plan (its boards and their availability).
const PlanSummary = lazy(() => import('@/features/locations/components/plan-summary').then((module) => ({ default: module.PlanSummary })));
const StoredQuotePlan = lazy(() => import('@/features/locations/components/stored-quote-plan').then((module) => ({ default: module.StoredQuotePlan })));

export const CONTACT_PLAN_TEXT = {
  excluded: 'Your campaign plan is not included in this message.',
  include: 'Include my plan',
  sent: (day: string) => `You sent a quote request for your plan on ${formatDay(day)}. Change it on the map to plan a new campaign, or clear it.`,
  clear: 'Clear plan',
} as const;

export interface PlanQuoteFormProps {
  source: LeadSource;
  /** The history entry's state, where the map's links hand the plan over. */
  state: unknown;
  /** Whether a plan to send is shown: the page then shrinks its hero on a phone, so the plan and the form start on the first screen. */
  onPlanShown: (shown: boolean) => void;
}

/**
 * The form, and for a visitor with a plan its summary above it; for a plan
 * with dates the form then requests them and takes artwork. The plan is the
 * one kept in this browser, however the page was reached (the map's links
 * also hand it over in the history entry, which stands in while the stored
 * one loads, and alone when the browser keeps none). Mounted only once the
 * page is live (the prerendered page has no plan), in place of the plain form.
 */
export function PlanQuoteForm({ source, state, onPlanShown }: PlanQuoteFormProps) {
  const handedPlan = useMemo(() => readQuotePlan(state), [state]);
  const { plan: stored, markRequested, clear } = useCampaignPlan();
  // A plan whose request has gone is not offered again as a new one.
  const sentOn = stored.requestedOn ?? null;
  const [storedPlan, setStoredPlan] = useState<QuotePlan | null>(null);
  const [excluded, setExcluded] = useState(false);
  // The button pressed goes with the summary: focus moves to the one that undoes it.
  const includeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (excluded) includeButton.current?.focus();
  }, [excluded]);
  const hasStored = stored.ids.length > 0 && !sentOn;
  const available = !sentOn ? ((hasStored ? storedPlan : null) ?? handedPlan) : null;
  const quotePlan = excluded ? null : available;
  const request = useMemo(() => (quotePlan?.booking && quotePlan.boards ? { boards: quotePlan.boards, booking: quotePlan.booking } : null), [quotePlan]);
  const extension = useBookingRequest(request);
  const leftOut = quotePlan?.leftOut ?? [];
  const shown = !sentOn && (stored.ids.length > 0 || handedPlan !== null);
  useEffect(() => onPlanShown(shown), [onPlanShown, shown]);
  return (
    <>
      {hasStored && (
        <Suspense>
          <StoredQuotePlan onPlan={setStoredPlan} />
        </Suspense>
      )}
      {(request || leftOut.length > 0) && (
        <Suspense>
          <PlanSummary request={request} leftOut={leftOut} onExclude={() => setExcluded(true)} />
        </Suspense>
      )}
      {available && excluded && (
        <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-gray-50 px-3 py-2 text-gray-800">
          {CONTACT_PLAN_TEXT.excluded}
          <button
            ref={includeButton}
            type="button"
            onClick={() => setExcluded(false)}
            className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4"
          >
            {CONTACT_PLAN_TEXT.include}
          </button>
        </p>
      )}
      {sentOn && stored.ids.length > 0 && (
        <p role="status" className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-gray-50 px-3 py-2 text-gray-800">
          {CONTACT_PLAN_TEXT.sent(sentOn)}
          <button type="button" onClick={clear} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
            {CONTACT_PLAN_TEXT.clear}
          </button>
        </p>
      )}
      <ContactForm
        source={quotePlan ? 'campaign-plan' : source}
        prefill={quotePlan ?? undefined}
        extension={extension}
        onSent={hasStored && quotePlan ? markRequested : undefined}
      />
    </>
  );
}
