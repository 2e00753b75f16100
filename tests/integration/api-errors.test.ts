// PostgREST error shapes, and hostile query strings that must get clean 400s
// and change nothing.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/dev-keys';
import { anonClient, clientWithToken, LOCAL_SERVICE_ROLE_KEY, rawFetch, resetBackend, serviceClient } from './helpers';

const service = serviceClient();
let postCount = 0;

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
  postCount = await countPosts();
});

describe('PostgREST errors', () => {
  it('unknown table: 404 PGRST205', async () => {
    const { error, status } = await anonClient().from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.no_such_table' in the schema cache" });
    expect(error).toHaveProperty('details');
    expect(error).toHaveProperty('hint');
  });

  it('bad filter syntax: 400 PGRST100', async () => {
    const res = await rawFetch('/rest/v1/blog_posts?slug=nope.x');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('unknown column: 400 42703', async () => {
    const { error, status } = await anonClient().from('blog_posts').select('slug, nope');
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it('single() with no rows: 406 PGRST116', async () => {
    const { error, status } = await anonClient().from('blog_posts').select('slug').eq('slug', 'nothing-here').single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('a forged JWT: 401 PGRST301', async () => {
    const forged = await token({ role: 'service_role' }, Math.floor(Date.now() / 1000) + 600, 'not-the-secret-not-the-secret-not-the-secret');
    const { error, status } = await clientWithToken(forged).from('blog_posts').select('slug');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('an expired JWT: 401', async () => {
    const expired = await token({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000' }, Math.floor(Date.now() / 1000) - 60);
    const { error, status } = await clientWithToken(expired).from('blog_posts').select('slug');
    expect(status).toBe(401);
    expect(error?.message).toBe('JWT expired');
  });

  it('a role outside the allowlist is refused', async () => {
    const postgres = await token({ role: 'postgres' }, Math.floor(Date.now() / 1000) + 600);
    const { status } = await clientWithToken(postgres).from('blog_posts').select('slug');
    expect(status).toBe(401);
  });

  it('an unexposed schema: 406 PGRST106', async () => {
    const { error, status } = await service.schema('private').from('admins').select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST106', message: 'The schema must be one of the following: public' });
  });

  it('permission denied is 401 for anon', async () => {
    const { error, status } = await anonClient().from('blog_posts').insert({ title: 'x', slug: 'anon-x' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('unique violation: 409 23505', async () => {
    const { data } = await service.from('blog_posts').select('slug').limit(1).single();
    const { error, status } = await service.from('blog_posts').insert({ title: 'Dup', slug: data!.slug });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });

  it('bad values: 400 with the database code', async () => {
    const wrongType = await anonClient().from('blog_posts').select('slug').eq('publish_date', 'not a date');
    expect(wrongType.status).toBe(400);
    expect(wrongType.error?.code).toBe('22007');
    const notNull = await service.from('blog_posts').insert({ slug: 'no-title' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const unknownColumn = await service.from('blog_posts').insert({ title: 't', slug: 'unknown-col', nope: 1 });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('PGRST204');
  });

  it('malformed JSON bodies: 400 PGRST102', async () => {
    const res = await rawFetch('/rest/v1/newsletter_subscribers', { method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102' });
  });
});

describe('hostile query strings', () => {
  const hostile: [string, string][] = [
    ['column name with SQL', '/rest/v1/blog_posts?select=slug;drop%20table%20blog_posts'],
    ['quoted identifier escape', '/rest/v1/blog_posts?select=%22slug%22%22;drop%20table%20blog_posts;--%22'],
    ['filter key with SQL', '/rest/v1/blog_posts?slug%3Bdelete%20from%20blog_posts=eq.x'],
    ['order with SQL', '/rest/v1/blog_posts?order=slug;delete%20from%20blog_posts'],
    ['order direction with SQL', '/rest/v1/blog_posts?order=slug.desc;drop'],
    ['subquery in select', '/rest/v1/blog_posts?select=*,(select%201)'],
    ['unknown operator', '/rest/v1/blog_posts?slug=drop.x'],
    ['unbalanced in list', '/rest/v1/blog_posts?slug=in.(a,b'],
    ['unbalanced logic tree', '/rest/v1/blog_posts?or=(slug.eq.a'],
    ['negative limit', '/rest/v1/blog_posts?limit=-1'],
    ['limit with SQL', '/rest/v1/blog_posts?limit=1;delete%20from%20blog_posts'],
    ['garbled is', '/rest/v1/blog_posts?meta_title=is.nul'],
    ['huge parameter', `/rest/v1/blog_posts?select=${'a,'.repeat(5000)}`],
    ['control characters', '/rest/v1/blog_posts?select=%00%01slug'],
    ['deep nesting', `/rest/v1/blog_posts?or=${'or('.repeat(30)}slug.eq.a${')'.repeat(30)}`],
  ];

  it.each(hostile)('%s: clean 400 with a PostgREST body', async (_name, path) => {
    const res = await rawFetch(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toHaveProperty('code');
    expect(body).toHaveProperty('message');
  });

  it('values that look like SQL are just values', async () => {
    const { data, error } = await anonClient().from('blog_posts').select('slug').eq('slug', "x'; delete from blog_posts; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const like = await anonClient().from('blog_posts').select('slug').ilike('title', "%' or '1'='1");
    expect(like.data).toEqual([]);
    const inList = await anonClient().from('blog_posts').select('slug').in('slug', ['a,b', "b'); drop table blog_posts; --"]);
    expect(inList.error).toBeNull();
    expect(inList.data).toEqual([]);
  });

  it('SQL in a delete filter value matches nothing and deletes nothing', async () => {
    const res = await rawFetch('/rest/v1/blog_posts?slug=eq.x;delete%20from%20blog_posts', { method: 'DELETE', key: LOCAL_SERVICE_ROLE_KEY });
    expect(res.status).toBe(204);
    expect(await countPosts()).toBe(postCount);
  });

  it('the server still answers and nothing changed', async () => {
    const res = await rawFetch('/rest/v1/blog_posts?select=slug&limit=1');
    expect(res.status).toBe(200);
    expect(await countPosts()).toBe(postCount);
  });
});
