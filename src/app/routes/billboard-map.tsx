import { ButtonLink } from '@/components/ui/button-link';
import { Mail, Phone } from 'lucide-react';
import { Seo } from '@/components/seo/seo';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { BillboardLocations } from '@/features/locations/components/billboard-locations';
import { PlanActionBar } from '@/features/locations/components/plan-action-bar';
import { usePlanHandoff } from '@/features/locations/hooks/use-plan-handoff';

const MAP_PAGE_TEXT = {
  title: 'Billboard Locations Map',
  intro:
    'Explore our digital LED billboards in London, Ontario and across Ontario. Select a marker or a location in the list to see its address, media type, photos and sales sheet.',
  call: `Call ${site.phoneDisplay}`,
  message: 'Send a Message',
  seoTitle: 'Billboard Locations Map | Digital Billboards in London Ontario',
  seoDescription: 'Interactive map of our digital LED billboard locations in London, Ontario and across Ontario, with addresses, photos and sales sheets.',
} as const;

export function Component() {
  // Every quote link of this page carries the visitor's plan to the contact page.
  const handoff = usePlanHandoff();
  return (
    <main id="main" className="bg-white">
      <Seo
        title={MAP_PAGE_TEXT.seoTitle}
        description={MAP_PAGE_TEXT.seoDescription}
        path={paths.billboardMap}
        keywords={['billboard map', 'billboard locations London Ontario', 'digital billboards Ontario', 'LED billboard inventory']}
      />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-extrabold text-gray-900 md:text-4xl">{MAP_PAGE_TEXT.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-gray-700">{MAP_PAGE_TEXT.intro}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={telHref}>
            <Phone className="h-5 w-5" aria-hidden="true" />
            {MAP_PAGE_TEXT.call}
          </ButtonLink>
          <ButtonLink to={paths.contactUs} state={handoff} variant="outline">
            <Mail className="h-5 w-5" aria-hidden="true" />
            {MAP_PAGE_TEXT.message}
          </ButtonLink>
        </div>
        <div className="mt-8">
          <BillboardLocations apiKey={env.VITE_GOOGLE_MAPS_API_KEY} />
        </div>
      </section>
      <PlanActionBar handoff={handoff} />
    </main>
  );
}
