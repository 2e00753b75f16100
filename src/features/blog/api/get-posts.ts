import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getPublicReads, getSupabase } from '@/lib/supabase-lazy';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from '@/types/blog-post';

export interface GetPostsOptions {
  /** Only published posts (the public list). Row-level security hides drafts from visitors either way. */
  publishedOnly?: boolean;
}

export async function getPosts({ publishedOnly = true }: GetPostsOptions = {}): Promise<BlogPostSummary[]> {
  // Drafts are for the signed-in admin, whose session only the full client carries.
  const query = publishedOnly
    ? (await getPublicReads()).from('blog_posts').select(POST_SUMMARY_COLUMNS).eq('is_published', true)
    : (await getSupabase()).from('blog_posts').select(POST_SUMMARY_COLUMNS);
  const { data, error, status } = await query.order('publish_date', { ascending: false });
  if (error) throw await dataError(error, status);
  return data ?? [];
}

export function postsQueryOptions({ publishedOnly = true }: GetPostsOptions = {}) {
  return queryOptions({
    queryKey: blogPostKeys.list(publishedOnly),
    queryFn: () => getPosts({ publishedOnly }),
  });
}

export function usePosts(options: GetPostsOptions = {}) {
  return useQuery(postsQueryOptions(options));
}
