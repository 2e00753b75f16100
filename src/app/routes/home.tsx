import { MapPin } from 'lucide-react';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { VideoPoster } from '@/components/marketing/video-poster';
import { localBusiness, organization } from '@/components/seo/business-json-ld';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { costPoints, services, whyItWorks } from '@/content/home';
import { heroHomeImage, videoPosterImage } from '@/content/images';
import { goLiveText, priceFromText } from '@/content/pricing';
import { LatestNews } from '@/features/blog/components/latest-news';
import { ContactForm } from '@/features/contact/components/contact-form';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Billboard Advertising in London Ontario | ${site.name}`}
        description={`Rent a digital LED billboard in London, Ontario. High-traffic locations, in-house ad design and campaigns ${priceFromText}, live ${goLiveText}.`}
        path={paths.home}
        keywords={[
          'billboard advertising London Ontario',
          'digital billboards London Ontario',
          'rent a billboard',
          'LED billboard advertising',
          'outdoor advertising Ontario',
        ]}
        image={heroHomeImage.src}
        jsonLd={[organization(), localBusiness()]}
      />

      <Hero
        image={heroHomeImage}
        eyebrow="Digital LED billboards in London, Ontario"
        title="Billboard Advertising in London Ontario That Gets You Noticed"
        subtitle={`Put your business on bright digital billboards along London’s busiest roads and Ontario’s major highways. Flexible 4-week campaigns, in-house design and your ad live ${goLiveText}.`}
        actions={
          <>
            <ButtonLink to={paths.inventory} size="lg">
              <MapPin aria-hidden="true" className="h-5 w-5" />
              Find a Billboard
            </ButtonLink>
            <ButtonLink to={paths.contactUs} size="lg" variant="outline-light">
              Get a Quote
            </ButtonLink>
          </>
        }
      />

      <PageSection aria-labelledby="home-about">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="home-about" eyebrow="About Us" title="Local Billboards, Run by Local People" align="left" />
            <div className="space-y-4 text-lg text-gray-700">
              <p>
                {site.name} helps businesses in London and across Ontario reach thousands of drivers every day with digital LED billboards. We handle everything
                from choosing the right boards to designing your artwork and scheduling your campaign.
              </p>
              <p>
                Whether you run a neighbourhood restaurant, a dealership or a regional brand, we will help you find locations your customers actually drive
                past, at a price that fits a local marketing budget.
              </p>
            </div>
            <ButtonLink to={paths.aboutUs} variant="outline" className="mt-8">
              More About Us
            </ButtonLink>
          </div>
          <VideoPoster youtubeId={site.aboutVideo.youtubeId} title={site.aboutVideo.title} poster={videoPosterImage} />
        </div>
      </PageSection>

      <PageSection tone="muted" aria-labelledby="home-why">
        <SectionHeading
          id="home-why"
          title="Why Billboard Advertising Works"
          description="Billboards are the one medium your customers cannot skip. A digital board shows your ad for 6–10 seconds every minute, all day and all evening."
        />
        <FeatureGrid items={whyItWorks} />
        <p className="mt-10 text-center">
          <ButtonLink to={paths.billboardMap} size="lg">
            Explore the Billboard Map
          </ButtonLink>
        </p>
      </PageSection>

      <PageSection aria-labelledby="home-cost">
        <SectionHeading
          id="home-cost"
          eyebrow="Cost-effective"
          title="Big Reach on a Local Budget"
          description="Sharing a premium digital face with a few other advertisers gives you a prime location for a fraction of the cost of a static board."
        />
        <FeatureGrid items={costPoints} />
        <p className="mt-10 text-center">
          <ButtonLink to={paths.billboards} size="lg" variant="secondary">
            View More
          </ButtonLink>
        </p>
      </PageSection>

      <PageSection tone="dark" aria-labelledby="home-services">
        <SectionHeading
          id="home-services"
          tone="light"
          eyebrow="Our services"
          title="Everything Your Campaign Needs"
          description="One team from the first call to the last day of your campaign."
        />
        <FeatureGrid items={services} columns={4} />
      </PageSection>

      {/* Renders its own "Latest News" heading and the three newest posts. */}
      <LatestNews />

      <PageSection aria-labelledby="home-contact">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="home-contact"
              eyebrow="Contact us"
              title="Ready to Get Your Business Noticed?"
              align="left"
              description={`Tell us about your business and your goals. ${site.responsePromise}`}
            />
            <p className="text-gray-700">
              Prefer to talk? Call us toll-free at{' '}
              <a href={telHref} className="font-semibold underline underline-offset-4">
                {site.phoneDisplay}
              </a>
              , {site.hours.display}
            </p>
          </div>
          <ContactForm source="home-page" />
        </div>
      </PageSection>
    </main>
  );
}
