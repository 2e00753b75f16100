import type { BlogPost } from '@/types/blog-post';

/** A published post row for component tests. */
export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  const slug = overrides.slug ?? 'digital-billboards-101';
  return {
    id: `id-${slug}`,
    title: 'Digital Billboards 101',
    slug,
    content: '<p>Body</p>',
    excerpt: 'An introduction.',
    featured_image: null,
    featured_image_alt: null,
    tags: ['basics'],
    categories: [],
    publish_date: '2026-11-03T14:00:00+00:00',
    is_published: true,
    meta_title: null,
    meta_description: null,
    created_at: '2026-11-01T10:00:00+00:00',
    updated_at: '2026-11-04T10:00:00+00:00',
    ...overrides,
  };
}
