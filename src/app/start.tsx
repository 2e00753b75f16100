import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '@/lib/next-task';
import { createQueryClient } from '@/lib/react-query';
import { beginHydrationTracking, whenHydrated } from '@/lib/hydration/hydration-progress';
import { RootCommitted } from '@/lib/hydration/hydration-slice';
import { readPrerenderState } from './prerender-state';
import { warmMainHeroes } from './warm-main-heroes';
import { whenIdleAfterLoad } from '@/lib/when-idle-after-load';
import { AppProvider } from './provider';
import { AppRoutes, preloadRouteModules } from './routes';

const PRERENDERED_HEAD_START = 'prerender-head';
const PRERENDERED_HEAD_END = '/prerender-head';

/**
 * Removes the page's head tags written by the prerender (between two comments),
 * for when this HTML is shown at another path (a host that serves index.html
 * for every unknown URL, `vite preview`): the page rendered there brings its own.
 */
function dropPrerenderedHead(): void {
  let inside = false;
  for (const node of Array.from(document.head.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = node.nodeValue?.trim();
      if (text === PRERENDERED_HEAD_START) inside = true;
      else if (text === PRERENDERED_HEAD_END) inside = false;
      else continue;
      node.remove();
    } else if (inside) {
      node.remove();
    }
  }
}

/** Hydrates the prerendered page (or renders the SPA fallback); resolves once every part of it is live. */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root')!;
  const state = readPrerenderState();
  // Hydrate only markup rendered for this very path; anything else renders from scratch.
  const hydrating = state !== null && state.path === window.location.pathname && container.hasChildNodes();

  const queryClient = createQueryClient();
  if (hydrating) {
    // The embedded data is as old as the build: render with it (so hydration
    // matches) as if just fetched, then refetch it in the background once the
    // page is idle, so posts published since the build appear. Refetching at
    // once would load supabase-js while the page is still starting.
    const fetchedNow = Date.now();
    for (const query of state.queries.queries) query.state.dataUpdatedAt = fetchedNow;
    hydrate(queryClient, state.queries);
    whenIdleAfterLoad(() => void queryClient.invalidateQueries());
  } else if (state) dropPrerenderedHead();
  // The page's own hero came first, with the HTML; the other main pages' heroes
  // wait until this page has loaded and is idle, so the next page paints at once.
  whenIdleAfterLoad(() => warmMainHeroes(), 500);

  // Hydration renders the page at once, so its module must be there already.
  await preloadRouteModules(window.location.pathname);
  // A turn for the browser between evaluating the modules and hydrating: two
  // shorter tasks rather than one long one that would hold up a tap.
  await nextTask();
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
      {/* Rendered by the prerender too: hydration needs the same tree, down to useId's ids. */}
      <RootCommitted />
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  beginHydrationTracking();
  hydrateRoot(container, app);
  await whenHydrated();
}
