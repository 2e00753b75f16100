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
import { readQuotePlan, type QuotePlan } from '@/features/locations/lib/quote-plan';
import type { LeadSource } from '@shared/contact-inquiry';
import { useHydrated } from '@/lib/use-hydrated';
import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

// Only a plan from the map page brings a summary, and the estimator with it.
const PlanSummary = lazy(() => import('@/features/locations/components/plan-summary').then((module) => ({ default: module.PlanSummary })));

export function Component() {
  // A campaign plan from the map page fills in Project Details (the form puts
  // it in once it is live). No state of this page changes while it hydrates.
  const { state } = useLocation();
  const quotePlan = useMemo(() => readQuotePlan(state), [state]);
  // A plan names itself; otherwise the page whose link brought the visitor, if it said.
  const source = quotePlan ? 'campaign-plan' : (readLeadSource(state) ?? 'contact-page');
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
        title="CONTACT US"
        subtitle={`Tell us about your business and the customers you want to reach. We will recommend the right boards and send you a clear quote. ${site.responsePromise}`}
        aside={
          <LazyImage {...heroContactImage} priority className="rounded-xl" wrapperClassName="mx-auto max-w-xl rounded-xl shadow-2xl ring-4 ring-brand/60" />
        }
      />

      <PageSection aria-labelledby="contact-form-heading">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <SectionHeading id="contact-form-heading" title="Request a Quote" align="left" />
            <QuoteForm source={source} quotePlan={quotePlan} />
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
 * The form, and for a plan with dates its summary above it; the form then
 * requests the dates and takes artwork. Only once the page is live: the
 * prerendered page has no plan, and hydration must find what it rendered.
 * Its own component, so that going live re-renders this part only, not the
 * page's hydration slices around it.
 */
function QuoteForm({ source, quotePlan }: { source: LeadSource; quotePlan: QuotePlan | null }) {
  const hydrated = useHydrated();
  const request = useMemo(
    () => (hydrated && quotePlan?.booking && quotePlan.boards ? { boards: quotePlan.boards, booking: quotePlan.booking } : null),
    [hydrated, quotePlan],
  );
  const extension = useBookingRequest(request);
  return (
    <>
      {request && (
        <Suspense>
          <PlanSummary boards={request.boards} booking={request.booking} />
        </Suspense>
      )}
      <ContactForm source={source} prefill={quotePlan ?? undefined} extension={extension} />
    </>
  );
}
