import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout';
import { paths, routePatterns } from '@/config/paths';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is a lazy chunk: a route module exports `Component` and nothing
// it pulls in (editor, maps, admin) weighs on another page.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: paths.aboutUs, lazy: () => import('./routes/about') },
      { path: paths.billboards, lazy: () => import('./routes/billboards') },
      { path: paths.rentABillboard, lazy: () => import('./routes/rent') },
      { path: paths.billboardCosts, lazy: () => import('./routes/costs') },
      { path: paths.inventory, lazy: () => import('./routes/inventory') },
      { path: paths.billboardMap, lazy: () => import('./routes/billboard-map') },
      { path: paths.faq, lazy: () => import('./routes/faq') },
      { path: paths.contactUs, lazy: () => import('./routes/contact') },
      { path: paths.unsubscribe, lazy: () => import('./routes/unsubscribe') },
      { path: routePatterns.industry, lazy: () => import('./routes/industries/industry') },
      { path: paths.blog, lazy: () => import('./routes/blog/index') },
      { path: routePatterns.blogPost, lazy: () => import('./routes/blog/post') },
      { path: paths.auth, lazy: () => import('./routes/auth') },
      { path: paths.adminBlog, lazy: () => import('./routes/admin/blog') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  // The sitemap replaces the whole document, so it sits outside the layout.
  { path: paths.sitemap, lazy: () => import('./routes/sitemap') },
];
