import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clearStoredAuthKeys } from '../lib/auth-storage';
import { RESTRICTED_ACCOUNT_MESSAGE, UNEXPECTED_ERROR_MESSAGE, isAdminEmail, isRetryableSignInError, signInErrorMessage } from '../lib/sign-in-messages';

export interface SignInInput {
  email: string;
  password: string;
  adminEmail: string;
}

export type SignInResult = { ok: true } | { ok: false; message: string; retryable?: boolean };

/** Password sign-in for the one admin. Never throws: every outcome is a result with its message. */
export async function signInAdmin({ email, password, adminEmail }: SignInInput): Promise<SignInResult> {
  if (!isAdminEmail(email, adminEmail)) return { ok: false, message: RESTRICTED_ACCOUNT_MESSAGE };
  try {
    clearStoredAuthKeys();
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim().toLowerCase(), password });
    if (error) return { ok: false, message: signInErrorMessage(error), retryable: isRetryableSignInError(error) };
    if (!isAdminEmail(data.user?.email, adminEmail)) {
      await supabase.auth.signOut({ scope: 'local' });
      clearStoredAuthKeys();
      return { ok: false, message: RESTRICTED_ACCOUNT_MESSAGE };
    }
    return { ok: true };
  } catch {
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signInAdmin });
}
