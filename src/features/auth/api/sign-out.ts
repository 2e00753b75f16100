import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clearStoredAuthKeys } from '../lib/auth-storage';

/**
 * Signs out everywhere (scope global), then clears the stored auth keys.
 * The keys are cleared after the call because supabase-js reads the access
 * token from storage to revoke the session on the server; they are cleared
 * even when the call fails so this browser is signed out whatever happens.
 */
export async function signOutAdmin(): Promise<void> {
  try {
    await supabase.auth.signOut({ scope: 'global' });
  } finally {
    clearStoredAuthKeys();
  }
}

export function useSignOut() {
  return useMutation({ mutationFn: signOutAdmin });
}
