import { use } from 'react';
import { loadRouteModule, type PageRoute } from './route-modules';

export interface LazyPageProps {
  route: PageRoute;
}

/**
 * Renders a lazy route's page. While its module loads, a navigation (a React
 * transition in the router) keeps the previous page on screen.
 */
export function LazyPage({ route }: LazyPageProps) {
  const { Component } = use(loadRouteModule(route));
  return <Component />;
}
