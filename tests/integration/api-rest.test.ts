// The REST calls the app makes, through supabase-js, answered as hosted
// PostgREST answers them. Each test names the calls it protects; the title
// search and the tag overlap are in blog-post-filters.test.ts, embedding in
// leads.test.ts and embedding.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, backendUrl, rawFetch, resetBackend, serviceClient } from './helpers';

const service = serviceClient();

function newPost(slug: string) {
  return { title: `Post ${slug}`, slug, content: '<p>Body</p>', tags: ['alpha', 'beta'], is_published: true };
}

beforeAll(async () => {
  await resetBackend();
});

describe('reads', () => {
  // protects: POST_SUMMARY_COLUMNS (src/types/blog-post.ts), read-leads.ts's
  // `board:` alias, the tags the related posts rank by, and the sitemap's
  // lastmod read from updated_at (src/lib/sitemap.ts).
  it('select answers the named columns under their aliases, text[] as arrays and timestamps in PostgREST text form', async () => {
    const { data, error, status } = await service.from('blog_posts').select('slug, heading:title, tags, updated_at').limit(1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(Object.keys(data![0]).sort()).toEqual(['heading', 'slug', 'tags', 'updated_at']);
    expect(Array.isArray(data![0].tags)).toBe(true);
    expect(String(data![0].updated_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  // protects: .eq/.neq (get-related-posts.ts), .in (create-post.ts,
  // get-booking-overview.ts, read-leads.ts), .not(…, 'is', null)
  // (get-subscribers.ts) and the booking grid's
  // .or('status.eq.requested,and(starts_on.gte.…,starts_on.lt.…)').
  it('filters with eq, neq, in, not is null and or with a nested and', async () => {
    const all = (await service.from('blog_posts').select('slug, is_published, publish_date, meta_title')).data!;
    const published = all.filter((p) => p.is_published);
    expect(published.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(published.length);

    expect((await service.from('blog_posts').select('slug').eq('is_published', true)).data).toHaveLength(published.length);
    expect((await service.from('blog_posts').select('slug').neq('is_published', true)).data).toHaveLength(all.length - published.length);

    const two = all.slice(0, 2).map((p) => p.slug as string);
    const inList = await service.from('blog_posts').select('slug').in('slug', two);
    expect(inList.data!.map((p) => p.slug).sort()).toEqual([...two].sort());

    const titled = await service.from('blog_posts').select('slug').not('meta_title', 'is', null);
    expect(titled.error).toBeNull();
    expect(titled.data).toHaveLength(all.filter((p) => p.meta_title !== null).length);

    const dates = all.map((p) => p.publish_date as string).sort();
    const middle = dates[Math.floor(dates.length / 2)]!;
    const drafts = all.filter((p) => !p.is_published).length;
    const fromMiddle = all.filter((p) => p.is_published && p.publish_date >= middle && p.publish_date < '9999-12-31').length;
    const or = await service.from('blog_posts').select('slug').or(`is_published.eq.false,and(publish_date.gte.${middle},publish_date.lt.9999-12-31)`);
    expect(or.error).toBeNull();
    expect(or.data).toHaveLength(drafts + fromMiddle);
  });

  // protects: the blog's pages, .order('publish_date', { ascending: false })
  // .range(…) with count: 'exact' (get-posts-page.ts), and fetchAllRows'
  // .order('name').order('id').range(from, to) (src/lib/fetch-all-rows.ts).
  it('orders by several columns and pages with range, the exact count in Content-Range', async () => {
    const { data } = await service
      .from('blog_posts')
      .select('slug, is_published, publish_date')
      .order('is_published')
      .order('publish_date', { ascending: false });
    const rows = data!;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      if (a.is_published === b.is_published) expect(Date.parse(a.publish_date)).toBeGreaterThanOrEqual(Date.parse(b.publish_date));
      else expect(a.is_published).toBe(false);
    }

    const total = rows.length;
    const page = await service.from('blog_posts').select('slug', { count: 'exact' }).order('slug').range(1, 2);
    expect(page.error).toBeNull();
    expect(page.count).toBe(total);
    const bySlug = (await service.from('blog_posts').select('slug').order('slug')).data!;
    expect(page.data).toEqual(bySlug.slice(1, 3));
    // The browser reads the count from this header; anon sees only published posts.
    const res = await rawFetch('/rest/v1/blog_posts?select=slug&order=slug&offset=1&limit=2', { headers: { prefer: 'count=exact' } });
    const anonTotal = (await anonClient().from('blog_posts').select('id')).data!.length;
    expect(res.headers.get('content-range')).toBe(`1-2/${anonTotal}`);
  });

  // protects: a post by its slug, .maybeSingle() (get-post-by-slug.ts: no
  // row is the not-found page, not an error), and the editor's .single().
  it('single answers an object; maybeSingle answers null for no row', async () => {
    const { data: one } = await service.from('blog_posts').select('slug').limit(1).single();
    expect(typeof one!.slug).toBe('string');
    const none = await anonClient().from('blog_posts').select('slug').eq('slug', 'no-such-post').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });
});

describe('writes', () => {
  // protects: create-post.ts's .insert().select().single() (201),
  // update-post.ts's .update().eq('id', …).select().single(), and
  // delete-post.ts's .delete().eq('id', …).select('id'), whose empty answer
  // tells "not allowed" from "deleted".
  it('insert, update and delete return the rows they wrote, text[] included', async () => {
    const inserted = await service.from('blog_posts').insert(newPost('api-insert-one')).select('id, slug, tags').single();
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toMatchObject({ slug: 'api-insert-one', tags: ['alpha', 'beta'] });
    const id = inserted.data!.id as string;

    const updated = await service
      .from('blog_posts')
      .update({ title: 'Updated title', tags: ['x'] })
      .eq('id', id)
      .select('slug, title, tags')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual({ slug: 'api-insert-one', title: 'Updated title', tags: ['x'] });

    const deleted = await service.from('blog_posts').delete().eq('id', id).select('id');
    expect(deleted.error).toBeNull();
    expect(deleted.data).toEqual([{ id }]);
    expect((await service.from('blog_posts').select('id').eq('id', id)).data).toEqual([]);
  });

  // protects: every call from the site's origin to the API's (another port
  // locally, another host in production), and count: 'exact' in the browser,
  // which may read Content-Range only when it is exposed.
  it('answers the CORS preflight and exposes Content-Range', async () => {
    const res = await fetch(`${backendUrl()}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, prefer' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/prefer/);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });
});
