import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProvider } from './provider';

export interface AppProps {
  queryClient: QueryClient;
  /** The router, holding the routes: <BrowserRouter> in the browser, <StaticRouter> when prerendering. */
  children: ReactNode;
}

/**
 * The whole app, the same tree in the browser and in the prerender: hydration
 * needs the same components down to useId's ids.
 */
export function App({ queryClient, children }: AppProps) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>{children}</AppProvider>
      <LiveSignal />
    </StrictMode>
  );
}

/**
 * Marks the document once React runs the page, for the browser tests, the
 * benchmark and anyone debugging. From then on a tap anywhere is handled:
 * React hydrates the part it lands on first, or replays it there once that
 * part's code has arrived.
 */
function LiveSignal() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark('app-ready');
  }, []);
  return null;
}
