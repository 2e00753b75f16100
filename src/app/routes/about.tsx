import { Handshake, HeartHandshake, Lightbulb, ShieldCheck } from 'lucide-react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { goLiveText } from '@/content/pricing';

const commitments = [
  {
    icon: ShieldCheck,
    title: 'Honest, Transparent Pricing',
    text: 'You see what a campaign costs before you commit: the location, the length and what is included. No surprise fees for design changes or production.',
  },
  {
    icon: Lightbulb,
    title: 'Creative That Works on the Road',
    text: 'A billboard has a few seconds to make its point. Our in-house designers keep your message bold, short and easy to read at highway speed.',
  },
  {
    icon: Handshake,
    title: 'A Partner, Not a Vendor',
    text: `We answer the phone, ${site.hours.display}, and respond to every enquiry within 24 hours. You deal with the same people from proposal to final report.`,
  },
  {
    icon: HeartHandshake,
    title: 'Invested in Our Community',
    text: 'We live and work in London too. When local businesses grow, so does the city we call home, which is why we price our boards for local budgets.',
  },
];

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`About Us | ${site.name}`}
        description={`Meet ${site.name}: a London, Ontario company helping local businesses grow with digital LED billboards, in-house ad design and honest, flexible pricing.`}
        path={paths.aboutUs}
        keywords={['about London Digital Billboards', 'billboard company London Ontario', 'digital billboard advertising', 'outdoor advertising Ontario']}
        schemaType="AboutPage"
      />
      <Hero
        eyebrow="About Us"
        title="Helping London Businesses Get Seen"
        subtitle="We put local brands on bright digital billboards where Ontario drives, and we make the whole process simple, fast and affordable."
      />

      <PageSection aria-labelledby="about-story">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="about-story" title="Our Story" />
          <div className="space-y-5 text-lg text-gray-700">
            <p>
              {site.name} started with a simple observation: the businesses that make London what it is, the family restaurants, independent shops, clinics and
              dealerships, were priced out of the most visible advertising in the city. Billboards belonged to national brands with national budgets.
            </p>
            <p>
              Digital LED technology changed that. Because one digital face shows several advertisers in rotation, a local business can share a premium location
              for a fraction of the cost of a static board, and change its message without paying for printing or installation.
            </p>
            <p>
              Today we operate digital boards in high-traffic locations in London and across Ontario. We help advertisers of every size choose the right
              locations, design artwork that stands out, and go live {goLiveText}.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection tone="muted" aria-labelledby="about-commitment">
        <SectionHeading id="about-commitment" title="Our Commitment" description="Every campaign, large or small, gets the same care and the same promises." />
        <FeatureGrid items={commitments} columns={4} />
      </PageSection>

      <CtaBanner
        title="Let’s Put Your Business on the Map"
        text="Tell us about your goals, browse our boards or read how digital billboard advertising works. Questions? Our FAQ has quick answers."
      >
        <ButtonLink to={paths.contactUs} size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
        <ButtonLink to={paths.inventory} size="lg" variant="outline">
          View Our Inventory
        </ButtonLink>
        <ButtonLink to={paths.billboards} size="lg" variant="outline">
          How Digital Billboards Work
        </ButtonLink>
        <ButtonLink to={paths.faq} size="lg" variant="outline">
          Read the FAQ
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}
