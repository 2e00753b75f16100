// Sign-in messages. Pure, so they are unit-tested.

export const INVALID_PASSWORD_MESSAGE = 'Invalid password for admin account.';
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Email not confirmed. Please check your inbox for the confirmation link.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const RESTRICTED_ACCOUNT_MESSAGE = 'This account is restricted.';
export const CONNECTION_ERROR_MESSAGE = 'We could not reach the sign-in service. Check your internet connection, then try again in a moment.';

export interface AuthServiceError {
  /** auth-js's error class: AuthApiError (the service answered), AuthRetryableFetchError, AuthUnknownError, ... */
  name?: string | null;
  status?: number | null;
  code?: string | null;
  message?: string | null;
}

/**
 * A failure worth retrying as it is: the service could not be reached (no
 * answer, or a 502, 503 or 504 from the gateway in front of it).
 */
export function isRetryableSignInError(error: AuthServiceError | null | undefined): boolean {
  return error?.name === 'AuthRetryableFetchError' || [502, 503, 504].includes(error?.status ?? 0);
}

/** The text shown for an error the auth service answered with. */
export function signInErrorMessage(error: AuthServiceError | null | undefined): string {
  if (!error) return UNEXPECTED_ERROR_MESSAGE;
  if (isRetryableSignInError(error)) return CONNECTION_ERROR_MESSAGE;
  // Only the service's own answers carry a message meant for people; anything
  // else (a body that is not JSON, a proxy's page) is unexpected.
  if (error.name && error.name !== 'AuthApiError') return UNEXPECTED_ERROR_MESSAGE;
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
