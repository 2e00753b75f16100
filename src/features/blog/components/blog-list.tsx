import { usePosts } from '../api/get-posts';
import { BlogCard } from './blog-card';

export const BLOG_LIST_TEXT = {
  loading: 'Loading blog posts...',
  error: 'Error loading blog posts. Please try again later.',
  empty: 'No blog posts available yet.',
  emptyHint: 'Check back soon for new content!',
} as const;

/** The /blog grid: every published post, newest first. */
export function BlogList() {
  const { data: posts, isPending, isError } = usePosts({ publishedOnly: true });

  if (isPending) {
    return (
      <div role="status" className="py-16 text-center text-gray-600">
        <span className="mx-auto mb-3 block h-8 w-8 animate-spin rounded-full border-4 border-brand border-t-transparent" aria-hidden="true" />
        {BLOG_LIST_TEXT.loading}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        {BLOG_LIST_TEXT.error}
      </p>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-semibold text-ink">{BLOG_LIST_TEXT.empty}</p>
        <p className="mt-2 text-gray-600">{BLOG_LIST_TEXT.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} priorityImage={index === 0} />
        </li>
      ))}
    </ul>
  );
}
