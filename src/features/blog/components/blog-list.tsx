import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { pageCount, usePostsPage } from '../api/get-posts-page';
import { BlogCard } from './blog-card';

export const BLOG_LIST_TEXT = {
  loading: 'Loading blog posts...',
  error: 'Error loading blog posts. Please try again later.',
  empty: 'No blog posts available yet.',
  emptyHint: 'Check back soon for new content!',
  pages: 'Blog pages',
  newer: '← Newer posts',
  older: 'Older posts →',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export interface BlogListProps {
  /** Which page of the list (1: /blog). */
  page?: number;
}

/** The /blog grid: published posts, newest first, a page at a time. */
export function BlogList({ page = 1 }: BlogListProps) {
  const { data, isPending, isError } = usePostsPage(page);

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
  const { posts, total } = data;
  const pages = pageCount(total);
  if (posts.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="text-lg font-semibold text-ink">{BLOG_LIST_TEXT.empty}</p>
        <p className="mt-2 text-gray-600">{BLOG_LIST_TEXT.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={BLOG_LIST_TEXT.pages} className="mt-10 flex flex-wrap items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={paths.blogPage(page - 1)} rel="prev" className="font-semibold text-brand-800 underline">
              {BLOG_LIST_TEXT.newer}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-gray-600">{BLOG_LIST_TEXT.pageOf(page, pages)}</span>
          {page < pages ? (
            <Link to={paths.blogPage(page + 1)} rel="next" className="font-semibold text-brand-800 underline">
              {BLOG_LIST_TEXT.older}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
