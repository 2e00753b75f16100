import type { ComponentType } from 'react';

// Every page is a lazy chunk: a route module exports `Component`, and nothing it
// pulls in (editor, maps, admin) weighs on another page. A module is loaded once
// and kept; the promise carries React's thenable status fields, so `use()` reads
// a loaded module at once instead of suspending (hydration needs the page's
// module loaded before it starts: start.tsx preloads the matches).

export interface RouteModule {
  Component: ComponentType;
}

// React reads these fields on a promise given to use().
type Tracked = { status?: 'pending' | 'fulfilled' | 'rejected' };

export interface PageRoute {
  /** The module's path under src/app ('routes/home' for ./routes/home.tsx): the build and the prerender read it. */
  id: string;
  load: () => Promise<RouteModule>;
}

const modules = new Map<string, Promise<RouteModule>>();

/** The route's module, loading it on the first call; a failed load is tried again on the next call. */
export function loadRouteModule(route: PageRoute): Promise<RouteModule> {
  const known = modules.get(route.id);
  if (known && (known as Tracked).status !== 'rejected') return known;
  const promise = Object.assign(route.load(), { status: 'pending' });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  modules.set(route.id, promise);
  return promise;
}
