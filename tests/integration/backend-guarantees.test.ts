// The guarantees of the local backend that every RLS test leans on, one test
// each: REST, auth and storage need the project's API key, as hosted; the
// caller's role comes only from a JWT signed with the project's secret; and
// the server never runs SQL a client sent (names are checked against the
// catalog, values are bound parameters). That row-level security decides on
// every request is the RLS matrix itself.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/dev-keys';
import {
  anonClient,
  backendUrl,
  clientWithToken,
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  rawFetch,
  resetBackend,
  serviceClient,
  signInAsAdmin,
} from './helpers';

const service = serviceClient();

async function countPosts(): Promise<number> {
  const { count, error } = await service.from('blog_posts').select('*', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? -1;
}

async function token(claims: Record<string, unknown>, expiresAt: number, secret = LOCAL_JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(expiresAt).sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  await resetBackend();
});

describe('the API gateway', () => {
  it("refuses a REST, auth or storage call without the project's apikey, even with a valid bearer token or a user's token as the key", async () => {
    for (const path of ['/rest/v1/blog_posts?select=slug', '/auth/v1/settings', '/storage/v1/bucket']) {
      const res = await fetch(`${backendUrl()}${path}`, { headers: { authorization: `Bearer ${LOCAL_ANON_KEY}` } });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
    }
    const { session } = await signInAsAdmin();
    for (const key of ['not-a-key', session.access_token]) {
      const res = await fetch(`${backendUrl()}/rest/v1/blog_posts?select=slug`, { headers: { apikey: key } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid API key');
    }
  });
});

describe('the role comes only from a verified JWT', () => {
  it('a forged token (401 PGRST301), an expired one (401 JWT expired) and a role outside the API roles are refused', async () => {
    const later = Math.floor(Date.now() / 1000) + 600;
    const forged = await token({ role: 'service_role' }, later, 'not-the-secret-not-the-secret-not-the-secret');
    const forgedRead = await clientWithToken(forged).from('blog_posts').select('slug');
    expect(forgedRead.status).toBe(401);
    expect(forgedRead.error?.code).toBe('PGRST301');

    const expired = await token({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000' }, Math.floor(Date.now() / 1000) - 60);
    const expiredRead = await clientWithToken(expired).from('blog_posts').select('slug');
    expect(expiredRead.status).toBe(401);
    expect(expiredRead.error?.message).toBe('JWT expired');

    const postgres = await token({ role: 'postgres' }, later);
    expect((await clientWithToken(postgres).from('blog_posts').select('slug')).status).toBe(401);
  });
});

describe('no SQL from the client runs', () => {
  it('SQL in names, operators, order or limit is a clean 400 with a PostgREST body, and changes nothing', async () => {
    const before = await countPosts();
    const hostile = [
      '/rest/v1/blog_posts?select=slug;drop%20table%20blog_posts',
      '/rest/v1/blog_posts?select=%22slug%22%22;drop%20table%20blog_posts;--%22',
      '/rest/v1/blog_posts?slug%3Bdelete%20from%20blog_posts=eq.x',
      '/rest/v1/blog_posts?order=slug;delete%20from%20blog_posts',
      '/rest/v1/blog_posts?order=slug.desc;drop',
      '/rest/v1/blog_posts?select=*,(select%201)',
      '/rest/v1/blog_posts?slug=drop.x',
      '/rest/v1/blog_posts?slug=in.(a,b',
      '/rest/v1/blog_posts?or=(slug.eq.a',
      '/rest/v1/blog_posts?limit=-1',
      '/rest/v1/blog_posts?limit=1;delete%20from%20blog_posts',
      '/rest/v1/blog_posts?meta_title=is.nul',
      `/rest/v1/blog_posts?select=${'a,'.repeat(5000)}`,
      '/rest/v1/blog_posts?select=%00%01slug',
      `/rest/v1/blog_posts?or=${'or('.repeat(30)}slug.eq.a${')'.repeat(30)}`,
    ];
    for (const path of hostile) {
      const res = await rawFetch(path);
      expect(res.status, path).toBe(400);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body, path).toHaveProperty('code');
      expect(body, path).toHaveProperty('message');
    }
    expect(await countPosts()).toBe(before);
  });

  it('values that look like SQL are only values: they match nothing and delete nothing', async () => {
    const before = await countPosts();
    const { data, error } = await anonClient().from('blog_posts').select('slug').eq('slug', "x'; delete from blog_posts; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await anonClient().from('blog_posts').select('slug').ilike('title', "%' or '1'='1")).data).toEqual([]);
    const inList = await anonClient().from('blog_posts').select('slug').in('slug', ['a,b', "b'); drop table blog_posts; --"]);
    expect(inList.error).toBeNull();
    expect(inList.data).toEqual([]);
    const res = await rawFetch('/rest/v1/blog_posts?slug=eq.x;delete%20from%20blog_posts', { method: 'DELETE', key: LOCAL_SERVICE_ROLE_KEY });
    expect(res.status).toBe(204);
    expect(await countPosts()).toBe(before);
  });
});
