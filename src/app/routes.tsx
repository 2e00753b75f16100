import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { paths, routePatterns } from '@/config/paths';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is a lazy chunk: a route module exports `Component` and nothing
// it pulls in (editor, maps, admin) weighs on another page.
//
// Each lazy route's id is its module path under src/app ('routes/home' for
// ./routes/home.tsx). The prerender reads it to add <link rel="modulepreload">
// for the page's own chunk, so the browser fetches it alongside the entry
// instead of after it (scripts/prerender.mjs fails loudly if an id and a file
// drift apart).
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { id: 'routes/home', index: true, lazy: () => import('./routes/home') },
      { id: 'routes/about', path: paths.aboutUs, lazy: () => import('./routes/about') },
      { id: 'routes/billboards', path: paths.billboards, lazy: () => import('./routes/billboards') },
      { id: 'routes/rent', path: paths.rentABillboard, lazy: () => import('./routes/rent') },
      { id: 'routes/costs', path: paths.billboardCosts, lazy: () => import('./routes/costs') },
      { id: 'routes/inventory', path: paths.inventory, lazy: () => import('./routes/inventory') },
      { id: 'routes/billboard-map', path: paths.billboardMap, lazy: () => import('./routes/billboard-map') },
      { id: 'routes/faq', path: paths.faq, lazy: () => import('./routes/faq') },
      { id: 'routes/contact', path: paths.contactUs, lazy: () => import('./routes/contact') },
      { id: 'routes/unsubscribe', path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
      { id: 'routes/industries/industry', path: routePatterns.industry, lazy: () => import('./routes/industries/industry') },
      { id: 'routes/blog/index', path: paths.blog, lazy: () => import('./routes/blog/index') },
      { id: 'routes/blog/post', path: routePatterns.blogPost, lazy: () => import('./routes/blog/post') },
      { id: 'routes/auth', path: paths.auth, lazy: () => import('./routes/auth') },
      { id: 'routes/admin/blog', path: paths.adminBlog, lazy: () => import('./routes/admin/blog') },
      { id: 'routes/not-found', path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  // The sitemap replaces the whole document, so it sits outside the layout.
  { id: 'routes/sitemap', path: paths.sitemap, lazy: () => import('./routes/sitemap') },
];
