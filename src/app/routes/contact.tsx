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
import { ContactForm } from '@/features/contact/components/contact-form';
import { readLeadSource } from '@/features/contact/lib/lead-source-handoff';
import { PLAN_STORAGE_KEY } from '@/config/browser-storage';
import { CARD_HOLD_RETURN } from '@shared/card-hold-return';
import type { LeadSource } from '@shared/contact-inquiry';
import { useHydrated } from '@/lib/use-hydrated';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

// Only a visitor who may have a campaign plan loads the form that reads it (and its summary, the estimator),
// asked for as soon as this page's code runs rather than once the page is live: a phone's round trip sooner.
const loadPlanForm = () => import('../contact-plan-form');
const PlanQuoteForm = lazy(() => loadPlanForm().then((module) => ({ default: module.PlanQuoteForm })));
if (typeof window !== 'undefined' && mayBringPlan((window.history.state as { usr?: unknown } | null)?.usr)) void loadPlanForm();

// Only a visitor back from Stripe Checkout (the request's card step) loads its notice.
const CardHoldReturn = lazy(() => import('@/features/contact/components/card-hold-return').then((module) => ({ default: module.CardHoldReturn })));

export function Component() {
  // A campaign plan fills in Project Details (the form puts it in once it is
  // live). No state of this page changes while it hydrates.
  const { state, search } = useLocation();
  const hydrated = useHydrated();
  // Without a plan: the page whose link brought the visitor, if it said.
  const source = readLeadSource(state) ?? 'contact-page';
  // With a plan the visitor came to send it: on a phone the hero shrinks to its title so the
  // plan and the form start on the first screen. Only once live: the prerender has no plan.
  const [withPlan, setWithPlan] = useState(false);
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
            <QuoteForm source={source} state={state} onPlanShown={setWithPlan} />
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

/** Whether this visit may bring a campaign plan: one kept in this browser, or one the history entry's state hands over (anything it holds beyond the lead source). */
function mayBringPlan(state: unknown): boolean {
  if (typeof state === 'object' && state !== null && Object.keys(state).some((key) => key !== 'leadSource')) return true;
  try {
    return localStorage.getItem(PLAN_STORAGE_KEY) !== null;
  } catch {
    // Storage the browser refuses keeps no plan.
    return false;
  }
}

/**
 * The form, and for a visitor who may have a plan, the form that reads it
 * (its summary above, its dates requested). The plain form is what the page
 * prerenders and hydrates; the plan's form takes its place once loaded, in a
 * transition, so the plain form stays on screen meanwhile.
 */
function QuoteForm({ source, state, onPlanShown }: { source: LeadSource; state: unknown; onPlanShown: (shown: boolean) => void }) {
  const [planned, setPlanned] = useState(false);
  useEffect(() => {
    if (mayBringPlan(state)) startTransition(() => setPlanned(true));
  }, [state]);
  const plain = <ContactForm source={source} />;
  return <Suspense fallback={plain}>{planned ? <PlanQuoteForm source={source} state={state} onPlanShown={onPlanShown} /> : plain}</Suspense>;
}
