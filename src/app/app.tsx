import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProvider } from './provider';

export interface AppProps {
  queryClient: QueryClient;
  /** The router, holding the routes: <BrowserRouter> in the browser, <StaticRouter> when prerendering. */
  children: ReactNode;
  /** Called once the root has committed: from then on React handles every press. */
  onLive?: () => void;
}

/**
 * The whole app, the same tree in the browser and in the prerender: hydration
 * needs the same components down to useId's ids.
 */
export function App({ queryClient, children, onLive }: AppProps) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>{children}</AppProvider>
      <LiveSignal onLive={onLive} />
    </StrictMode>
  );
}

/**
 * Marks the document once React runs the page, for the browser tests, the
 * benchmark and anyone debugging. From then on a press anywhere is handled:
 * React hydrates the part it lands on first. Once only (StrictMode runs
 * effects twice in development).
 */
function LiveSignal({ onLive }: { onLive?: () => void }) {
  useEffect(() => {
    if (document.documentElement.dataset.app === 'ready') return;
    document.documentElement.dataset.app = 'ready';
    performance.mark('app-ready');
    onLive?.();
  }, [onLive]);
  return null;
}
