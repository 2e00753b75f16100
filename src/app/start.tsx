import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/react-query';
import { App } from './app';
import { readPrerenderState } from './prerender-state';
import { dropPrerenderedHead } from './prerendered-head';
import { AppRoutes, preloadRoute } from './routes';

/** Hydrates the prerendered page (or renders the SPA fallback); `onLive` runs once the root has committed. */
export function startApp(onLive: () => void): void {
  const container = document.getElementById('root')!;
  const state = readPrerenderState();
  // Hydrate only markup rendered for this very path; anything else renders from scratch.
  const hydrating = state !== null && state.path === window.location.pathname && container.hasChildNodes();

  const queryClient = createQueryClient();
  if (hydrating) {
    // The page renders from the data the build embedded, so hydration matches,
    // and React Query reads it again as the page mounts (nothing is observing it
    // yet, so invalidating only marks it stale): a post unpublished since the
    // build does not stay up until the next one.
    hydrate(queryClient, state.queries);
    void queryClient.invalidateQueries();
  } else if (state) dropPrerenderedHead();

  const app = (
    <App queryClient={queryClient} onLive={onLive}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  // In a transition React hydrates in slices, yielding to the browser every few
  // milliseconds; at the default priority the whole page would be one long task.
  // A press still hydrates the part it lands on at once.
  if (hydrating) startTransition(() => void hydrateRoot(container, app));
  // Nothing prerendered to keep on screen (the staff's and the advertiser's
  // screens): the page's chunks first, so it renders at once rather than
  // suspending, which would hold its reveal and its data requests back.
  else void preloadRoute(window.location.pathname).then(() => createRoot(container).render(app));
}
