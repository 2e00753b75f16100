import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/types/blog-post';
import { emptyPostFormValues, hasContent, resolveMetaDescription, resolveMetaTitle, toPostInput, valuesFromPost } from './post-form-values';

describe('toPostInput', () => {
  it('turns comma-separated tags and categories into trimmed lists without empty items', () => {
    const input = toPostInput({ ...emptyPostFormValues, title: ' T ', tags: ' a, b ,, ', categories: 'news' });
    expect(input.title).toBe('T');
    expect(input.tags).toEqual(['a', 'b']);
    expect(input.categories).toEqual(['news']);
  });

  it('stores empty meta fields as null, so the page falls back to the title and excerpt', () => {
    const input = toPostInput({ ...emptyPostFormValues, title: 'A title', excerpt: 'An excerpt', metaTitle: '  ', metaDescription: '' });
    expect(input.meta_title).toBeNull();
    expect(input.meta_description).toBeNull();
    expect(resolveMetaTitle(input.meta_title, input.title)).toBe('A title');
    expect(resolveMetaDescription(input.meta_description, input.excerpt)).toBe('An excerpt');
  });

  it('keeps given meta fields within 60 and 160 characters', () => {
    const input = toPostInput({ ...emptyPostFormValues, title: 'x', metaTitle: 'm'.repeat(70), metaDescription: 'd'.repeat(200) });
    expect(input.meta_title).toHaveLength(60);
    expect(input.meta_description).toHaveLength(160);
    expect(resolveMetaTitle(input.meta_title, 'x')).toBe('m'.repeat(60));
  });

  it('stores empty excerpt and featured image as null', () => {
    const input = toPostInput({ ...emptyPostFormValues, title: 'x' });
    expect(input.excerpt).toBeNull();
    expect(input.featured_image).toBeNull();
    expect(input.is_published).toBe(false);
  });
});

describe('valuesFromPost', () => {
  it('shows lists as comma-separated text and nulls as empty text', () => {
    const post = {
      id: '1',
      title: 'T',
      slug: 't',
      content: '<p>x</p>',
      excerpt: null,
      featured_image: null,
      featured_image_alt: null,
      tags: ['a', 'b'],
      categories: [],
      publish_date: '2026-01-01T00:00:00Z',
      is_published: true,
      meta_title: null,
      meta_description: 'd',
      created_at: '',
      updated_at: '',
    } satisfies BlogPost;
    expect(valuesFromPost(post)).toMatchObject({ tags: 'a, b', categories: '', excerpt: '', metaTitle: '', metaDescription: 'd', isPublished: true });
  });
});

describe('hasContent', () => {
  it('is false for an empty editor and true for text, images or tables', () => {
    expect(hasContent('')).toBe(false);
    expect(hasContent('<p></p>')).toBe(false);
    expect(hasContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasContent('<p>Hi</p>')).toBe(true);
    expect(hasContent('<img src="/a.png">')).toBe(true);
    expect(hasContent('<table><tbody><tr><td><p></p></td></tr></tbody></table>')).toBe(true);
  });
});
