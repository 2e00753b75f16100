import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes matching `pathname` and writes them into
 * the route objects, before the router exists. Hydration needs this: a router
 * created with unresolved lazy matches renders nothing at first, which would
 * not match the prerendered markup. (React Router's documented recipe for
 * lazy routes with server rendering.)
 */
export async function preloadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
