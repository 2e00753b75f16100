import { CalendarRange, Mail, MapPin, Maximize, Palette, Phone, Receipt, RefreshCw, Timer } from 'lucide-react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { leadSourceState } from '@/features/contact/lib/lead-source-handoff';
import { CostEstimator } from '@/features/locations/components/cost-estimator';
import { durationRatesText } from '@/features/locations/lib/estimate';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { goLiveText, priceRangeText, updateText } from '@/content/pricing';

const factors = [
  {
    icon: MapPin,
    title: 'Location',
    text: 'Boards on the busiest roads and highway approaches see more traffic and cost more. Quieter neighbourhood boards are a budget-friendly way to target a specific area.',
  },
  {
    icon: CalendarRange,
    title: 'Campaign Length',
    text: `Billing runs in ${site.pricing.cycleWeeks}-week cycles. Short bursts suit events and sales; longer campaigns build recognition and earn a better rate per cycle. ${durationRatesText()}`,
  },
  {
    icon: Maximize,
    title: 'Screen Size',
    text: 'Size depends on the location. Larger screens command more attention from a distance and are priced accordingly.',
  },
];

const included = [
  { icon: Palette, title: 'In-house ad design', text: 'Our designers create billboard-ready artwork for you, built to be read at a glance.' },
  { icon: Timer, title: 'Fast launch', text: `Your ad typically goes live ${goLiveText}.` },
  { icon: RefreshCw, title: 'Creative updates', text: `Refresh your message ${updateText} with no printing or installation fees.` },
  { icon: Receipt, title: 'Simple billing', text: 'One clear price per cycle for the boards you choose. No hidden production charges.' },
];

const EXPLAINER_ID = 'pricing-explained';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Billboard Costs in London Ontario | ${site.name}`}
        description={`How much does a billboard cost in London, Ontario? Digital billboard campaigns run about ${priceRangeText}, depending on location, duration and screen size.`}
        path={paths.billboardCosts}
        keywords={['billboard cost London Ontario', 'how much does a billboard cost', 'digital billboard pricing', 'billboard advertising rates']}
      />
      <Hero
        eyebrow="Billboard Costs"
        title="How Much Does a Billboard Cost in London, Ontario?"
        subtitle={`Most digital billboard campaigns cost about ${priceRangeText}. Here is what shapes the price and what you get for it.`}
        scrollTargetId={EXPLAINER_ID}
        scrollLabel="Scroll down to the pricing explanation"
      />

      <PageSection id={EXPLAINER_ID} aria-labelledby="costs-factors">
        <SectionHeading
          id="costs-factors"
          title="What Affects the Price"
          description="Three things set the cost of a digital billboard campaign. We will help you balance them against your goals and budget."
        />
        <FeatureGrid items={factors} />
        <div className="mx-auto mt-10 max-w-2xl">
          <CostEstimator />
        </div>
        <p className="mt-10 text-center">
          <ButtonLink to={paths.billboardMap} size="lg" variant="secondary">
            <MapPin aria-hidden="true" className="h-5 w-5" />
            Compare Locations on the Map
          </ButtonLink>
        </p>
      </PageSection>

      <PageSection tone="muted" aria-labelledby="costs-included">
        <SectionHeading id="costs-included" title="What’s Included" />
        <FeatureGrid items={included} columns={4} />
      </PageSection>

      <CtaBanner
        title="Get an Exact Quote"
        text={`Call us for a quick answer, or fill out our contact form and we will send a quote for the boards you like. ${site.responsePromise}`}
      >
        <ButtonLink to={telHref} size="lg" variant="secondary">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {`Call ${site.phoneDisplay}`}
        </ButtonLink>
        <ButtonLink to={paths.contactUs} state={leadSourceState('billboard-costs')} size="lg" variant="outline">
          <Mail aria-hidden="true" className="h-5 w-5" />
          Fill Out the Contact Form
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}
