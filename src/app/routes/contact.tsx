import { CtaBanner } from '@/components/marketing/cta-banner';
import { ContactDetails } from '@/components/marketing/contact-details';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { heroContactImage } from '@/content/images';
import { useBookingRequest } from '@/features/contact/components/booking-request';
import { ContactForm } from '@/features/contact/components/contact-form';
import { readLeadSource } from '@/features/contact/lib/lead-source-handoff';
import { useCampaignPlan } from '@/features/locations/hooks/use-campaign-plan';
import { readQuotePlan, type QuotePlan } from '@/features/locations/lib/quote-plan';
import { CARD_HOLD_RETURN } from '@shared/card-hold-return';
import type { LeadSource } from '@shared/contact-inquiry';
import { formatDay } from '@shared/booking-cycles.ts';
import { useHydrated } from '@/lib/use-hydrated';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

// Only a visitor with a plan loads its summary (and the estimator), and the
// reading of a stored plan (its boards and their availability).
const PlanSummary = lazy(() => import('@/features/locations/components/plan-summary').then((module) => ({ default: module.PlanSummary })));
const StoredQuotePlan = lazy(() => import('@/features/locations/components/stored-quote-plan').then((module) => ({ default: module.StoredQuotePlan })));

// Only a visitor back from Stripe Checkout (the request's card step) loads its notice.
const CardHoldReturn = lazy(() => import('@/features/contact/components/card-hold-return').then((module) => ({ default: module.CardHoldReturn })));

export const CONTACT_PLAN_TEXT = {
  excluded: 'Your campaign plan is not included in this message.',
  include: 'Include my plan',
  sent: (day: string) => `You sent a quote request for your plan on ${formatDay(day)}. Change it on the map to plan a new campaign, or clear it.`,
  clear: 'Clear plan',
} as const;

export function Component() {
  // A campaign plan fills in Project Details (the form puts it in once it is
  // live). No state of this page changes while it hydrates.
  const { state, search } = useLocation();
  const hydrated = useHydrated();
  const handedPlan = useMemo(() => readQuotePlan(state), [state]);
  // Without a plan: the page whose link brought the visitor, if it said.
  const source = readLeadSource(state) ?? 'contact-page';
  // With a plan the visitor came to send it: on a phone the hero shrinks to its title so the
  // plan and the form start on the first screen. Only once live: the prerender has no plan.
  const { plan } = useCampaignPlan();
  const withPlan = hydrated && !plan.requestedOn && (plan.ids.length > 0 || handedPlan !== null);
  return (
    <main id="main">
      <Seo
        title={`Contact Us | Get a Billboard Quote | ${site.name}`}
        description={`Contact ${site.name} for a digital billboard quote in London, Ontario. Call toll-free or send us your project details. ${site.responsePromise}`}
        path={paths.contactUs}
        keywords={['contact London Digital Billboards', 'billboard quote London Ontario', 'rent a billboard', 'billboard advertising contact']}
        schemaType="ContactPage"
        image={heroContactImage.src}
      />
      <Hero
        compact={withPlan}
        title="CONTACT US"
        subtitle={`Tell us about your business and the customers you want to reach. We will recommend the right boards and send you a clear quote. ${site.responsePromise}`}
        aside={
          <LazyImage {...heroContactImage} priority className="rounded-xl" wrapperClassName="mx-auto max-w-xl rounded-xl shadow-2xl ring-4 ring-brand/60" />
        }
      />

      <PageSection aria-labelledby="contact-form-heading" tightTop={withPlan}>
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            {hydrated && new URLSearchParams(search).has(CARD_HOLD_RETURN.param) && (
              <Suspense fallback={null}>
                <CardHoldReturn search={search} />
              </Suspense>
            )}
            <SectionHeading id="contact-form-heading" title="Request a Quote" align="left" tight={withPlan} />
            <QuoteForm source={source} handedPlan={handedPlan} />
          </div>
          <aside aria-labelledby="contact-details-heading" className="rounded-xl bg-gray-50 p-8 lg:col-span-2">
            <h2 id="contact-details-heading" className="mb-6 text-2xl font-bold text-ink">
              Get in Touch
            </h2>
            <ContactDetails />
          </aside>
        </div>
      </PageSection>

      <CtaBanner title="Want to Look Around First?" text="See every active board on our map, or find quick answers in our FAQ.">
        <ButtonLink to={paths.billboardMap} size="lg" variant="secondary">
          View the Billboard Map
        </ButtonLink>
        <ButtonLink to={paths.faq} size="lg" variant="outline">
          Read the FAQ
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}

/**
 * The form, and for a visitor with a plan its summary above it; for a plan
 * with dates the form then requests them and takes artwork. The plan is the
 * one kept in this browser, however the page was reached (the map's links
 * also hand it over in the history entry, which stands in while the stored
 * one loads, and alone when the browser keeps none). Only once the page is
 * live: the prerendered page has no plan, and hydration must find what it
 * rendered. Its own component, so that going live re-renders this part only.
 */
function QuoteForm({ source, handedPlan }: { source: LeadSource; handedPlan: QuotePlan | null }) {
  const hydrated = useHydrated();
  const { plan: stored, markRequested, clear } = useCampaignPlan();
  // A plan whose request has gone is not offered again as a new one.
  const sentOn = hydrated ? (stored.requestedOn ?? null) : null;
  const [storedPlan, setStoredPlan] = useState<QuotePlan | null>(null);
  const [excluded, setExcluded] = useState(false);
  // The button pressed goes with the summary: focus moves to the one that undoes it.
  const includeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (excluded) includeButton.current?.focus();
  }, [excluded]);
  const hasStored = hydrated && stored.ids.length > 0 && !sentOn;
  const available = hydrated && !sentOn ? ((hasStored ? storedPlan : null) ?? handedPlan) : null;
  const quotePlan = excluded ? null : available;
  const request = useMemo(() => (quotePlan?.booking && quotePlan.boards ? { boards: quotePlan.boards, booking: quotePlan.booking } : null), [quotePlan]);
  const extension = useBookingRequest(request);
  const leftOut = quotePlan?.leftOut ?? [];
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
