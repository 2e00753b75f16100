import { describe, expect, it } from 'vitest';
import {
  CONNECTION_ERROR_MESSAGE,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  INVALID_PASSWORD_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  isAdminEmail,
  isRetryableSignInError,
  signInErrorMessage,
} from './sign-in-messages';

describe('signInErrorMessage', () => {
  it('maps invalid credentials by code or by message', () => {
    expect(signInErrorMessage({ code: 'invalid_credentials', message: 'whatever' })).toBe('Invalid password for admin account.');
    expect(signInErrorMessage({ message: 'Invalid login credentials' })).toBe(INVALID_PASSWORD_MESSAGE);
  });

  it('maps an unconfirmed e-mail', () => {
    expect(signInErrorMessage({ code: 'email_not_confirmed', message: 'Email not confirmed' })).toBe(
      'Email not confirmed. Please check your inbox for the confirmation link.',
    );
    expect(signInErrorMessage({ message: 'Email not confirmed' })).toBe(EMAIL_NOT_CONFIRMED_MESSAGE);
  });

  it('shows any other service message as is', () => {
    expect(signInErrorMessage({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toBe('Request rate limit reached');
  });

  it('falls back to the unexpected error text', () => {
    expect(signInErrorMessage(null)).toBe('An unexpected error occurred');
    expect(signInErrorMessage({ code: 'x', message: '  ' })).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('isAdminEmail', () => {
  const admin = 'admin@londondigitalbillboards.ca';

  it('accepts the admin e-mail, compared lower-cased and trimmed', () => {
    expect(isAdminEmail(admin, admin)).toBe(true);
    expect(isAdminEmail('  Admin@LondonDigitalBillboards.CA ', admin)).toBe(true);
  });

  it('refuses any other or empty e-mail', () => {
    expect(isAdminEmail('someone@example.com', admin)).toBe(false);
    expect(isAdminEmail('', admin)).toBe(false);
    expect(isAdminEmail(undefined, admin)).toBe(false);
  });
});

describe('sign-in failures that are not the service answering', () => {
  it('no answer, or a 502/503/504 from the gateway: a connection error worth retrying, in plain words', () => {
    for (const error of [
      { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
      { name: 'AuthRetryableFetchError', status: 503, message: '{}' },
      { name: 'AuthApiError', status: 502, message: 'Bad gateway' },
      { name: 'AuthUnknownError', status: 504, message: 'Unexpected token <' },
    ]) {
      expect(signInErrorMessage(error)).toBe(CONNECTION_ERROR_MESSAGE);
      expect(isRetryableSignInError(error)).toBe(true);
    }
  });

  it('a body that is not the service\u2019s JSON: An unexpected error occurred, never the parser\u2019s message', () => {
    const error = { name: 'AuthUnknownError', status: 500, message: 'Unexpected token \'<\', "<html>" is not valid JSON' };
    expect(signInErrorMessage(error)).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(isRetryableSignInError(error)).toBe(false);
  });

  it('the service\u2019s own messages are still shown as they are', () => {
    expect(signInErrorMessage({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(
      INVALID_PASSWORD_MESSAGE,
    );
    expect(signInErrorMessage({ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toBe(
      'Request rate limit reached',
    );
  });
});
