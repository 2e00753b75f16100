import { Seo } from '@/components/seo/seo';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { CompareBoards } from '@/features/locations/components/compare-boards';

export const COMPARE_PAGE_TEXT = {
  title: 'Compare boards',
  intro: `Your shortlist side by side: screen, loop, hours, audience, price per ${site.pricing.cycleWeeks}-week cycle and the next free start of each board.`,
  seoTitle: `Compare Digital Billboards Side by Side | ${site.name}`,
  seoDescription:
    'Compare up to four of our digital LED billboards side by side: location, screen size, loop, daily traffic, plays per day, share of voice, estimated impressions, price and next free start.',
} as const;

/**
 * /compare: a prerendered shell; the boards come from the visitor's browser and the figures from live data.
 * A crawler has no shortlist, so it would index an empty table: kept out of the index and the sitemap,
 * as the newsletter's confirmation and unsubscribe pages are.
 */
export function Component() {
  return (
    <main id="main" className="bg-white">
      <Seo title={COMPARE_PAGE_TEXT.seoTitle} description={COMPARE_PAGE_TEXT.seoDescription} path={paths.compare} noindex />
      <Container className="py-10">
        <h1 className="text-3xl font-extrabold text-ink md:text-4xl">{COMPARE_PAGE_TEXT.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-gray-700">{COMPARE_PAGE_TEXT.intro}</p>
        <div className="mt-8">
          <CompareBoards />
        </div>
      </Container>
    </main>
  );
}
