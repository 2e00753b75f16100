import { Phone } from 'lucide-react';
import { ChecklistColumns } from '@/components/marketing/checklist-columns';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { industryImage } from '@/content/images';
import { industryTitle, type IndustryContent } from '@/content/industry-content';
import { leadSourceState } from '@/features/contact/lib/lead-source-handoff';
import { industrySource } from '@shared/contact-inquiry';

// The banner's call to action (to /contact-us), word for word.
const INDUSTRY_BANNER_CTA = 'Start Your Campaign Today';

interface IndustryPageProps {
  industry: IndustryContent;
}

/** The one template of the ten industry pages; each page's route module passes its own copy. */
export function IndustryPage({ industry }: IndustryPageProps) {
  const { hero, facts } = industry;
  const image = industryImage(industry.slug, industry.imageAlt);
  const callLabel = `Call ${site.phoneDisplay}`;
  // The inquiry sent from the contact page then names this industry.
  const fromHere = leadSourceState(industrySource(industry.slug));

  return (
    <main id="main">
      <Seo
        title={industryTitle(industry.name)}
        description={industry.description}
        path={paths.industry(industry.slug)}
        keywords={industry.keywords}
        image={image.src}
      />
      <Hero
        eyebrow={`${industry.name} Billboards`}
        icon={hero.icon}
        title={hero.headline}
        subtitle={hero.subhead}
        actions={
          <>
            <ButtonLink to={paths.contactUs} state={fromHere} size="lg">
              {hero.primaryLabel}
            </ButtonLink>
            <ButtonLink to={paths.billboardMap} size="lg" variant="outline-light">
              {hero.secondaryLabel}
            </ButtonLink>
            {hero.showPhone ? (
              <ButtonLink to={telHref} size="lg" variant="outline-light">
                <Phone aria-hidden="true" className="h-5 w-5" />
                {callLabel}
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <PageSection aria-labelledby="industry-benefits">
        <SectionHeading id="industry-benefits" title={industry.benefitsHeading} description={industry.benefitsIntro} />
        <FeatureGrid items={industry.benefits} />
      </PageSection>

      <PageSection tone="muted" aria-labelledby="industry-facts">
        <div className="grid items-center gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <LazyImage {...image} className="rounded-xl" wrapperClassName="rounded-xl shadow-lg" />
          </div>
          <div className="lg:col-span-3">
            <SectionHeading id="industry-facts" title={facts.heading} description={facts.intro} align="left" />
          </div>
        </div>
        <div className="mt-10">
          <ChecklistColumns columns={facts.columns} />
        </div>
      </PageSection>

      <CtaBanner title="Ready to Be Seen Across London?" text={industry.bannerText}>
        <ButtonLink to={paths.contactUs} state={fromHere} size="lg" variant="secondary">
          {INDUSTRY_BANNER_CTA}
        </ButtonLink>
        <ButtonLink to={telHref} size="lg" variant="outline">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {`Call ${site.phoneDisplay}`}
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}
