// The two filters the public blog builds from what it is given (a visitor's
// words on the not-found page, a post's tags for its related posts) behave as
// literals on the real database: no wildcard, quote or brace gets through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textArrayLiteral } from '@/features/blog/api/get-related-posts';
import { titlePattern } from '@/features/blog/api/search-posts-by-title';
import { anonClient, resetBackend, serviceClient } from './helpers';

const service = serviceClient();
const anon = anonClient();

const posts = [
  { slug: 'filters-percent', title: 'Save 100% of Filters Tests', tags: ['say "hi"', 'filters-a'] },
  { slug: 'filters-plain', title: 'Save 1000 Filters Tests', tags: ['{brace}', 'filters-b'] },
  { slug: 'filters-draft', title: 'Save 100% of Filters Drafts', tags: ['say "hi"'], is_published: false },
];

beforeAll(async () => {
  await resetBackend();
  const { error } = await service.from('blog_posts').insert(posts.map((p) => ({ content: '<p>Body</p>', is_published: true, ...p })));
  expect(error).toBeNull();
});

afterAll(async () => {
  await resetBackend();
});

const titleSearch = (words: string) => anon.from('blog_posts').select('slug').eq('is_published', true).ilike('title', titlePattern(words)).order('slug');

describe('title search', () => {
  it('matches the words in any case, published posts only', async () => {
    const { data, error } = await titleSearch('filters TESTS');
    expect(error).toBeNull();
    expect(data!.map((p) => p.slug)).toEqual(['filters-percent', 'filters-plain']);
  });

  it("takes % and _ as themselves, and drops PostgREST's *", async () => {
    expect((await titleSearch('100%')).data!.map((p) => p.slug)).toEqual(['filters-percent']);
    expect((await titleSearch('Save_1')).data).toEqual([]);
    expect((await titleSearch('Save*Tests')).data).toEqual([]);
  });
});

describe('related posts by tag', () => {
  const sharing = (tags: string[]) =>
    anon.from('blog_posts').select('slug').eq('is_published', true).filter('tags', 'ov', textArrayLiteral(tags)).order('slug');

  it('finds posts sharing a tag with quotes or braces in it, as text', async () => {
    const quoted = await sharing(['say "hi"']);
    expect(quoted.error).toBeNull();
    expect(quoted.data!.map((p) => p.slug)).toEqual(['filters-percent']);
    expect((await sharing(['{brace}', 'nothing, else'])).data!.map((p) => p.slug)).toEqual(['filters-plain']);
    expect((await sharing(['brace'])).data).toEqual([]);
  });
});
