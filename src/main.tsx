import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/react-query';
import { App } from './app/app';
import { readPrerenderState } from './app/prerender-state';
import { dropPrerenderedHead } from './app/prerendered-head';
import { AppRoutes } from './app/routes';
import './index.css';

// After a deploy, an old page may ask for a chunk that no longer exists: reload once.
window.addEventListener('vite:preloadError', () => {
  const key = 'ldb:chunk-reload';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

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
  <App queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);
if (hydrating) hydrateRoot(container, app);
else createRoot(container).render(app);
