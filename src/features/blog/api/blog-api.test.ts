import { POST_SUMMARY_COLUMNS } from '@/types/blog-post';
import type { Mock } from 'vitest';
import { blogPostKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { getLatestPosts, latestPostsQueryOptions } from './get-latest-posts';
import { getPostBySlug, postBySlugQueryOptions } from './get-post-by-slug';
import { getPosts, postsQueryOptions } from './get-posts';

vi.mock('@/lib/supabase', () => ({ supabase: { from: vi.fn() } }));
// Public reads go through PostgREST's client: the same calls, on the same stand-in.
vi.mock('@/lib/public-reads', async () => ({ publicReads: (await import('@/lib/supabase')).supabase }));

type Result = { data: unknown; error: { message: string; code?: string } | null };

/** A stand-in for supabase-js's query builder: records each call, resolves to `result`. */
function fakeQuery(result: Result) {
  const calls: [string, ...unknown[]][] = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'limit']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.maybeSingle = () => {
    calls.push(['maybeSingle']);
    return Promise.resolve(result);
  };
  builder.then = (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) => Promise.resolve(result).then(resolve, reject);
  (supabase.from as unknown as Mock).mockReturnValue(builder);
  return calls;
}

describe('lists', () => {
  it('never read the bodies of posts', () => {
    expect(POST_SUMMARY_COLUMNS.split(', ')).not.toContain('content');
    expect(POST_SUMMARY_COLUMNS).not.toContain('*');
  });
});

describe('getPosts', () => {
  it('reads published posts, newest first', async () => {
    const calls = fakeQuery({ data: [{ id: '1' }], error: null });
    await expect(getPosts()).resolves.toEqual([{ id: '1' }]);
    expect(supabase.from).toHaveBeenCalledWith('blog_posts');
    expect(calls).toEqual([
      ['select', POST_SUMMARY_COLUMNS],
      ['eq', 'is_published', true],
      ['order', 'publish_date', { ascending: false }],
    ]);
  });

  it('can include drafts', async () => {
    const calls = fakeQuery({ data: [], error: null });
    await getPosts({ publishedOnly: false });
    expect(calls.map((c) => c[0])).toEqual(['select', 'order']);
  });

  it('throws the API error', async () => {
    fakeQuery({ data: null, error: { message: 'boom' } });
    await expect(getPosts()).rejects.toThrow('boom');
  });

  it('throws it as a DataError that keeps its code', async () => {
    fakeQuery({ data: null, error: { message: 'permission denied for table blog_posts', code: '42501' } });
    await expect(getPosts()).rejects.toMatchObject({
      name: 'DataError',
      kind: 'not-allowed',
      code: '42501',
      message: 'permission denied for table blog_posts',
    });
  });

  it('uses the shared query keys', () => {
    expect(postsQueryOptions().queryKey).toEqual(blogPostKeys.list(true));
    expect(postsQueryOptions({ publishedOnly: false }).queryKey).toEqual(blogPostKeys.list(false));
  });
});

describe('getPostBySlug', () => {
  it('asks for one published post by slug', async () => {
    const calls = fakeQuery({ data: { id: '1', slug: 's' }, error: null });
    await expect(getPostBySlug('s')).resolves.toEqual({ id: '1', slug: 's' });
    expect(calls).toEqual([['select', '*'], ['eq', 'slug', 's'], ['eq', 'is_published', true], ['maybeSingle']]);
    expect(postBySlugQueryOptions('s').queryKey).toEqual(blogPostKeys.bySlug('s'));
  });

  it('returns null when there is no such published post', async () => {
    fakeQuery({ data: null, error: null });
    await expect(getPostBySlug('missing')).resolves.toBeNull();
  });
});

describe('getLatestPosts', () => {
  it('reads the 3 newest published posts', async () => {
    const calls = fakeQuery({ data: [], error: null });
    await getLatestPosts();
    expect(calls).toEqual([
      ['select', POST_SUMMARY_COLUMNS],
      ['eq', 'is_published', true],
      ['order', 'publish_date', { ascending: false }],
      ['limit', 3],
    ]);
    expect(latestPostsQueryOptions().queryKey).toEqual(blogPostKeys.latest(3));
  });
});
