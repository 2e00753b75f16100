import { useQueryClient } from '@tanstack/react-query';
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useEffect, useMemo, type ReactNode } from 'react';
import { supabase } from '@/lib/supabase';
import { sessionQueryOptions, useSessionQuery } from '../api/get-session';
import { AuthContext, type AuthState } from '../hooks/use-auth';

/** Session events that carry the new session (or its end) to this and every other tab. */
const FOLLOWED_EVENTS: ReadonlySet<AuthChangeEvent> = new Set<AuthChangeEvent>([
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'SIGNED_OUT',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
]);

export function nextSession(event: AuthChangeEvent, session: Session | null): Session | null | undefined {
  if (!FOLLOWED_EVENTS.has(event)) return undefined;
  return event === 'SIGNED_OUT' ? null : session;
}

export interface AuthProviderProps {
  children: ReactNode;
}

// Mounted only by the /auth and /admin route modules: public pages never load it.
export function AuthProvider({ children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const { data, isPending } = useSessionQuery();

  useEffect(() => {
    const { queryKey } = sessionQueryOptions();
    const { data: listener } = supabase.auth.onAuthStateChange((event, session) => {
      const next = nextSession(event, session);
      if (next !== undefined) queryClient.setQueryData(queryKey, next);
    });
    return () => listener.subscription.unsubscribe();
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    if (isPending) return { status: 'loading', session: null, user: null };
    if (!data) return { status: 'signedOut', session: null, user: null };
    return { status: 'signedIn', session: data, user: data.user };
  }, [data, isPending]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
