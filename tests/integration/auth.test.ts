// The GoTrue subset: password and refresh grants, reuse detection, logout
// scopes, sign-up refused, bad tokens.
import { SignJWT } from 'jose';
import { REFRESH_TOKEN_REUSE_INTERVAL_SECONDS } from '../../supabase/local/auth/sessions';
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
  it('returns a session with GoTrue claims and user shape', async () => {
    const { session, user } = await signInAsAdmin();
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.refresh_token).toBeTruthy();
    expect(user).toMatchObject({ email: LOCAL_ADMIN_EMAIL, aud: 'authenticated', role: 'authenticated', app_metadata: { provider: 'email' } });
    expect(user.email_confirmed_at).toBeTruthy();
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aud: 'authenticated', aal: 'aal1', email: LOCAL_ADMIN_EMAIL });
    for (const key of ['iss', 'exp', 'iat', 'session_id', 'amr', 'app_metadata', 'user_metadata', 'is_anonymous']) expect(claims).toHaveProperty(key);
  });

  it('a wrong password is invalid_credentials (400)', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: 'wrong-password' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('an unknown e-mail gets the same answer as a wrong password', async () => {
    const { error } = await anonClient().auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('missing fields are validation_failed', async () => {
    const res = await fetch(`${backendUrl()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email: LOCAL_ADMIN_EMAIL }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('sign-up is refused', async () => {
    const { error } = await anonClient().auth.signUp({ email: 'new@example.com', password: 'a-good-password' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('signup_disabled');
  });

  it('getUser works with the access token', async () => {
    const { client, user } = await createUser();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
  });
});

describe('refresh tokens', () => {
  it('rotate: a refresh gives a new token pair for the same session', async () => {
    const { session } = await createUser();
    const res = await refresh(session.refresh_token);
    expect(res.status).toBe(200);
    const next = (await res.json()) as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect((await getUser(next.access_token)).status).toBe(200);
  });

  it("reusing a token within the reuse interval (two tabs refreshing together) gives the session's current token", async () => {
    const { session } = await createUser();
    const first = (await (await refresh(session.refresh_token)).json()) as { access_token: string; refresh_token: string };
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    const second = (await again.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).toBe(first.refresh_token);
    expect((await getUser(second.access_token)).status).toBe(200);
  });

  it('reusing a rotated token after the reuse interval fails and revokes the whole family', { timeout: 20_000 }, async () => {
    const { session } = await createUser();
    const first = (await (await refresh(session.refresh_token)).json()) as { access_token: string; refresh_token: string };
    await new Promise((resolve) => setTimeout(resolve, (REFRESH_TOKEN_REUSE_INTERVAL_SECONDS + 0.5) * 1000));
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // The newest token of the family is dead too, and so is the session.
    const after = await refresh(first.refresh_token);
    expect(after.status).toBe(400);
    expect((await getUser(first.access_token)).status).toBe(403);
  });

  it('supabase-js refreshSession works', async () => {
    const { client, session } = await createUser();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
  });
});

describe('logout scopes', () => {
  async function threeSessions() {
    const user = await createUser();
    const second = await signIn(user.email, user.password);
    const third = await signIn(user.email, user.password);
    return [user, second, third] as const;
  }

  it('local ends only the current session', async () => {
    const [a, b, c] = await threeSessions();
    const { error } = await a.client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    expect((await getUser(a.session.access_token)).status).toBe(403);
    expect((await getUser(b.session.access_token)).status).toBe(200);
    expect((await getUser(c.session.access_token)).status).toBe(200);
  });

  it('others ends every session but the current one', async () => {
    const [a, b, c] = await threeSessions();
    await a.client.auth.signOut({ scope: 'others' });
    expect((await getUser(a.session.access_token)).status).toBe(200);
    expect((await getUser(b.session.access_token)).status).toBe(403);
    expect((await refresh(c.session.refresh_token)).status).toBe(400);
  });

  it('global ends every session of the user', async () => {
    const [a, b, c] = await threeSessions();
    await a.client.auth.signOut({ scope: 'global' });
    for (const s of [a, b, c]) expect((await getUser(s.session.access_token)).status).toBe(403);
  });

  it('an unknown scope is validation_failed and ends nothing', async () => {
    const { session } = await createUser();
    const res = await fetch(`${backendUrl()}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    expect((await getUser(session.access_token)).status).toBe(200);
  });
});

describe('bad tokens', () => {
  const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

  it('an expired access token is refused', async () => {
    const { session, user } = await createUser();
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const expired = await new SignJWT({ ...claims, sub: user.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret);
    const res = await getUser(expired);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('a forged access token is refused', async () => {
    const { session } = await createUser();
    const [head, payload] = session.access_token.split('.');
    const res = await getUser(`${head}.${payload}.${Buffer.from('forged').toString('base64url')}`);
    expect(res.status).toBe(403);
  });

  it('the admin API needs the service role', async () => {
    const res = await fetch(`${backendUrl()}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sneaky@example.com', password: 'password123', email_confirm: true }),
    });
    expect(res.status).toBe(403);
  });
});
