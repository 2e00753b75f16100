import { fakePublicReads } from '@/testing/public-reads-fakes';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from '@/types/blog-post';
import { getRelatedPosts, rankRelated, relatedPostsQueryOptions } from './get-related-posts';

// Public reads go through PostgREST's client, faked by spies on the real object (src/testing).
const from = vi.fn();
beforeEach(() => {
  from.mockReset();
  fakePublicReads({ from });
});

function summary(slug: string, publish_date: string, tags: string[]): BlogPostSummary {
  return { id: `id-${slug}`, slug, title: slug, excerpt: null, publish_date, updated_at: publish_date, tags, featured_image: null, featured_image_alt: null };
}

/** Each call to from() answers the next result and records its chain. */
function fakeQueries(results: BlogPostSummary[][]) {
  const chains: unknown[][][] = [];
  from.mockImplementation(() => {
    const calls: unknown[][] = [];
    chains.push(calls);
    const data = results[chains.length - 1] ?? [];
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'neq', 'filter', 'order', 'limit']) {
      builder[method] = (...args: unknown[]) => {
        calls.push([method, ...args]);
        return builder;
      };
    }
    builder.then = (resolve: (r: unknown) => unknown) => Promise.resolve({ data, error: null }).then(resolve);
    return builder;
  });
  return chains;
}

describe('related posts', () => {
  it('ranks by shared tags, then newest, at most three', () => {
    const posts = [
      summary('new-none', '2026-11-20', ['other']),
      summary('old-two', '2026-01-01', ['costs', 'london']),
      summary('mid-one', '2026-06-01', ['costs']),
      summary('new-one', '2026-10-01', ['london']),
    ];
    expect(rankRelated(posts, ['costs', 'london']).map((p) => p.slug)).toEqual(['old-two', 'new-one', 'mid-one']);
  });

  it('asks for published posts sharing a tag (quoted as text), never this one; fills with the newest only when too few share one', async () => {
    const chains = fakeQueries([
      [summary('tagged', '2026-05-01', ['costs'])],
      [summary('newest', '2026-11-01', []), summary('tagged', '2026-05-01', ['costs'])],
    ]);
    const related = await getRelatedPosts('this-one', ['costs', 'a "quoted", {odd} tag']);
    expect(related.map((p) => p.slug)).toEqual(['tagged', 'newest']);
    expect(chains[0]).toEqual([
      ['select', POST_SUMMARY_COLUMNS],
      ['eq', 'is_published', true],
      ['neq', 'slug', 'this-one'],
      ['filter', 'tags', 'ov', '{"costs","a \\"quoted\\", {odd} tag"}'],
      ['order', 'publish_date', { ascending: false }],
      ['limit', 30],
    ]);
    expect(chains[1]).toEqual([
      ['select', POST_SUMMARY_COLUMNS],
      ['eq', 'is_published', true],
      ['neq', 'slug', 'this-one'],
      ['order', 'publish_date', { ascending: false }],
      ['limit', 4],
    ]);
  });

  it('makes one request when three posts share a tag', async () => {
    const chains = fakeQueries([[summary('a', '2026-01-01', ['x']), summary('b', '2026-02-01', ['x']), summary('c', '2026-03-01', ['x'])]]);
    expect((await getRelatedPosts('this-one', ['x'])).map((p) => p.slug)).toEqual(['c', 'b', 'a']);
    expect(chains).toHaveLength(1);
  });

  it('keys the query by slug and the tags in one order, under the posts’ key', () => {
    expect(relatedPostsQueryOptions('s', ['b', 'a']).queryKey).toEqual(relatedPostsQueryOptions('s', ['a', 'b', 'a']).queryKey);
    expect(relatedPostsQueryOptions('s', []).queryKey[0]).toBe('blog-posts');
  });
});
