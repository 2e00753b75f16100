// Password recovery as hosted auth does it: POST /recover e-mails a link (to
// the local outbox), the link's token is verified once (POST /verify, or GET
// /verify's redirect) into a session, and PUT /user sets the new password.
import { beforeEach, describe, expect, it } from 'vitest';
import { recoveryTokenHash } from '../../supabase/local/auth/recovery';
import { anonClient, backendUrl, createUser, LOCAL_ADMIN_EMAIL, LOCAL_ANON_KEY, rawFetch, readOutbox, resetBackend, setMailerMode } from './helpers';

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

describe('POST /auth/v1/recover', () => {
  it('e-mails a link to our page carrying a token hash; supabase-js resetPasswordForEmail works against it', async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail(LOCAL_ADMIN_EMAIL, { redirectTo: REDIRECT });
    expect(error).toBeNull();
    expect((await linkTokenHash(LOCAL_ADMIN_EMAIL)).length).toBe(56);
  });

  it('answers {} for an address without an account, and sends nothing', async () => {
    const res = await rawFetch('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.com' }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await readOutbox()).toEqual([]);
  });

  it('refuses a missing or malformed address as validation_failed', async () => {
    for (const body of [{}, { email: 'not-an-address' }]) {
      const res = await rawFetch('/auth/v1/recover', { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('sends one e-mail a minute per user: a second request is over_email_send_rate_limit (429)', async () => {
    await rawFetch('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }) });
    const res = await rawFetch('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }) });
    expect(res.status).toBe(429);
    const body = (await res.json()) as { code: string; msg: string };
    expect(body.code).toBe('over_email_send_rate_limit');
    expect(body.msg).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await readOutbox()).length).toBe(1);
  });

  it('keeps no token when the e-mail cannot be sent', async () => {
    await setMailerMode('fail');
    const res = await rawFetch('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }) });
    expect(res.status).toBe(500);
    await setMailerMode('ok');
    // Not rate limited either: nothing was sent.
    const again = await rawFetch('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }) });
    expect(again.status).toBe(200);
  });

  it('needs the API key, as every auth call does', async () => {
    const res = await fetch(`${backendUrl()}/auth/v1/recover`, { method: 'POST', body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }) });
    expect(res.status).toBe(401);
  });
});

describe('verify, then a new password', () => {
  it('verifyOtp with the token hash gives a session that sets a new password; the old one stops working; the link works once', async () => {
    const user = await createUser();
    const client = anonClient();
    await client.auth.resetPasswordForEmail(user.email, { redirectTo: REDIRECT });
    const tokenHash = await linkTokenHash(user.email);

    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(user.email);

    const { error: updateError } = await client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(updateError).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe('invalid_credentials');
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: 'a-brand-new-password' })).error).toBeNull();

    const reused = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.message).toBe('Token has expired or is invalid');
  });

  it('a made-up token hash is otp_expired (403)', async () => {
    const res = await rawFetch('/auth/v1/verify', {
      method: 'POST',
      body: JSON.stringify({ type: 'recovery', token_hash: recoveryTokenHash('x@example.com', '123456') }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'otp_expired', msg: 'Token has expired or is invalid' });
  });

  it('GET /verify (the e-mail link of the default template) needs no API key and redirects with the session in the fragment, or the error', async () => {
    await rawFetch(`/auth/v1/recover?redirect_to=${encodeURIComponent(REDIRECT)}`, { method: 'POST', body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }) });
    const tokenHash = await linkTokenHash(LOCAL_ADMIN_EMAIL);
    const link = `${backendUrl()}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(REDIRECT)}`;
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await fetch(`${backendUrl()}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${fragment.get('access_token')}` } });
    expect(((await user.json()) as { email: string }).email).toBe(LOCAL_ADMIN_EMAIL);

    const again = await fetch(link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  it('sends links only to local pages: another site in redirect_to falls back to the site URL', async () => {
    await rawFetch(`/auth/v1/recover?redirect_to=${encodeURIComponent('https://evil.example/steal')}`, {
      method: 'POST',
      body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }),
    });
    const mail = (await readOutbox()).at(-1)!;
    expect(mail.html).not.toContain('evil.example');
    expect(mail.html).toContain('http://127.0.0.1:5173?token_hash=');
  });
});
