import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

const MAX_RETRY_DELAY_MS = 30_000;

/** Exponential back-off from 1 s, doubling, capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export const queryDefaults: DefaultOptions = {
  queries: {
    retry: 3,
    retryDelay,
    gcTime: 5 * 60 * 1000,
    staleTime: 60 * 1000,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
