import { FileText, Image as ImageIcon, Map as MapIcon, Phone, RadioTower } from 'lucide-react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { mailtoHref, site, telHref } from '@/config/site';

const blurbs = [
  {
    icon: ImageIcon,
    title: 'Visual Location Details',
    text: 'Each marker opens photos of the board and its surroundings, so you can see exactly what drivers see before you book.',
  },
  {
    icon: FileText,
    title: 'Audience Insights via Sales Sheets',
    text: 'Download a sales sheet for any board with its address, screen size, traffic figures and the audience it reaches.',
  },
  {
    icon: RadioTower,
    title: 'Real-Time Availability',
    text: 'The map shows only active boards, kept up to date by our team, so what you see is what you can book.',
  },
];

const MAP_SECTION_ID = 'inventory-map';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Billboard Inventory | Digital Billboard Locations in Ontario | ${site.name}`}
        description="Browse our digital billboard inventory in London and across Ontario. See every active board on an interactive map with photos, sales sheets and audience details."
        path={paths.inventory}
        keywords={['billboard inventory', 'billboard locations London Ontario', 'digital billboard map', 'billboard sales sheets']}
        schemaType="CollectionPage"
      />
      <Hero
        eyebrow="Inventory"
        title="Our Digital Billboard Inventory"
        subtitle="Digital LED boards in high-traffic locations across London and Ontario. Find the ones your customers drive past every day."
        scrollTargetId={MAP_SECTION_ID}
        scrollLabel="Scroll down to learn about the billboard map"
      />

      <PageSection id={MAP_SECTION_ID} aria-labelledby="inventory-map-heading">
        <div className="mx-auto max-w-3xl text-center">
          <MapIcon aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-brand-700" />
          <SectionHeading id="inventory-map-heading" title="Explore Every Board on Our Interactive Map" />
          <p className="text-lg text-gray-700">
            Our billboard map plots every active location. Zoom in on your neighbourhood or follow a highway corridor, click a marker to see the board, and open
            its sales sheet for the details. When you find the right spots, send us a message or give us a call and we will check availability for your dates.
          </p>
          <ButtonLink to={paths.billboardMap} size="lg" className="mt-8">
            Open the Billboard Map
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection tone="muted" aria-labelledby="inventory-blurbs">
        <SectionHeading id="inventory-blurbs" title="Everything You Need to Choose With Confidence" />
        <FeatureGrid items={blurbs} />
      </PageSection>

      <CtaBanner title="Need Help Choosing a Location?" text={`Our team knows every board. ${site.responsePromise}`}>
        <ButtonLink to={paths.contactUs} size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
        <ButtonLink to={telHref} size="lg" variant="outline">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {`Call ${site.phoneDisplay}`}
        </ButtonLink>
        <ButtonLink to={mailtoHref} size="lg" variant="outline">
          Email Us
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}
