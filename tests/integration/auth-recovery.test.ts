// Password recovery as the reset pages call it (src/features/auth/api/password-recovery.ts),
// answered as hosted auth answers it: resetPasswordForEmail e-mails (to the
// local outbox) a link to our page with a token hash, verifyOtp spends it once
// for a session, and updateUser sets the new password.
import { beforeEach, describe, expect, it } from 'vitest';
import { anonClient, createUser, LOCAL_ADMIN_EMAIL, readOutbox, resetBackend } from './helpers';

const REDIRECT = 'http://127.0.0.1:4173/auth/reset-password';

beforeEach(async () => {
  await resetBackend();
});

/** The token hash in the newest recovery e-mail to `email`. */
async function linkTokenHash(email: string): Promise<string> {
  const mail = (await readOutbox()).filter((m) => m.to === email && m.subject === 'Reset Your Password').at(-1);
  expect(mail, `a recovery e-mail to ${email}`).toBeDefined();
  const href = /href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&');
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  expect(url.searchParams.get('type')).toBe('recovery');
  return url.searchParams.get('token_hash')!;
}

describe('resetPasswordForEmail', () => {
  // protects: requestPasswordReset, which says the same for any address and
  // shows RECOVERY_TEXT.tooSoon on a 429.
  it('answers alike for an address without an account (and sends nothing); a second request within a minute is 429', async () => {
    expect((await anonClient().auth.resetPasswordForEmail('nobody@example.com', { redirectTo: REDIRECT })).error).toBeNull();
    expect(await readOutbox()).toEqual([]);

    expect((await anonClient().auth.resetPasswordForEmail(LOCAL_ADMIN_EMAIL, { redirectTo: REDIRECT })).error).toBeNull();
    const again = await anonClient().auth.resetPasswordForEmail(LOCAL_ADMIN_EMAIL, { redirectTo: REDIRECT });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect((await readOutbox()).length).toBe(1);
  });
});

describe('verifyOtp, then updateUser', () => {
  // protects: verifyRecoveryLink and setNewPassword, including its
  // same_password message (RECOVERY_TEXT.samePassword).
  it("the link's token hash gives a session that sets a new password (not the old one); the old one stops working; the link works once", async () => {
    const user = await createUser();
    const client = anonClient();
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo: REDIRECT })).error).toBeNull();
    const tokenHash = await linkTokenHash(user.email);

    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(user.email);

    expect((await client.auth.updateUser({ password: user.password })).error?.code).toBe('same_password');
    expect((await client.auth.updateUser({ password: 'a-brand-new-password' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'a-brand-new-password' })).error).toBeNull();

    const reused = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
  });
});
