import type { Tables } from './database';

/**
 * A row of public.blog_posts as the API returns it.
 * `content` is HTML from the editor: untrusted, render it only through <SafeHtml>.
 */
export type BlogPost = Tables<'blog_posts'>;

/** Fields the admin form writes. */
export type BlogPostInput = Pick<
  BlogPost,
  'title' | 'content' | 'excerpt' | 'featured_image' | 'featured_image_alt' | 'tags' | 'categories' | 'is_published' | 'meta_title' | 'meta_description'
> & { publish_date?: string };

/** What a list of posts shows (cards, latest news, the sitemap): never the bodies. */
export type BlogPostSummary = Pick<
  BlogPost,
  'id' | 'slug' | 'title' | 'excerpt' | 'publish_date' | 'updated_at' | 'tags' | 'featured_image' | 'featured_image_alt'
>;

/** The columns of a BlogPostSummary, for select(). */
export const POST_SUMMARY_COLUMNS = 'id, slug, title, excerpt, publish_date, updated_at, tags, featured_image, featured_image_alt';
