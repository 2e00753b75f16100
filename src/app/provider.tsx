import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HeadCollectorProvider, type HeadCollector } from '@/components/seo/document-head';
import { createQueryClient } from '@/lib/react-query';
import { LazyToaster } from './lazy-toaster';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Given during prerendering so the page's head tags can be written into the HTML. */
  headCollector?: HeadCollector;
}

export function AppProvider({ children, queryClient, headCollector }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const app = (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
  return headCollector ? <HeadCollectorProvider collector={headCollector}>{app}</HeadCollectorProvider> : app;
}
