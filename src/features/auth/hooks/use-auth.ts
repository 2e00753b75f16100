import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export type AuthState =
  { status: 'loading'; session: null; user: null } | { status: 'signedOut'; session: null; user: null } | { status: 'signedIn'; session: Session; user: User };

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
