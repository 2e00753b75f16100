import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { FileText, Navigation, Printer } from 'lucide-react';
import { Seo } from '@/components/seo/seo';
import { absoluteUrl } from '@/components/seo/site-url';
import { buttonVariants } from '@/components/ui/button-variants';
import { Container } from '@/components/ui/container';
import { LazyImage } from '@/components/ui/lazy-image';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { shippedImageSources } from '@/content/images';
import { cn } from '@/lib/cn';
import { safeUrl } from '@/lib/safe-url';
import { useHydrated } from '@/lib/use-hydrated';
import type { BillboardLocation } from '@/types/billboard-location';
import { useBoardBySlug } from '../api/get-board-page';
import { audienceText, BOARD_FACT_LABELS, boardFacts, priceText, spotText } from '../lib/board-facts';
import { boardJsonLd } from '../lib/board-json-ld';
import { boardPageHref, coordinatesText, directionsHref, PRINT_QUERY, salesSheetLink } from '../lib/board-links';
import { STATIC_MAP_SIZE, staticMapUrl } from '../lib/static-map-url';
import { thumbnailAlt } from '../lib/location-text';
import { useAudienceByBoard } from '../hooks/use-board-audience';
import { useCompareList } from '../hooks/use-compare-list';
import { AudienceFacts } from './audience-facts';
import { BoardPlanSection } from './board-plan-section';
import { CompareToggle } from './compare-toggle';
import { NearbyBoards } from './nearby-boards';

// A slug that names no board is rare: the not-found page's code loads only then.
const NotFoundContent = lazy(() => import('@/components/marketing/not-found-content').then((m) => ({ default: m.NotFoundContent })));

export const BOARD_PAGE_TEXT = {
  loading: 'Loading billboard...',
  error: 'Error loading this billboard. Please try again later.',
  backToMap: 'All boards on the map',
  specs: 'Specs',
  audience: 'Audience',
  price: 'Price',
  salesSheet: 'Sales sheet',
  salesSheetPdf: 'Sales sheet (PDF)',
  print: 'Print this sales sheet',
  sheetTitle: 'Sales sheet',
  contacts: 'Book this board',
  mapAlt: (name: string) => `Map of the streets around ${name}, the board marked in red`,
  directions: 'Get directions',
  directionsLabel: (name: string) => `Get directions to ${name} (Google Maps, opens in a new tab)`,
  location: 'Location',
  coordinates: (text: string) => `Coordinates: ${text}`,
} as const;

export const boardPageTitle = (board: Pick<BillboardLocation, 'name'>) => `${board.name} Digital Billboard | ${site.name}`;

/** One line for search results: where, what, who sees it, what it costs. */
export function boardPageDescription(board: BillboardLocation): string {
  const screen = board.screen_size ? `${board.screen_size} digital LED billboard` : 'Digital LED billboard';
  return `${screen} at ${board.address}: ${spotText(board)}. ${audienceText(board)}. ${priceText(board)}.`;
}

function BackToMap() {
  return (
    <Link to={paths.billboardMap} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline print:hidden">
      <span aria-hidden="true">←</span> {BOARD_PAGE_TEXT.backToMap}
    </Link>
  );
}

/** A board's page, /inventory/<slug>; an old slug moves to the board's page now, an unknown or inactive one is not found. */
export function BoardPage({ slug }: { slug: string }) {
  const { data, isPending, isError } = useBoardBySlug(slug);
  const { search } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [slug]);

  if (isPending) {
    return (
      <main id="main">
        <Container className="py-16">
          <p role="status" className="text-center text-gray-600">
            {BOARD_PAGE_TEXT.loading}
          </p>
        </Container>
      </main>
    );
  }
  if (isError) {
    return (
      <main id="main">
        <Container className="py-16 text-center">
          <Seo title={`Billboard | ${site.name}`} description={site.description} path={paths.board(slug)} noindex />
          <p role="alert" className="mb-6 text-red-700">
            {BOARD_PAGE_TEXT.error}
          </p>
          <BackToMap />
        </Container>
      </main>
    );
  }
  if (!data.board)
    return data.movedTo ? (
      <Navigate replace to={{ pathname: paths.board(data.movedTo), search }} />
    ) : (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  return <BoardDetails board={data.board} />;
}

function BoardDetails({ board }: { board: BillboardLocation }) {
  const live = useHydrated();
  const [params] = useSearchParams();
  // The print version on screen: what the printout shows, with a print button.
  const sheet = live && params.has(PRINT_QUERY);
  const pageUrl = absoluteUrl(boardPageHref(board));
  const photos = [
    { src: safeUrl(board.thumbnail_image_1), alt: board.thumbnail_image_1_alt?.trim() || thumbnailAlt(board.name, 1) },
    { src: safeUrl(board.thumbnail_image_2), alt: board.thumbnail_image_2_alt?.trim() || thumbnailAlt(board.name, 2) },
  ].filter((photo): photo is { src: string; alt: string } => photo.src !== null);
  const sheetLink = salesSheetLink(board);
  const facts = boardFacts(board).filter((fact) => fact.label !== BOARD_FACT_LABELS.audience && fact.label !== BOARD_FACT_LABELS.price);
  const screenOnly = sheet ? 'hidden' : 'print:hidden';
  // Only the sheet asks for the map image, and only with a key the Static API allows: a
  // visitor reading the page never pays for it, and a refused image never prints broken.
  const [mapFailed, setMapFailed] = useState(false);
  const mapImage = sheet && !mapFailed ? staticMapUrl(board, env.VITE_GOOGLE_STATIC_MAPS_API_KEY) : null;

  return (
    <main id="main" data-sales-sheet="" className="bg-white">
      <Seo
        title={boardPageTitle(board)}
        description={boardPageDescription(board)}
        path={boardPageHref(board)}
        image={photos[0]?.src}
        imageAlt={photos[0]?.alt}
        breadcrumbLabel={board.name}
        keywords={[board.name, 'digital billboard', 'billboard advertising', board.address.split(',')[1]?.trim() ?? 'Ontario']}
        jsonLd={boardJsonLd(
          board,
          pageUrl,
          photos.map((photo) => photo.src),
        )}
      />
      <Container className="py-10 print:max-w-none print:px-0 print:py-0">
        <div className={screenOnly}>
          <BackToMap />
        </div>
        <p className={cn('mt-6 text-sm font-semibold uppercase tracking-wide text-gray-600 print:mt-0', sheet ? 'block' : 'hidden print:block')}>
          {site.name} · {BOARD_PAGE_TEXT.sheetTitle}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold text-ink md:text-4xl print:mt-1 print:text-2xl">{board.name}</h1>
        <p className="mt-2 text-lg text-gray-700 print:mt-0 print:text-base">{board.address}</p>
        <a
          href={directionsHref(board)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={BOARD_PAGE_TEXT.directionsLabel(board.name)}
          className="mt-2 inline-flex items-center gap-1 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800 print:hidden"
        >
          <Navigation className="h-4 w-4" aria-hidden="true" />
          {BOARD_PAGE_TEXT.directions}
        </a>
        <div className={cn('mt-4 flex flex-wrap items-center gap-3', screenOnly)}>
          <BoardCompareToggle board={board} />
        </div>
        {sheet ? (
          <button type="button" onClick={() => window.print()} className={cn(buttonVariants({}), 'mt-4 print:hidden')}>
            <Printer className="h-5 w-5" aria-hidden="true" />
            {BOARD_PAGE_TEXT.print}
          </button>
        ) : null}

        {/* The page's parts are boundaries of their own: each hydrates apart, in a short task. */}
        <Suspense>
          <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr] print:mt-4 print:grid-cols-2 print:gap-6">
            <div>
              {photos.length > 0 ? (
                <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-1">
                  {photos.map((photo, i) => (
                    <LazyImage
                      key={photo.src}
                      src={photo.src}
                      sources={shippedImageSources(photo.src)}
                      alt={photo.alt}
                      width={800}
                      height={600}
                      priority={i === 0}
                      wrapperClassName={i > 0 ? 'print:hidden' : undefined}
                      className="rounded-lg object-cover"
                    />
                  ))}
                </div>
              ) : null}
              {board.description ? <p className="mt-4 text-gray-800 print:text-sm">{board.description}</p> : null}
              {mapImage ? (
                <img
                  src={mapImage}
                  alt={BOARD_PAGE_TEXT.mapAlt(board.name)}
                  width={STATIC_MAP_SIZE.width}
                  height={STATIC_MAP_SIZE.height}
                  onError={() => setMapFailed(true)}
                  className="mt-4 h-auto w-full rounded-lg border border-gray-300"
                />
              ) : (
                // Where the board is, in words, wherever the sheet has no map image.
                <section
                  aria-labelledby="board-location-heading"
                  data-board-location=""
                  className={cn('mt-4 rounded-lg border border-gray-300 p-3', sheet ? 'block' : 'hidden print:block')}
                >
                  <h2 id="board-location-heading" className="text-base font-bold text-ink">
                    {BOARD_PAGE_TEXT.location}
                  </h2>
                  <p className="text-gray-800 print:text-sm">{board.address}</p>
                  <p className="text-gray-800 print:text-sm">{BOARD_PAGE_TEXT.coordinates(coordinatesText(board))}</p>
                </section>
              )}
            </div>

            <div className="space-y-6 print:space-y-3">
              <FactSection id="board-specs-heading" heading={BOARD_PAGE_TEXT.specs}>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-gray-800 print:text-sm">
                  {facts.map((fact) => (
                    <div key={fact.label} className="contents">
                      <dt className="font-semibold">{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </FactSection>
              <FactSection id="board-audience-heading" heading={BOARD_PAGE_TEXT.audience}>
                <BoardAudienceFacts board={board} />
              </FactSection>
              <FactSection id="board-price-heading" heading={BOARD_PAGE_TEXT.price}>
                <p className="text-2xl font-bold text-ink print:text-lg">{priceText(board)}</p>
              </FactSection>
              {sheet ? null : (
                <a
                  href={sheetLink.href}
                  {...(sheetLink.isPdf ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="inline-flex items-center gap-1 font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800 print:hidden"
                >
                  <FileText className="h-4 w-4" aria-hidden="true" />
                  {sheetLink.isPdf ? BOARD_PAGE_TEXT.salesSheetPdf : BOARD_PAGE_TEXT.salesSheet}
                </a>
              )}
            </div>
          </div>
        </Suspense>
        <Suspense>
          <BoardPlanSection board={board} className={cn('mt-12', screenOnly)} />
        </Suspense>
        <Suspense>
          <NearbyBoards boardId={board.id} className={cn('mt-12', screenOnly)} />
        </Suspense>

        <section
          aria-labelledby="board-contacts-heading"
          className={cn('mt-8 border-t border-gray-300 pt-4 print:mt-4', sheet ? 'block' : 'hidden print:block')}
        >
          <h2 id="board-contacts-heading" className="text-lg font-bold text-ink print:text-base">
            {BOARD_PAGE_TEXT.contacts}
          </h2>
          <p className="text-gray-800 print:text-sm">
            {site.name} · {site.phoneDisplay} · {site.email} · {site.url.replace(/^https?:\/\//, '')}
            {boardPageHref(board)}
          </p>
        </section>
      </Container>
    </main>
  );
}

/** The board's audience: its traffic count as it states it, its plays per day once the page reads them. */
function BoardAudienceFacts({ board }: { board: BillboardLocation }) {
  const { playsOf, isError } = useAudienceByBoard();
  return <AudienceFacts board={board} playsPerCycle={playsOf(board.id)} failed={isError} />;
}

/** "Compare" for this board, in the shortlist the map's list keeps too. */
function BoardCompareToggle({ board }: { board: BillboardLocation }) {
  const live = useHydrated();
  const compare = useCompareList();
  const inCompare = compare.ids.includes(board.id);
  return <CompareToggle id={board.id} name={board.name} inCompare={inCompare} count={compare.ids.length} onToggle={live ? compare.toggle : null} size="md" />;
}

/** One of the board's facts sections (specs, audience, price), named by its heading. */
function FactSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 text-xl font-bold text-ink print:text-base">
        {heading}
      </h2>
      {children}
    </section>
  );
}
