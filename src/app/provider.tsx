import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HelmetProvider, type HelmetServerState } from 'react-helmet-async';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/react-query';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Filled during prerendering so the head tags can be written into the HTML. */
  helmetContext?: { helmet?: HelmetServerState };
}

export function AppProvider({ children, queryClient, helmetContext }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <HelmetProvider context={helmetContext}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster visibleToasts={1} duration={4000} position="top-center" richColors closeButton />
      </QueryClientProvider>
    </HelmetProvider>
  );
}
