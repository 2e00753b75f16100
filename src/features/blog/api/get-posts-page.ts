import { BLOG_PAGE_SIZE } from '@/config/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isDataError } from '@/lib/data-error';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from '@/types/blog-post';

export { BLOG_PAGE_SIZE };

export interface PostsPage {
  posts: BlogPostSummary[];
  /** Published posts in all. */
  total: number;
}

export function pageCount(total: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Whether `page` lies past the list's last page: the total says so, or the API
 * refused the range (PostgREST answers 416 to an offset past the last row).
 */
export function isPastLastPage(page: number, data: PostsPage | undefined, error: unknown): boolean {
  if (page <= 1) return false;
  if (data) return page > pageCount(data.total);
  return isDataError(error) && error.status === 416;
}

/** One page of published posts, newest first, with the total count. */
export async function getPostsPage(page: number, pageSize: number = BLOG_PAGE_SIZE): Promise<PostsPage> {
  const supabase = await getPublicReads();
  const from = (page - 1) * pageSize;
  const { data, error, count, status } = await supabase
    .from('blog_posts')
    .select(POST_SUMMARY_COLUMNS, { count: 'exact' })
    .eq('is_published', true)
    .order('publish_date', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw await dataError(error, status);
  return { posts: data ?? [], total: count ?? 0 };
}

export function postsPageQueryOptions(page: number, pageSize: number = BLOG_PAGE_SIZE) {
  return queryOptions({
    queryKey: blogPostKeys.page(page, pageSize),
    queryFn: () => getPostsPage(page, pageSize),
  });
}

export function usePostsPage(page: number) {
  return useQuery(postsPageQueryOptions(page));
}
