import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPostFormValues, toPostInput } from '../lib/post-form-values';
import { createPost, findAvailableSlug } from './create-post';

const db = vi.hoisted(() => ({
  slugs: [] as string[],
  inserted: [] as Record<string, unknown>[],
  inQueries: [] as string[][],
  failInsertOnce: null as null | { code: string; message: string },
}));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: () => ({
      select: () => ({
        in: async (_column: string, values: string[]) => {
          db.inQueries.push(values);
          return { data: db.slugs.filter((s) => values.includes(s)).map((slug) => ({ slug })), error: null };
        },
      }),
      insert: (row: Record<string, unknown>) => ({
        select: () => ({
          single: async () => {
            if (db.failInsertOnce) {
              const error = db.failInsertOnce;
              db.failInsertOnce = null;
              db.slugs.push(row.slug as string);
              return { data: null, error };
            }
            db.inserted.push(row);
            db.slugs.push(row.slug as string);
            return { data: { id: 'new', ...row }, error: null };
          },
        }),
      }),
    }),
  },
}));

describe('slug uniqueness', () => {
  beforeEach(() => {
    db.slugs = [];
    db.inserted = [];
    db.inQueries = [];
    db.failInsertOnce = null;
  });

  it('keeps the slug when free and asks for the exact candidates slug, slug-2, ...', async () => {
    expect(await findAvailableSlug('billboard-costs')).toBe('billboard-costs');
    expect(db.inQueries[0].slice(0, 3)).toEqual(['billboard-costs', 'billboard-costs-2', 'billboard-costs-3']);
  });

  it('adds the first free numeric suffix', async () => {
    db.slugs = ['billboard-costs', 'billboard-costs-2'];
    expect(await findAvailableSlug('billboard-costs')).toBe('billboard-costs-3');
  });

  it('looks further than the first batch', async () => {
    db.slugs = ['a', ...Array.from({ length: 25 }, (_, i) => `a-${i + 2}`)];
    expect(await findAvailableSlug('a')).toBe('a-27');
  });

  it('creates a post with the slug from its title and list-normalised tags', async () => {
    db.slugs = ['hello-world'];
    const post = await createPost(toPostInput({ ...emptyPostFormValues, title: 'Hello, World!', tags: 'a, ,b' }));
    expect(post.slug).toBe('hello-world-2');
    expect(db.inserted[0]).toMatchObject({ slug: 'hello-world-2', tags: ['a', 'b'], categories: [] });
  });

  it('tries again when another save took the slug meanwhile (unique violation)', async () => {
    db.failInsertOnce = { code: '23505', message: 'duplicate key value violates unique constraint' };
    const post = await createPost(toPostInput({ ...emptyPostFormValues, title: 'Race' }));
    expect(post.slug).toBe('race-2');
  });
});
