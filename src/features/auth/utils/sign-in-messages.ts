// Sign-in messages. Pure, so they are unit-tested.

export const INVALID_PASSWORD_MESSAGE = 'Invalid password for admin account.';
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Email not confirmed. Please check your inbox for the confirmation link.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const RESTRICTED_ACCOUNT_MESSAGE = 'This account is restricted.';

export interface AuthServiceError {
  code?: string | null;
  message?: string | null;
}

/** The text shown for an error the auth service answered with. */
export function signInErrorMessage(error: AuthServiceError | null | undefined): string {
  if (!error) return UNEXPECTED_ERROR_MESSAGE;
  const message = error.message?.trim() ?? '';
  if (error.code === 'invalid_credentials' || message === 'Invalid login credentials') return INVALID_PASSWORD_MESSAGE;
  if (error.code === 'email_not_confirmed' || message === 'Email not confirmed') return EMAIL_NOT_CONFIRMED_MESSAGE;
  return message || UNEXPECTED_ERROR_MESSAGE;
}

export function normaliseEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** The UI courtesy check; the database policies are the real lock. */
export function isAdminEmail(email: string | null | undefined, adminEmail: string): boolean {
  const candidate = normaliseEmail(email);
  return candidate.length > 0 && candidate === normaliseEmail(adminEmail);
}
