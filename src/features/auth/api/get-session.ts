import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** The session stored in this browser (refreshed by supabase-js when needed), or null. */
export async function getSession(): Promise<Session | null> {
  const { data, error } = await supabase.auth.getSession();
  if (error) return null;
  return data.session;
}

export const sessionQueryKey = ['auth', 'session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    // Session events keep the cached value current while the provider is mounted;
    // once it unmounts the value is dropped so a later visit reads storage again.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
