import { Car, Clock, Eye, House, MonitorPlay, Moon, RefreshCw, Store, Sun, Wallet } from 'lucide-react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { heroBillboardsImage } from '@/content/images';
import { goLiveText, priceRangeText, updateText } from '@/content/pricing';

const howItWorks = [
  {
    icon: Clock,
    title: '6–10 seconds, every minute',
    text: 'Each digital board plays a loop of a few advertisers. Your ad appears for 6–10 seconds in every minute, hundreds of times a day.',
  },
  {
    icon: RefreshCw,
    title: 'The side switches each minute',
    text: 'On two-sided boards your ad alternates sides each minute, so drivers heading in both directions see it throughout the day.',
  },
  {
    icon: MonitorPlay,
    title: 'Change your message easily',
    text: `Update your creative ${updateText} with no printing or installation. New artwork goes live ${goLiveText}.`,
  },
];

const ledPoints = [
  { icon: Sun, title: 'Bright in daylight', text: 'High-brightness LED panels stay vivid and readable in full summer sun.' },
  { icon: Moon, title: 'Automatic dimming at night', text: 'Screens adjust to ambient light after dark: still eye-catching, never glaring.' },
  { icon: Eye, title: 'Sharp, full-colour images', text: 'Photos, logos and bold type display crisply, with none of the fading of printed vinyl.' },
];

const benefits = [
  { icon: Eye, title: '95% of adults weekly', text: 'Outdoor advertising reaches 95% of adults every week, a reach few media can match.' },
  { icon: Store, title: '76% visited a store', text: '76% of consumers have visited a store they saw advertised on a billboard.' },
  { icon: Car, title: 'Stay top of mind', text: 'A car buyer researches for 2–3 months. Daily exposure keeps your name on the shortlist the whole time.' },
  { icon: House, title: 'Long decisions, repeated views', text: 'The average home buyer search lasts 10 weeks: plenty of commutes past your message.' },
];

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Digital Billboard Advertising in London Ontario | ${site.name}`}
        description={`How digital billboard advertising works in London, Ontario: 6–10 second rotations every minute, bright LED boards and pricing of about ${priceRangeText}.`}
        path={paths.billboards}
        keywords={['digital billboard advertising', 'LED billboards London Ontario', 'billboard cost', 'how digital billboards work', 'outdoor advertising']}
        image={heroBillboardsImage.src}
      />
      <Hero
        image={heroBillboardsImage}
        eyebrow="Billboards"
        title="Digital Billboard Advertising"
        subtitle="Bright LED boards, flexible campaigns and a message you can change whenever your business does. Here is how it works and what it costs."
        actions={
          <ButtonLink to={paths.contactUs} size="lg">
            Get a Free Quote
          </ButtonLink>
        }
      />

      <PageSection aria-labelledby="billboards-how">
        <SectionHeading id="billboards-how" title="How Digital Billboards Work" />
        <FeatureGrid items={howItWorks} />
      </PageSection>

      <PageSection tone="brand" aria-labelledby="billboards-cost">
        <div className="mx-auto max-w-3xl text-center">
          <Wallet aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-brand-800" />
          <SectionHeading id="billboards-cost" title="What Does a Digital Billboard Cost?" />
          <p className="text-2xl font-bold text-ink">About {priceRangeText}</p>
          <p className="mt-4 text-lg text-gray-700">
            The price depends on the location, the length of your campaign and the screen size. We offer flexible short and long-term options, and billing runs
            in {site.pricing.cycleWeeks}-week cycles, so you are never locked into more than you need.
          </p>
          <ButtonLink to={paths.billboardCosts} variant="outline" className="mt-8">
            See How Pricing Works
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection aria-labelledby="billboards-led">
        <SectionHeading
          id="billboards-led"
          title="Our LED Boards"
          description="Every board in our inventory is a modern digital LED display in a high-traffic Ontario location. Screen size depends on the location."
        />
        <FeatureGrid items={ledPoints} />
      </PageSection>

      <PageSection tone="muted" aria-labelledby="billboards-benefits">
        <SectionHeading id="billboards-benefits" title="The Benefits of Billboard Advertising" />
        <FeatureGrid items={benefits} columns={4} />
      </PageSection>

      <CtaBanner title="Ready to Go Digital?" text={`Tell us about your business and we will recommend the right boards. ${site.responsePromise}`}>
        <ButtonLink to={paths.contactUs} size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}
