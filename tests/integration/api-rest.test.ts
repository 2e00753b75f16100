// REST shapes as supabase-js sees them: select, filters, order, range, count,
// single, insert/update/upsert/delete with return=representation.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, rawFetch, resetBackend, serviceClient } from './helpers';

const service = serviceClient();

function newPost(slug: string, extra: Record<string, unknown> = {}) {
  return { title: `Post ${slug}`, slug, content: '<p>Body</p>', tags: ['alpha', 'beta'], is_published: true, ...extra };
}

beforeAll(async () => {
  await resetBackend();
});

describe('select', () => {
  it('returns only the requested columns, with aliases, arrays as JSON arrays', async () => {
    const { data, error, status } = await service.from('blog_posts').select('slug, heading:title, tags').limit(1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1);
    expect(Object.keys(data![0]).sort()).toEqual(['heading', 'slug', 'tags']);
    expect(Array.isArray(data![0].tags)).toBe(true);
  });

  it('select * returns every column, timestamps in PostgREST text form', async () => {
    const { data } = await service.from('blog_posts').select('*').limit(1).single();
    expect(data).toHaveProperty('id');
    expect(data).toHaveProperty('is_published');
    expect(String(data!.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it('filters with eq, neq, in, is, ilike, gt/lt and not', async () => {
    const all = (await service.from('blog_posts').select('slug, is_published, publish_date')).data!;
    const published = all.filter((p) => p.is_published);
    expect(published.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(published.length);

    const eq = await service.from('blog_posts').select('slug').eq('is_published', true);
    expect(eq.data).toHaveLength(published.length);
    const neq = await service.from('blog_posts').select('slug').neq('is_published', true);
    expect(neq.data).toHaveLength(all.length - published.length);

    const two = all.slice(0, 2).map((p) => p.slug as string);
    const inList = await service.from('blog_posts').select('slug').in('slug', two);
    expect(inList.data!.map((p) => p.slug).sort()).toEqual([...two].sort());

    const isNull = await service.from('blog_posts').select('slug').is('meta_title', null);
    expect(isNull.error).toBeNull();

    const cost = await service.from('blog_posts').select('slug').ilike('slug', '%COST%');
    expect(cost.data!.length).toBeGreaterThan(0);
    expect(cost.data!.every((p) => String(p.slug).includes('cost'))).toBe(true);

    const dates = all.map((p) => p.publish_date as string).sort();
    const middle = dates[Math.floor(dates.length / 2)];
    const gte = await service.from('blog_posts').select('slug').gte('publish_date', middle);
    const lt = await service.from('blog_posts').select('slug').lt('publish_date', middle);
    expect(gte.data!.length + lt.data!.length).toBe(all.length);

    const not = await service
      .from('blog_posts')
      .select('slug')
      .not('slug', 'in', `(${two.join(',')})`);
    expect(not.data).toHaveLength(all.length - 2);

    const or = await service.from('blog_posts').select('slug').or(`slug.eq.${two[0]},slug.eq.${two[1]}`);
    expect(or.data).toHaveLength(2);
  });

  it('orders by several columns, ascending and descending', async () => {
    const { data } = await service
      .from('blog_posts')
      .select('slug, is_published, publish_date')
      .order('is_published')
      .order('publish_date', { ascending: false });
    const rows = data!;
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1];
      const b = rows[i];
      if (a.is_published === b.is_published) expect(Date.parse(a.publish_date)).toBeGreaterThanOrEqual(Date.parse(b.publish_date));
      else expect(a.is_published).toBe(false);
    }
  });

  it('ranges with an exact count and Content-Range', async () => {
    const total = (await service.from('blog_posts').select('id')).data!.length;
    const page = await service.from('blog_posts').select('slug', { count: 'exact' }).order('slug').range(1, 2);
    expect(page.error).toBeNull();
    expect(page.count).toBe(total);
    expect(page.data).toHaveLength(2);
    const res = await rawFetch('/rest/v1/blog_posts?select=slug&order=slug&offset=1&limit=2', { headers: { prefer: 'count=exact' } });
    // anon sees only published posts
    const anonTotal = (await anonClient().from('blog_posts').select('id')).data!.length;
    expect(res.headers.get('content-range')).toBe(`1-2/${anonTotal}`);
  });

  it('head with count returns the count and no rows', async () => {
    const { data, count, error } = await anonClient().from('blog_posts').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBeGreaterThan(0);
  });

  it('single returns an object, maybeSingle returns null for no rows', async () => {
    const { data: one } = await service.from('blog_posts').select('slug').limit(1).single();
    expect(typeof one!.slug).toBe('string');
    const none = await service.from('blog_posts').select('slug').eq('slug', 'no-such-post').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });
});

describe('writes', () => {
  it('inserts and returns the row (201), round-tripping text[]', async () => {
    const { data, error, status } = await service.from('blog_posts').insert(newPost('api-insert-one')).select('id, slug, tags').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ slug: 'api-insert-one', tags: ['alpha', 'beta'] });
  });

  it('inserts an array with minimal return (201, no body)', async () => {
    const { data, error, status } = await service.from('blog_posts').insert([newPost('api-many-1'), newPost('api-many-2', { excerpt: 'Only here' })]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const check = await service.from('blog_posts').select('slug, excerpt').in('slug', ['api-many-1', 'api-many-2']).order('slug');
    expect(check.data).toEqual([
      { slug: 'api-many-1', excerpt: null },
      { slug: 'api-many-2', excerpt: 'Only here' },
    ]);
  });

  it('updates with filters and returns the changed rows', async () => {
    const { data, error, status } = await service
      .from('blog_posts')
      .update({ title: 'Updated title', tags: ['x'] })
      .eq('slug', 'api-insert-one')
      .select('slug, title, tags');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: 'api-insert-one', title: 'Updated title', tags: ['x'] }]);
  });

  it('upserts on a conflict column (merge and ignore)', async () => {
    const merged = await service
      .from('blog_posts')
      .upsert(newPost('api-insert-one', { title: 'Merged' }), { onConflict: 'slug' })
      .select('title');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ title: 'Merged' }]);
    const ignored = await service
      .from('blog_posts')
      .upsert(newPost('api-insert-one', { title: 'Ignored' }), { onConflict: 'slug', ignoreDuplicates: true })
      .select('title');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
  });

  it('deletes with filters and returns the deleted rows', async () => {
    const { data, error, status } = await service.from('blog_posts').delete().in('slug', ['api-many-1', 'api-many-2']).select('slug');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((r) => r.slug).sort()).toEqual(['api-many-1', 'api-many-2']);
    const gone = await service.from('blog_posts').select('slug').in('slug', ['api-many-1', 'api-many-2']);
    expect(gone.data).toEqual([]);
  });

  it('a single() write that matches several rows is refused and rolled back', async () => {
    await service.from('blog_posts').insert([newPost('api-roll-1'), newPost('api-roll-2')]);
    const { error, status } = await service.from('blog_posts').update({ title: 'Should not stick' }).like('slug', 'api-roll-%').select('slug').single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const after = await service.from('blog_posts').select('title').like('slug', 'api-roll-%');
    expect(after.data!.every((r) => r.title !== 'Should not stick')).toBe(true);
  });

  it('answers CORS preflight and exposes Content-Range', async () => {
    const res = await fetch(`${(await import('./helpers')).backendUrl()}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, prefer' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/prefer/);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });
});
