import type { Database } from './database';

/**
 * A row of public.blog_posts as the API returns it.
 * `content` is HTML from the editor: untrusted, render it only through <SafeHtml>.
 */
export type BlogPost = Database['public']['Tables']['blog_posts']['Row'];

/** Fields the admin form writes. */
export type BlogPostInput = Pick<
  BlogPost,
  'title' | 'content' | 'excerpt' | 'featured_image' | 'tags' | 'categories' | 'is_published' | 'meta_title' | 'meta_description'
> & { publish_date?: string };
