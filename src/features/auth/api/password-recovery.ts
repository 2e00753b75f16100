import { useMutation } from '@tanstack/react-query';
import { isAuthApiError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

export const RECOVERY_TEXT = {
  forgot: 'Forgot password?',
  send: 'Send reset link',
  sending: 'Sending...',
  sent: (email: string) => `If ${email} is the admin account, a link to set a new password is on its way. It works once, for one hour.`,
  tooSoon: 'A reset e-mail was sent less than a minute ago. Check your inbox, or try again in a minute.',
  sendFailed: 'The reset e-mail could not be sent. Please try again in a few minutes.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one from the sign-in page.',
  linkMissing: 'This page needs the link from the password-reset e-mail.',
  saved: 'Your new password is saved. You are signed in.',
  tooShort: 'Use at least 8 characters.',
  mismatch: 'The two passwords do not match.',
  samePassword: 'Choose a password different from the old one.',
  saveFailed: 'The new password was not saved: ',
} as const;

/** Our page that receives the e-mail's link: it must be on hosted auth's redirect allow list. */
export function resetPageUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

export type RecoveryRequestResult = { ok: true } | { ok: false; message: string };

/** Asks auth to e-mail a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset({ email, redirectTo }: { email: string; redirectTo: string }): Promise<RecoveryRequestResult> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (!error) return { ok: true };
  if (error.status === 429) return { ok: false, message: RECOVERY_TEXT.tooSoon };
  return { ok: false, message: RECOVERY_TEXT.sendFailed };
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Spends the e-mail's token for a session (the auth provider hears of it through the session event). */
export async function verifyRecoveryLink(tokenHash: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
  if (error || !data.session) return { ok: false, message: RECOVERY_TEXT.linkInvalid };
  return { ok: true };
}

export async function setNewPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (!error) return;
  if (isAuthApiError(error) && error.code === 'same_password') throw new Error(RECOVERY_TEXT.samePassword);
  throw new Error(`${RECOVERY_TEXT.saveFailed}${error.message}`);
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
