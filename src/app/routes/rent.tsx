import { BarChart3, Mail, Map as MapIcon, SlidersHorizontal, Zap } from 'lucide-react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureCard } from '@/components/marketing/feature-card';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { goLiveText, priceRangeText, updateText } from '@/content/pricing';

const benefits = [
  {
    icon: Zap,
    title: 'Fast Setup',
    text: `Pick your boards, approve your artwork and your ad is typically live ${goLiveText}. No printing, no installation crew, no waiting weeks for a slot.`,
  },
  {
    icon: BarChart3,
    title: 'Measurable Results',
    text: 'Every board comes with a sales sheet of traffic and audience data, and we help you track response with dedicated offer codes, landing pages or phone numbers.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Flexible Pricing',
    text: `Campaigns run about ${priceRangeText}, with short and long-term options. Change your creative ${updateText} at no extra cost for production.`,
  },
];

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Rent a Billboard in London Ontario | ${site.name}`}
        description={`Rent a digital billboard in London, Ontario in three easy steps. Fast setup, measurable results and flexible pricing of about ${priceRangeText}.`}
        path={paths.rentABillboard}
        keywords={['rent a billboard', 'billboard rental London Ontario', 'digital billboard rental', 'billboard advertising Ontario']}
      />
      <Hero
        eyebrow="Rent a Billboard"
        title="Rent a Digital Billboard in London, Ontario"
        subtitle="Renting a billboard is easier than you think. Tell us what you want to achieve, choose your locations and we will handle the rest."
      />

      <PageSection aria-labelledby="rent-start">
        <SectionHeading id="rent-start" title="Two Ways to Get Started" />
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          <FeatureCard
            icon={Mail}
            title="Talk to Our Team"
            footer={
              <ButtonLink to={paths.contactUs} className="w-full">
                Contact Us
              </ButtonLink>
            }
          >
            <p>Share your goals, budget and timing. We will recommend boards that reach your customers and send you a clear proposal. {site.responsePromise}</p>
          </FeatureCard>
          <FeatureCard
            icon={MapIcon}
            title="Browse the Map"
            footer={
              <ButtonLink to={paths.billboardMap} variant="secondary" className="w-full">
                View the Billboard Map
              </ButtonLink>
            }
          >
            <p>See every active board on our interactive map, with photos, locations and sales sheets, and pick the ones on your customers’ routes.</p>
          </FeatureCard>
        </div>
      </PageSection>

      <PageSection tone="muted" aria-labelledby="rent-benefits">
        <SectionHeading id="rent-benefits" title="Why Rent a Digital Billboard With Us" />
        <FeatureGrid items={benefits} />
      </PageSection>

      <CtaBanner title="Ready to Rent Your Billboard?" text="Get a quote, find a location or see exactly what a campaign costs.">
        <ButtonLink to={paths.contactUs} size="lg" variant="secondary">
          Get a Quote
        </ButtonLink>
        <ButtonLink to={paths.billboardMap} size="lg" variant="outline">
          Find a Location
        </ButtonLink>
        <ButtonLink to={paths.billboardCosts} size="lg" variant="outline">
          See Billboard Costs
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}
