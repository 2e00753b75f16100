// The GoTrue calls the admin's sign-in and sign-out make (src/features/auth/api/),
// answered as hosted auth answers them, and the tokens the local auth trusts.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/dev-keys';
import { anonClient, backendUrl, createUser, LOCAL_ADMIN_EMAIL, LOCAL_ANON_KEY, resetBackend, signIn, signInAsAdmin } from './helpers';

async function refresh(refreshToken: string): Promise<Response> {
  return fetch(`${backendUrl()}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

async function getUser(accessToken: string): Promise<Response> {
  return fetch(`${backendUrl()}/auth/v1/user`, { headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${accessToken}` } });
}

beforeAll(async () => {
  await resetBackend();
});

describe('password sign-in', () => {
  // protects: sign-in.ts's signInWithPassword, the session the auth provider
  // keeps, and the claims row-level security reads (sub, role).
  it('returns a session with GoTrue claims and user shape', async () => {
    const { session, user } = await signInAsAdmin();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.refresh_token).toBeTruthy();
    expect(user).toMatchObject({ email: LOCAL_ADMIN_EMAIL, aud: 'authenticated', role: 'authenticated', app_metadata: { provider: 'email' } });
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', aal: 'aal1', email: LOCAL_ADMIN_EMAIL });
    for (const key of ['iss', 'exp', 'iat', 'session_id', 'amr', 'app_metadata', 'user_metadata', 'is_anonymous']) expect(claims).toHaveProperty(key);
  });

  // protects: sign-in-messages.ts, which shows its own words for invalid_credentials;
  // an unknown address must not be told apart from a wrong password.
  it('a wrong password and an unknown e-mail get the same answer: invalid_credentials (400)', async () => {
    for (const [email, password] of [
      [LOCAL_ADMIN_EMAIL, 'wrong-password'],
      ['nobody@example.com', 'whatever'],
    ]) {
      const { error } = await anonClient().auth.signInWithPassword({ email, password });
      expect(error?.status, email).toBe(400);
      expect(error?.code, email).toBe('invalid_credentials');
      expect(error?.message, email).toBe('Invalid login credentials');
    }
  });
});

describe('refresh tokens', () => {
  // protects: supabase-js's automatic refresh of the admin's session, also
  // when two tabs refresh with the same token at once.
  it('refreshSession rotates the pair; the old token reused within the reuse interval gives the current one', async () => {
    const { client, session } = await createUser();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const first = data.session!;
    expect(first.refresh_token).not.toBe(session.refresh_token);
    expect((await getUser(first.access_token)).status).toBe(200);

    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    const second = (await again.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).toBe(first.refresh_token);
    expect((await getUser(second.access_token)).status).toBe(200);
  });
});

describe('sign-out scopes', () => {
  // protects: sign-in.ts's signOut({ scope: 'local' }) for an account that is
  // not the admin's, and sign-out.ts's signOut({ scope: 'global' }).
  it("'local' ends only the current session; 'global' ends every session of the user", async () => {
    const user = await createUser();
    const second = await signIn(user.email, user.password);
    const third = await signIn(user.email, user.password);
    expect((await user.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await getUser(user.session.access_token)).status).toBe(403);
    expect((await getUser(second.session.access_token)).status).toBe(200);

    expect((await second.client.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const s of [second, third]) expect((await getUser(s.session.access_token)).status).toBe(403);
    expect((await refresh(third.session.refresh_token)).status).toBe(400);
  });
});

describe('only verified tokens', () => {
  it('an expired or forged access token is refused, and the admin API needs the service role', async () => {
    const { session, user } = await createUser();
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const expired = await new SignJWT({ ...claims, sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
    const expiredRes = await getUser(expired);
    expect(expiredRes.status).toBe(403);
    expect(await expiredRes.json()).toMatchObject({ code: 'bad_jwt' });

    const [head, payload] = session.access_token.split('.');
    expect((await getUser(`${head}.${payload}.${Buffer.from('forged').toString('base64url')}`)).status).toBe(403);

    const createByAnon = await fetch(`${backendUrl()}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sneaky@example.com', password: 'password123', email_confirm: true }),
    });
    expect(createByAnon.status).toBe(403);
  });
});
