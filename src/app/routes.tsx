import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { paths, routePatterns } from '@/config/paths';
import { LazyPage } from './lazy-page';
import { loadRouteModule, type PageRoute } from './route-modules';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';

// React Router in its declarative form (<Routes>): the site has no loaders or
// actions, and the data router would add ~19 kB gzipped to every page.
//
// Each page's id is its module path under src/app ('routes/home' for
// ./routes/home.tsx). The build reads it to list the page's own chunk for
// preloading (scripts/prerender.ts fails loudly if an id and a file drift apart).

const page = (id: string, load: PageRoute['load']): PageRoute => ({ id, load });

export const notFoundRoute = page('routes/not-found', () => import('./routes/not-found'));

interface PageEntry {
  path?: string;
  index?: true;
  route: PageRoute;
}

const layoutPages: PageEntry[] = [
  { index: true, route: page('routes/home', () => import('./routes/home')) },
  { path: paths.aboutUs, route: page('routes/about', () => import('./routes/about')) },
  { path: paths.billboards, route: page('routes/billboards', () => import('./routes/billboards')) },
  { path: paths.rentABillboard, route: page('routes/rent', () => import('./routes/rent')) },
  { path: paths.billboardCosts, route: page('routes/costs', () => import('./routes/costs')) },
  { path: paths.inventory, route: page('routes/inventory', () => import('./routes/inventory')) },
  { path: paths.billboardMap, route: page('routes/billboard-map', () => import('./routes/billboard-map')) },
  { path: paths.faq, route: page('routes/faq', () => import('./routes/faq')) },
  { path: paths.contactUs, route: page('routes/contact', () => import('./routes/contact')) },
  { path: paths.unsubscribe, route: page('routes/unsubscribe', () => import('./routes/unsubscribe')) },
  { path: paths.newsletterConfirm, route: page('routes/newsletter-confirm', () => import('./routes/newsletter-confirm')) },
  { path: paths.privacyPolicy, route: page('routes/privacy-policy', () => import('./routes/privacy-policy')) },
  { path: paths.accessibility, route: page('routes/accessibility', () => import('./routes/accessibility')) },
  { path: routePatterns.industry, route: page('routes/industries/industry', () => import('./routes/industries/industry')) },
  { path: paths.blog, route: page('routes/blog/index', () => import('./routes/blog/index')) },
  { path: routePatterns.blogPage, route: page('routes/blog/page', () => import('./routes/blog/page')) },
  { path: routePatterns.blogPost, route: page('routes/blog/post', () => import('./routes/blog/post')) },
  // Sign-in and the password-reset page share one module (one chunk, one entry here).
  { path: `${paths.auth}/*`, route: page('routes/auth', () => import('./routes/auth')) },
  { path: '*', route: notFoundRoute },
];

// The staff's screens have a shell of their own (no marketing header, footer or
// phone bar), in their own chunks (src/app/admin-page.tsx): they sit outside the layout.
const adminPages: PageEntry[] = [
  { path: paths.adminBlog, route: page('routes/admin/blog', () => import('./routes/admin/blog')) },
  { path: paths.adminLeads, route: page('routes/admin/leads', () => import('./routes/admin/leads')) },
  { path: paths.adminLocations, route: page('routes/admin/locations', () => import('./routes/admin/locations')) },
  { path: paths.adminBookings, route: page('routes/admin/bookings', () => import('./routes/admin/bookings')) },
  { path: paths.adminPrivacy, route: page('routes/admin/privacy', () => import('./routes/admin/privacy')) },
];

// The sitemap replaces the whole document, so it sits outside the layout.
const sitemapRoute = page('routes/sitemap', () => import('./routes/sitemap'));

const outsideLayout = ({ path, route }: PageEntry): RouteObject => ({
  id: route.id,
  path,
  element: (
    <RouteErrorBoundary>
      <LazyPage route={route} />
    </RouteErrorBoundary>
  ),
});

const pageObject = ({ path, index, route }: PageEntry): RouteObject =>
  index ? { id: route.id, index, element: <LazyPage route={route} /> } : { id: route.id, path, element: <LazyPage route={route} /> };

export const routes: RouteObject[] = [
  { id: 'root', path: '/', element: <RootLayout />, children: layoutPages.map(pageObject) },
  ...adminPages.map(outsideLayout),
  outsideLayout({ path: paths.sitemap, route: sitemapRoute }),
];

const pagesById = new Map(
  [...layoutPages.map((entry) => entry.route), ...adminPages.map((entry) => entry.route), sitemapRoute].map((route) => [route.id, route]),
);

/** The ids of the routes that match `pathname`, outermost first ('root', then the page's). */
export function matchRouteIds(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.id!);
}

/** Loads the modules of the pages matching `pathname`: hydration must not wait for one. */
export async function preloadRouteModules(pathname: string): Promise<void> {
  await Promise.all(matchRouteIds(pathname).flatMap((id) => (pagesById.has(id) ? [loadRouteModule(pagesById.get(id)!)] : [])));
}

/** The site's routes, for a router (<BrowserRouter>, <StaticRouter>, <MemoryRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}
