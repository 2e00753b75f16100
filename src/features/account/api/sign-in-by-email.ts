import { supabase } from '@/lib/supabase';

// The advertiser's sign-in: Supabase Auth's e-mailed link and six-digit code
// (signInWithOtp with shouldCreateUser false: only the accounts the staff's
// confirmation made can sign in). The answer to a request is the same
// whether or not the address has an account.

export const ACCOUNT_SIGN_IN_TEXT = {
  heading: 'Your advertiser account',
  intro: 'Sign in with the e-mail address your campaign was booked with. We will e-mail you a link and a 6-digit code: no password needed.',
  emailLabel: 'E-mail address',
  send: 'Send me a link',
  sending: 'Sending...',
  badEmail: 'Enter an e-mail address, like name@example.com.',
  sent: (email: string) =>
    `If ${email} has an advertiser account, we have e-mailed it a sign-in link and a 6-digit code. Open the link, or type the code below. They work once, for one hour.`,
  sendFailed: 'We could not send the e-mail just now. Please try again in a few minutes.',
  codeLabel: '6-digit code from the e-mail',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  badCode: 'Type the 6 digits from the e-mail.',
  wrongCode: 'That code is wrong or has expired. Check the newest e-mail, or ask for a new link.',
  otherAddress: 'Use another e-mail address',
  checkingLink: 'Signing you in...',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one below.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_PATTERN = /^\d{6}$/;

export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isSignInCode = (value: string) => CODE_PATTERN.test(value.trim());

export type SignInStepResult = { ok: true } | { ok: false; message: string };

/**
 * Auth's answers that must read as "sent": an address without an account
 * (otp_disabled, or signup_disabled), and one e-mailed less than a minute ago
 * (429: the earlier e-mail still works). Telling them apart would tell a
 * stranger which addresses have accounts.
 */
const NEUTRAL_CODES = new Set(['otp_disabled', 'signup_disabled', 'over_email_send_rate_limit']);

/** Asks Auth to e-mail a link back to `redirectTo` and a code; ok unless the service failed. */
export async function requestSignInEmail({ email, redirectTo }: { email: string; redirectTo: string }): Promise<SignInStepResult> {
  try {
    const { error } = await supabase.auth.signInWithOtp({
      email: email.trim().toLowerCase(),
      options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
    });
    if (!error || (error.code && NEUTRAL_CODES.has(error.code)) || error.status === 429) return { ok: true };
    return { ok: false, message: ACCOUNT_SIGN_IN_TEXT.sendFailed };
  } catch {
    return { ok: false, message: ACCOUNT_SIGN_IN_TEXT.sendFailed };
  }
}

/** Spends the typed code for a session (the auth provider hears of it through the session event). */
export async function verifySignInCode({ email, code }: { email: string; code: string }): Promise<SignInStepResult> {
  try {
    const { data, error } = await supabase.auth.verifyOtp({ email: email.trim().toLowerCase(), token: code.trim(), type: 'email' });
    if (error || !data.session) return { ok: false, message: ACCOUNT_SIGN_IN_TEXT.wrongCode };
    return { ok: true };
  } catch {
    return { ok: false, message: ACCOUNT_SIGN_IN_TEXT.wrongCode };
  }
}

/** Spends the e-mailed link's token hash for a session. */
export async function verifySignInLink(tokenHash: string): Promise<SignInStepResult> {
  try {
    const { data, error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    if (error || !data.session) return { ok: false, message: ACCOUNT_SIGN_IN_TEXT.linkInvalid };
    return { ok: true };
  } catch {
    return { ok: false, message: ACCOUNT_SIGN_IN_TEXT.linkInvalid };
  }
}
