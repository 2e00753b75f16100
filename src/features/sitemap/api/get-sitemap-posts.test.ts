import { blogPostKeys } from '@/lib/query-keys';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { getSitemapPosts, sitemapPostsQueryOptions } from './get-sitemap-posts';

// Public reads go through PostgREST's client, faked by spies on the real object (src/testing).
const from = vi.fn();
beforeEach(() => {
  from.mockReset();
  fakePublicReads({ from });
});

describe('getSitemapPosts', () => {
  it('selects slug and updated_at of published posts, most recently changed first', async () => {
    const calls: unknown[][] = [];
    const rows = [{ slug: 'a', updated_at: '2026-11-03T00:00:00Z' }];
    const builder: Record<string, unknown> = {
      then: (resolve: (r: unknown) => unknown) => Promise.resolve({ data: rows, error: null }).then(resolve),
    };
    for (const m of ['select', 'eq', 'order']) {
      builder[m] = (...args: unknown[]) => {
        calls.push([m, ...args]);
        return builder;
      };
    }
    from.mockReturnValue(builder);
    await expect(getSitemapPosts()).resolves.toEqual(rows);
    expect(from).toHaveBeenCalledWith('blog_posts');
    expect(calls).toEqual([
      ['select', 'slug, updated_at'],
      ['eq', 'is_published', true],
      ['order', 'updated_at', { ascending: false }],
    ]);
    expect(sitemapPostsQueryOptions().queryKey).toEqual(blogPostKeys.sitemap());
  });
});
