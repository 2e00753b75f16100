import { fakePublicReads } from '@/testing/public-reads-fakes';
import { searchPostsByTitle, titlePattern } from './search-posts-by-title';

// Public reads go through PostgREST's client, faked by spies on the real object (src/testing).
const from = vi.fn();
beforeEach(() => {
  from.mockReset();
  fakePublicReads({ from });
});

describe('searchPostsByTitle', () => {
  it('makes what was typed a literal pattern: wildcards and the escape escaped, PostgREST’s * dropped', () => {
    expect(titlePattern('  cost ')).toBe('%cost%');
    expect(titlePattern('100%_off\\*')).toBe('%100\\%\\_off\\\\%');
  });

  it('asks for published posts whose title contains the words, newest first, at most 8', async () => {
    const calls: unknown[][] = [];
    const builder: Record<string, unknown> = {};
    for (const method of ['select', 'eq', 'ilike', 'order', 'limit']) {
      builder[method] = (...args: unknown[]) => {
        calls.push([method, ...args]);
        return builder;
      };
    }
    builder.then = (resolve: (r: unknown) => unknown) => Promise.resolve({ data: [{ slug: 'a', title: 'A cost' }], error: null }).then(resolve);
    from.mockReturnValue(builder);

    await expect(searchPostsByTitle('Cost')).resolves.toEqual([{ slug: 'a', title: 'A cost' }]);
    expect(from).toHaveBeenCalledWith('blog_posts');
    expect(calls).toEqual([
      ['select', 'slug, title'],
      ['eq', 'is_published', true],
      ['ilike', 'title', '%Cost%'],
      ['order', 'publish_date', { ascending: false }],
      ['limit', 8],
    ]);
  });
});
