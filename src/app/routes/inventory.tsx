import { FileText, Image as ImageIcon, Map as MapIcon, Phone, RadioTower } from 'lucide-react';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { InventoryBoards } from '@/features/locations/components/inventory-boards';
import { mailtoHref, site, telHref } from '@/config/site';

const blurbs = [
  {
    icon: ImageIcon,
    title: 'A Page for Every Board',
    text: 'Each board has its own page: its photos, screen size and pixels, spot length and loop, facing, operating hours, daily impressions with their source, and its price per 4-week cycle.',
  },
  {
    icon: FileText,
    title: 'Sales Sheets Ready to Print',
    text: 'Every board page prints as a one-page sales sheet with the photo, specs, audience, price and our contact details, ready to share with your team.',
  },
  {
    icon: RadioTower,
    title: 'Availability for the Next 13 Cycles',
    text: 'The map and each board page show which of the next 13 cycles are available, have 1 slot left or are sold out, straight from our booking calendar.',
  },
];

// The scroll-down button leads to the boards themselves, right after the hero.
const BOARDS_SECTION_ID = 'inventory-boards';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Billboard Inventory | Digital Billboard Locations in Ontario | ${site.name}`}
        description="Browse our digital billboard inventory in London and across Ontario: every active board on an interactive map, each with its own page of photos, specs, audience, price and availability."
        path={paths.inventory}
        keywords={['billboard inventory', 'billboard locations London Ontario', 'digital billboard map', 'billboard sales sheets']}
        schemaType="CollectionPage"
      />
      <Hero
        eyebrow="Inventory"
        title="Our Digital Billboard Inventory"
        subtitle="Digital LED boards in high-traffic locations across London and Ontario. Find the ones your customers drive past every day."
        scrollTargetId={BOARDS_SECTION_ID}
        scrollLabel="Scroll down to see every board"
      />

      <PageSection id={BOARDS_SECTION_ID} aria-labelledby="inventory-boards-heading">
        <InventoryBoards headingId="inventory-boards-heading" />
      </PageSection>

      <PageSection tone="muted" aria-labelledby="inventory-map-heading">
        <div className="mx-auto max-w-3xl text-center">
          <MapIcon aria-hidden="true" className="mx-auto mb-4 h-10 w-10 text-brand-700" />
          <SectionHeading id="inventory-map-heading" title="Explore Every Board on Our Interactive Map" />
          <p className="text-lg text-gray-700">
            Our billboard map plots every active location. Zoom in on your neighbourhood or follow a highway corridor, click a marker to see the board, and open
            its page for the photos, specs, price and free cycles. Add the boards you like to your plan for a free start, see the estimate, and send us the
            plan: we hold the slots and confirm the booking with you.
          </p>
          <ButtonLink to={paths.billboardMap} size="lg" className="mt-8">
            Open the Billboard Map
          </ButtonLink>
        </div>
      </PageSection>

      <PageSection aria-labelledby="inventory-blurbs">
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
