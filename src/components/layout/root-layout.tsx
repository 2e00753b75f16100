import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { site } from '@/config/site';
import { HydrationSlice } from '@/lib/hydration/hydration-slice';
import { RouteErrorBoundary } from './route-error-boundary';
import { BreadcrumbLabelProvider } from './breadcrumb-context';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { MobileActionBar } from './mobile-action-bar';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

/**
 * Shell of every page. Pages render their own <main id="main"> and <h1>, so the
 * outlet sits in a plain <div>: a second <main> here would nest landmarks.
 */
export function RootLayout() {
  // index.html says it already; pages shown in the SPA fallback keep it true.
  useLayoutEffect(() => {
    document.documentElement.lang = site.locale;
  }, []);
  return (
    <BreadcrumbLabelProvider>
      <ScrollToTop />
      {/* Room at the bottom for the phone's action bar (see index.css), so it never covers the footer. */}
      <div className="flex min-h-screen flex-col pb-[var(--mobile-action-bar-space)]">
        <SkipLink />
        <HydrationSlice>
          <Header />
        </HydrationSlice>
        <Breadcrumbs />
        <div className="flex-1">
          {/* The page hydrates after the router and this shell, as a slice of its own. */}
          <HydrationSlice>
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          </HydrationSlice>
        </div>
        <HydrationSlice>
          <Footer />
        </HydrationSlice>
        <MobileActionBar />
      </div>
    </BreadcrumbLabelProvider>
  );
}
