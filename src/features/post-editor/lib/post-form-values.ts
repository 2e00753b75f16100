import type { BlogPost, BlogPostInput } from '@/types/blog-post';
import { formatList, parseList } from '@/lib/parse-list';

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/** What the form edits (and what an autosaved draft holds). */
export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  /** Alt text of the featured image (the post page, the cards and og:image:alt). */
  featuredImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  tags: string;
  categories: string;
  isPublished: boolean;
}

export const emptyPostFormValues: PostFormValues = {
  title: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  featuredImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  tags: '',
  categories: '',
  isPublished: false,
};

export function valuesFromPost(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt ?? '',
    content: post.content ?? '',
    featuredImage: post.featured_image ?? '',
    featuredImageAlt: post.featured_image_alt ?? '',
    metaTitle: post.meta_title ?? '',
    metaDescription: post.meta_description ?? '',
    tags: formatList(post.tags),
    categories: formatList(post.categories),
    isPublished: post.is_published,
  };
}

const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * The row fields to write. An empty meta title or description is stored as
 * null and the page falls back to the title / excerpt when it renders: storing
 * the title itself could exceed the 60-character limit and would not follow a
 * later change of the title.
 */
export function toPostInput(values: PostFormValues): BlogPostInput {
  return {
    title: values.title.trim(),
    content: values.content,
    excerpt: orNull(values.excerpt),
    featured_image: orNull(values.featuredImage),
    // Alt text describes an image: none without one.
    featured_image_alt: values.featuredImage.trim() ? orNull(values.featuredImageAlt) : null,
    tags: parseList(values.tags),
    categories: parseList(values.categories),
    is_published: values.isPublished,
    meta_title: orNull(values.metaTitle)?.slice(0, META_TITLE_MAX) ?? null,
    meta_description: orNull(values.metaDescription)?.slice(0, META_DESCRIPTION_MAX) ?? null,
  };
}

/** Meta title used for the page: the meta title, else the title. */
export function resolveMetaTitle(metaTitle: string | null | undefined, title: string): string {
  return metaTitle?.trim() || title.trim();
}

/** Meta description used for the page: the meta description, else the excerpt. */
export function resolveMetaDescription(metaDescription: string | null | undefined, excerpt: string | null | undefined): string {
  return metaDescription?.trim() || (excerpt ?? '').trim();
}

/** True when the editor HTML holds something visible (text, an image or a table). */
export function hasContent(html: string): boolean {
  if (/<(img|table|hr|iframe|video)\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}

export function sameValues(a: PostFormValues, b: PostFormValues): boolean {
  return (Object.keys(a) as (keyof PostFormValues)[]).every((key) => a[key] === b[key]);
}
