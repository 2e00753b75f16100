// Where the local backend must behave like hosted Supabase: the gateway's API
// key, the safe-update guard, and no request that can freeze the backend.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, backendUrl, createUser, LOCAL_ADMIN_EMAIL, LOCAL_ANON_KEY, rawFetch, resetBackend, serviceClient, signInAsAdmin } from './helpers';

beforeAll(async () => {
  await resetBackend();
});

describe('the API gateway', () => {
  it('refuses a REST, auth or storage call without an apikey, even with a valid bearer token', async () => {
    for (const path of ['/rest/v1/blog_posts?select=slug', '/auth/v1/settings', '/storage/v1/bucket']) {
      const res = await fetch(`${backendUrl()}${path}`, { headers: { authorization: `Bearer ${LOCAL_ANON_KEY}` } });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    }
  });

  it('refuses a key that is not one of the project\u2019s', async () => {
    const { session } = await signInAsAdmin();
    for (const key of ['not-a-key', session.access_token]) {
      const res = await fetch(`${backendUrl()}/rest/v1/blog_posts?select=slug`, { headers: { apikey: key } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid API key');
    }
  });

  it('serves public objects to anyone, key or not (they are <img> URLs)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const { error } = await serviceClient().storage.from('blog-images').upload('parity/pixel.png', png, { contentType: 'image/png', upsert: true });
    expect(error).toBeNull();
    const download = await fetch(`${backendUrl()}/storage/v1/object/public/blog-images/parity/pixel.png`);
    expect(download.status).toBe(200);
  });
});

describe('request bodies', () => {
  it.each(['text/plain', 'application/xml', 'text/html'])('a write whose body is %s is refused with 415 PGRST107 and stores nothing', async (type) => {
    const { session } = await signInAsAdmin();
    const res = await rawFetch('/rest/v1/blog_posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': type },
      body: JSON.stringify({ title: 'Typed wrong', slug: 'typed-wrong', content: '<p>x</p>' }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'PGRST107', message: `None of these media types are available: ${type}` });
    const { data } = await serviceClient().from('blog_posts').select('id').eq('slug', 'typed-wrong');
    expect(data).toEqual([]);
  });

  it('a JSON write with a charset parameter is accepted', async () => {
    const { session } = await signInAsAdmin();
    const res = await rawFetch('/rest/v1/rpc/is_site_admin', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json; charset=utf-8' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
  });
});

describe('the safe-update guard', () => {
  it.each(['PATCH', 'DELETE'] as const)('%s without a filter is refused with 21000 and changes nothing', async (method) => {
    const { client } = await signInAsAdmin();
    const before = await serviceClient().from('blog_posts').select('id, title');
    const res = await rawFetch('/rest/v1/blog_posts', {
      method,
      key: LOCAL_ANON_KEY,
      headers: { authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`, 'content-type': 'application/json' },
      body: method === 'PATCH' ? JSON.stringify({ title: 'Everything renamed' }) : undefined,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '21000', message: `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause` });
    const after = await serviceClient().from('blog_posts').select('id, title');
    expect(after.data).toEqual(before.data);
  });
});

describe('no request freezes the backend', () => {
  it('a catastrophic regular expression is refused at once, naming the local limit, and /health answers meanwhile', async () => {
    const started = Date.now();
    const [res, health] = await Promise.all([
      rawFetch(`/rest/v1/blog_posts?content=match.${encodeURIComponent('(.*)(.*)\\2\\1z')}`),
      fetch(`${backendUrl()}/health`),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(health.status).toBe(200);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string; details: string };
    expect(body.code).toBe('PGRST100');
    expect(body.message).toMatch(/local backend does not run the 'match'/);
    const nested = await rawFetch(`/rest/v1/blog_posts?or=(title.imatch.${encodeURIComponent('(a+)+$')},slug.eq.x)`);
    expect(nested.status).toBe(400);
  });
});

describe('auth like hosted GoTrue', () => {
  it('a user who writes is_admin into their own metadata with updateUser still cannot write posts', async () => {
    const user = await createUser();
    const { data, error } = await user.client.auth.updateUser({ data: { is_admin: true, role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ is_admin: true, role: 'admin' });
    // A fresh token carries the new metadata; the database still says no.
    await user.client.auth.refreshSession();
    const insert = await user.client.from('blog_posts').insert({ title: 'Not an admin', slug: `not-an-admin-${Date.now()}`, content: '<p>x</p>' });
    expect(insert.error?.code).toBe('42501');
  });

  it('updateUser changes the password: the old one stops working, the new one signs in', async () => {
    const user = await createUser();
    const { error } = await user.client.auth.updateUser({ password: 'a-brand-new-password' });
    expect(error).toBeNull();
    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await anonClient().auth.signInWithPassword({ email: user.email, password: 'a-brand-new-password' });
    expect(fresh.error).toBeNull();
  });

  it('an unknown e-mail takes as long to refuse as a wrong password for a real account', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const { error } = await anonClient().auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(error?.code).toBe('invalid_credentials');
      return performance.now() - started;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(LOCAL_ADMIN_EMAIL));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    // Both pay one bcrypt comparison: the same order of time, not 9 ms against 2 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it('more than 30 sign-ins from one address in 5 minutes get 429 over_request_rate_limit, then the backend reset clears it', async () => {
    await resetBackend();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 31; i++) {
      const { error } = await anonClient().auth.signInWithPassword({ email: `nobody@example.com`, password: 'wrong' });
      codes.push(error?.code);
    }
    expect(codes.slice(0, 30).every((c) => c === 'invalid_credentials')).toBe(true);
    const limited = await anonClient().auth.signInWithPassword({ email: LOCAL_ADMIN_EMAIL, password: 'wrong' });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');
    await resetBackend();
  });
});
