import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from '@/types/blog-post';

/** Home page: the three newest posts. */
export const LATEST_POSTS_LIMIT = 3;

export async function getLatestPosts(limit: number = LATEST_POSTS_LIMIT): Promise<BlogPostSummary[]> {
  const supabase = await getPublicReads();
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
    // Three links on the home page, kept right by the build each publication
    // triggers: not read again as the page starts, which would put the data
    // client on the home page's first load (a post page checks its own post).
    refetchOnMount: false,
  });
}

export function useLatestPosts(limit: number = LATEST_POSTS_LIMIT) {
  return useQuery(latestPostsQueryOptions(limit));
}
