import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { createQueryClient } from '@/lib/react-query';
import { LazyToaster } from './lazy-toaster';

export interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <HelmetProvider>
      <QueryClientProvider client={client}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </HelmetProvider>
  );
}
