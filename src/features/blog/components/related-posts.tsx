import { useRelatedPosts } from '../api/get-related-posts';
import { BlogCard } from './blog-card';

export const RELATED_POSTS_TEXT = {
  heading: 'Related posts',
} as const;

export interface RelatedPostsProps {
  slug: string;
  tags: readonly string[];
}

/** Up to three more posts to read (prerendered with the post). Nothing while loading or when there are none. */
export function RelatedPosts({ slug, tags }: RelatedPostsProps) {
  const { data } = useRelatedPosts(slug, tags);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className="mt-12">
      <h2 id="related-posts-heading" className="text-2xl font-bold text-ink">
        {RELATED_POSTS_TEXT.heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {data.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} variant="small" />
          </li>
        ))}
      </ul>
    </section>
  );
}
