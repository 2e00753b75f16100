// An advertiser's sign-in as the /account page makes it
// (src/features/account/api/advertiser-sign-in.ts): signInWithOtp with
// shouldCreateUser false e-mails (to the local outbox) a link back to the page
// and a six-digit code; verifyOtp spends either once for a session. Answered
// as hosted auth answers: one e-mail a minute per address, an hour's life, an
// unknown address refused with otp_disabled and sent nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { localBackendControl } from '../../supabase/local/control-client';
import { anonClient, backendUrl, LOCAL_ANON_KEY, newAdvertiserAccount, readOutbox, resetBackend } from './helpers';

const REDIRECT = 'http://127.0.0.1:4173/account';
const SUBJECT = 'Your sign-in link and code';

beforeEach(async () => {
  await resetBackend();
});

/** The link's token hash and the code in the newest sign-in e-mail to `email`. */
async function signInMail(email: string): Promise<{ tokenHash: string; code: string }> {
  const mail = (await readOutbox()).filter((m) => m.to === email && m.subject === SUBJECT).at(-1);
  expect(mail, `a sign-in e-mail to ${email}`).toBeDefined();
  const href = /href="([^"]+)"/.exec(mail!.html)![1]!.replace(/&amp;/g, '&');
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
  expect(url.searchParams.get('type')).toBe('magiclink');
  const code = /<strong>(\d{6})<\/strong>/.exec(mail!.html)?.[1];
  expect(code, 'a six-digit code').toMatch(/^\d{6}$/);
  expect(mail!.text).toContain(code);
  return { tokenHash: url.searchParams.get('token_hash')!, code: code! };
}

const askForLink = (email: string) => anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: REDIRECT } });

describe('signInWithOtp, then verifyOtp', () => {
  it('the e-mailed code gives the advertiser a session that reads their own record; the code works once', async () => {
    const { user, advertiserId } = await newAdvertiserAccount();
    expect((await askForLink(user.email)).error).toBeNull();
    const { code } = await signInMail(user.email);

    const client = anonClient();
    const { data, error } = await client.auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    const own = await client.from('advertisers').select('id');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: advertiserId }]);

    const again = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe('otp_expired');
  });

  it("the e-mail's link (its token hash) signs in once; the code of the same e-mail is spent with it; a wrong code is refused", async () => {
    const { user } = await newAdvertiserAccount();
    expect((await askForLink(user.email)).error).toBeNull();
    const { tokenHash, code } = await signInMail(user.email);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await anonClient().auth.verifyOtp({ email: user.email, token: wrong, type: 'email' })).error?.code).toBe('otp_expired');

    const { data, error } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(user.email);
    expect((await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' })).error?.code).toBe('otp_expired');
    expect((await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'email' })).error?.code).toBe('otp_expired');
  });

  it('GET /verify, the hosted link, redirects to the page with the session in the fragment', async () => {
    const { user } = await newAdvertiserAccount();
    expect((await askForLink(user.email)).error).toBeNull();
    const { tokenHash } = await signInMail(user.email);
    const res = await fetch(`${backendUrl()}/auth/v1/verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent(REDIRECT)}`, {
      redirect: 'manual',
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toBeTruthy();
  });
});

describe('the limits, as hosted', () => {
  it('a second e-mail to the same address within the minute is refused (429) and not sent', async () => {
    const { user } = await newAdvertiserAccount();
    expect((await askForLink(user.email)).error).toBeNull();
    const again = await askForLink(user.email);
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect((await readOutbox()).filter((m) => m.subject === SUBJECT)).toHaveLength(1);
  });

  it('a code past its lifetime is refused as expired', async () => {
    const { user } = await newAdvertiserAccount();
    await localBackendControl(backendUrl()).setOtpExpiry(1);
    expect((await askForLink(user.email)).error).toBeNull();
    const { code } = await signInMail(user.email);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const late = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'email' });
    expect(late.error?.status).toBe(403);
    expect(late.error?.code).toBe('otp_expired');
    expect(late.data.session).toBeNull();
  });

  it('an address with no account is refused as hosted refuses it (otp_disabled) and nothing is sent', async () => {
    const { error } = await askForLink('nobody-here@example.com');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(await readOutbox()).toEqual([]);
  });

  it('without shouldCreateUser: false an unknown address would be a sign-up, which is off', async () => {
    const { error } = await anonClient().auth.signInWithOtp({ email: 'nobody-here@example.com', options: { emailRedirectTo: REDIRECT } });
    expect(error?.code).toBe('signup_disabled');
    expect(await readOutbox()).toEqual([]);
  });
});
