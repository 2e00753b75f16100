import { lazy, useState, type ComponentType } from 'react';

/** What a route's module exports: its page. */
export interface RouteModule {
  Component: ComponentType;
}

export interface LazyPage<Module extends RouteModule = RouteModule> {
  /** Renders the page, from its own chunk. */
  Component: ComponentType;
  /** Loads the chunk ahead of the first render (once; later calls share it). */
  preload: () => Promise<Module>;
}

/**
 * A page in a chunk of its own, like React.lazy, that can also be loaded
 * before React first renders it. A lazy page always suspends on its first
 * render; where nothing was prerendered (the staff's and the advertiser's
 * screens), the boundary's empty fallback then shows, and React holds the
 * page's reveal back for a while after it (its fallback throttle) before the
 * screen can even ask for its data. Preloaded, the page renders at once.
 */
export function lazyPage<Module extends RouteModule>(load: () => Promise<Module>): LazyPage<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed chunk may load on a later try (a flaky network).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((module) => ({ default: module.Component })));

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the module's
    // own component later would remount the page and lose its state.
    const [Chosen] = useState<ComponentType>(() => loaded?.Component ?? Lazy);
    return <Chosen />;
  }
  return { Component: Page, preload };
}
