/** A row of public.blog_posts as the API returns it. */
export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  /** HTML from the editor: untrusted, render only through <SafeHtml>. */
  content: string;
  excerpt: string | null;
  featured_image: string | null;
  tags: string[];
  categories: string[];
  publish_date: string;
  is_published: boolean;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
}

/** Fields the admin form writes. */
export type BlogPostInput = Pick<
  BlogPost,
  'title' | 'content' | 'excerpt' | 'featured_image' | 'tags' | 'categories' | 'is_published' | 'meta_title' | 'meta_description'
> & { publish_date?: string };
