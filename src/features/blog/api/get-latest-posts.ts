import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getSupabase } from '@/lib/supabase-lazy';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from '@/types/blog-post';

/** Home page: the three newest posts. */
export const LATEST_POSTS_LIMIT = 3;

export async function getLatestPosts(limit: number = LATEST_POSTS_LIMIT): Promise<BlogPostSummary[]> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('blog_posts')
    .select(POST_SUMMARY_COLUMNS)
    .eq('is_published', true)
    .order('publish_date', { ascending: false })
    .limit(limit);
  if (error) throw await dataError(error, status);
  return data ?? [];
}

export function latestPostsQueryOptions(limit: number = LATEST_POSTS_LIMIT) {
  return queryOptions({
    queryKey: blogPostKeys.latest(limit),
    queryFn: () => getLatestPosts(limit),
  });
}

export function useLatestPosts(limit: number = LATEST_POSTS_LIMIT) {
  return useQuery(latestPostsQueryOptions(limit));
}
