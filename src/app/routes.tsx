import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { industrySlugs, paths, routePatterns } from '@/config/paths';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { lazyPage, type LazyPage, type RouteModule } from './lazy-page';

// React Router in its declarative form (<Routes>): the site has no loaders or
// actions, and the data router would add its weight to every page's first load.
//
// Every page is a React.lazy chunk, so nothing one page pulls in (editor, maps,
// admin) weighs on another. While a page's chunk loads, a navigation (the
// router's updates are transitions) keeps the previous page on screen; while
// hydrating, React leaves the prerendered page in place until its chunk has
// arrived, then hydrates it; the page's chunk is asked for when hydration
// reaches it, in the slice after the root starts. Each route's id is its module
// path under src/app ('routes/home' for ./routes/home.tsx): the prerender reads
// it to link the page's own stylesheets (scripts/bundle-report.ts fails loudly
// if an id and a file drift apart).

interface Page extends LazyPage {
  id: string;
}

const pagesById = new Map<string, Page>();

const page = (id: string, load: () => Promise<RouteModule>): Page => {
  const entry = { id, ...lazyPage(load) };
  pagesById.set(id, entry);
  return entry;
};

const INDUSTRIES_ROUTE_ID = 'routes/industries/index';

/** The route id of the page every unknown path shows. */
export const NOT_FOUND_ROUTE_ID = 'routes/not-found';

interface PageEntry {
  path?: string;
  index?: true;
  page: Page;
}

const layoutPages: PageEntry[] = [
  { index: true, page: page('routes/home', () => import('./routes/home')) },
  { path: paths.aboutUs, page: page('routes/about', () => import('./routes/about')) },
  { path: paths.billboards, page: page('routes/billboards', () => import('./routes/billboards')) },
  { path: paths.rentABillboard, page: page('routes/rent', () => import('./routes/rent')) },
  { path: paths.billboardCosts, page: page('routes/costs', () => import('./routes/costs')) },
  { path: paths.inventory, page: page('routes/inventory', () => import('./routes/inventory')) },
  { path: routePatterns.board, page: page('routes/board', () => import('./routes/board')) },
  { path: paths.billboardMap, page: page('routes/billboard-map', () => import('./routes/billboard-map')) },
  { path: paths.compare, page: page('routes/compare', () => import('./routes/compare')) },
  { path: paths.faq, page: page('routes/faq', () => import('./routes/faq')) },
  { path: paths.contactUs, page: page('routes/contact', () => import('./routes/contact')) },
  { path: paths.unsubscribe, page: page('routes/unsubscribe', () => import('./routes/unsubscribe')) },
  { path: paths.newsletterConfirm, page: page('routes/newsletter-confirm', () => import('./routes/newsletter-confirm')) },
  { path: paths.privacyPolicy, page: page('routes/privacy-policy', () => import('./routes/privacy-policy')) },
  { path: paths.accessibility, page: page('routes/accessibility', () => import('./routes/accessibility')) },
  // The ten industry pages: a route table of their own (routes/industries/index.tsx).
  { path: routePatterns.industry, page: page(INDUSTRIES_ROUTE_ID, () => import('./routes/industries/index')) },
  { path: paths.blog, page: page('routes/blog/index', () => import('./routes/blog/index')) },
  { path: routePatterns.blogPage, page: page('routes/blog/page', () => import('./routes/blog/page')) },
  { path: routePatterns.blogPost, page: page('routes/blog/post', () => import('./routes/blog/post')) },
  // Sign-in and the password-reset page share one module (one chunk, one entry here).
  { path: `${paths.auth}/*`, page: page('routes/auth', () => import('./routes/auth')) },
  // The advertiser's area: sign-in, their campaigns and each campaign, one module (one chunk).
  { path: `${paths.account}/*`, page: page('routes/account', () => import('./routes/account')) },
  { path: '*', page: page(NOT_FOUND_ROUTE_ID, () => import('./routes/not-found')) },
];

// The staff's screens have a shell of their own (no marketing header, footer or
// phone bar), outside the layout, and a route table of their own
// (routes/admin/index.tsx): one entry here, so no public page carries theirs.
const adminModule = lazyPage(() => import('./routes/admin/index'));
const adminPage: Page = { id: 'routes/admin/index', ...adminModule };
pagesById.set(adminPage.id, adminPage);

// The sitemap replaces the whole document, so it sits outside the layout.
const sitemapPage = page('routes/sitemap', () => import('./routes/sitemap'));

// Pages in the layout suspend into the layout's own boundary around its outlet.
const inLayout = ({ path, index, page: { id, Component } }: PageEntry): RouteObject =>
  index ? { id, index, element: <Component /> } : { id, path, element: <Component /> };

const outsideLayout = ({ path, page: { id, Component } }: PageEntry): RouteObject => ({
  id,
  path,
  element: (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </RouteErrorBoundary>
  ),
});

export const routes: RouteObject[] = [
  { id: 'root', path: '/', element: <RootLayout />, children: layoutPages.map(inLayout) },
  outsideLayout({ path: `${paths.admin}/*`, page: adminPage }),
  outsideLayout({ path: paths.sitemap, page: sitemapPage }),
];

/** The ids of the routes that match `pathname`, outermost first ('root', then the page's). */
export function matchRouteIds(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  const ids = matches.map(({ route }) => route.id!);
  // An industry page's own module, inside the industries' table: the prerender links its chunk too.
  const industry = matches.find(({ route }) => route.id === INDUSTRIES_ROUTE_ID)?.params.industry;
  if (industry && (industrySlugs as readonly string[]).includes(industry)) ids.push(`routes/industries/${industry}`);
  return ids;
}

/**
 * Loads the chunks of the page at `pathname` (the staff's screen too, under
 * /admin), so a page rendered from scratch renders at once instead of
 * suspending first. Never rejects: a chunk that fails to load fails again in
 * the render, where the route's error boundary answers it.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  try {
    const ids = matchRouteIds(pathname);
    await Promise.all(ids.map((id) => pagesById.get(id)?.preload()));
    if (ids.includes(adminPage.id)) await (await adminModule.preload()).preloadScreen(pathname);
  } catch {
    /* answered by the render */
  }
}

/** The site's routes, for a router (<BrowserRouter>, <StaticRouter>, <MemoryRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}
