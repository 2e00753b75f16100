import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { site } from '@/config/site';
import { whenIdleAfterLoad } from '@/lib/when-idle-after-load';
import { RouteErrorBoundary } from './route-error-boundary';
import { BreadcrumbLabelProvider } from './breadcrumb-context';
import { Breadcrumbs } from './breadcrumbs';
import { Header } from './header';
import { MobileActionBar } from './mobile-action-bar';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

// Below the fold on every page: its code is fetched once the page has come
// alive (the shell hydrated, below) and the browser, the page loaded, is idle,
// so it never competes with the page's own code and data. Until then its
// boundary keeps the prerendered footer on screen, whose links work as plain
// links; then it hydrates. The prerender renders it at once.
let openFooterGate: () => void = () => {};
const footerGate = new Promise<void>((resolve) => {
  openFooterGate = resolve;
});
const Footer = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : footerGate).then(() => import('./footer')).then((module) => ({ default: module.Footer })),
);

/**
 * Shell of every page. Pages render their own <main id="main"> and <h1>, so the
 * outlet sits in a plain <div>: a second <main> here would nest landmarks.
 */
export function RootLayout() {
  // index.html says it already; pages shown in the SPA fallback keep it true.
  useLayoutEffect(() => {
    document.documentElement.lang = site.locale;
  }, []);
  useEffect(() => whenIdleAfterLoad(openFooterGate), []);
  return (
    <BreadcrumbLabelProvider>
      <ScrollToTop />
      {/* Room at the bottom for the phone's action bar (see index.css), so it never covers the footer. */}
      <div data-layout-shell="" className="flex min-h-screen flex-col pb-[var(--mobile-action-bar-space)]">
        <SkipLink />
        {/* Each boundary is hydrated on its own, after the shell: no one long task, and React
            hydrates a boundary at once when a tap lands in it. */}
        <Suspense>
          <Header />
        </Suspense>
        <Breadcrumbs />
        <div data-page-content="" className="flex-1">
          {/* Pages are lazy: hydration leaves the prerendered page here until its chunk has run;
              where there is nothing to keep on screen, a skeleton, never an empty page. */}
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </div>
        <Suspense>
          <Footer />
        </Suspense>
        <MobileActionBar />
      </div>
    </BreadcrumbLabelProvider>
  );
}
