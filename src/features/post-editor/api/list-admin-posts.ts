import { queryOptions, useQuery } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { blogPostKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { BlogPost } from '@/types/blog-post';

/**
 * Every post, drafts included (publishedOnly off), newest first. Read with the
 * admin's session: the row-level policies only return drafts to the admin.
 */
export async function getAdminPosts(): Promise<BlogPost[]> {
  const { data, error, status } = await supabase.from('blog_posts').select('*').order('publish_date', { ascending: false });
  if (error) throw toDataError(error, status);
  return data ?? [];
}

export function adminPostsQueryOptions() {
  return queryOptions({
    queryKey: blogPostKeys.list(false),
    queryFn: getAdminPosts,
    staleTime: 0,
  });
}

export function useAdminPosts() {
  return useQuery(adminPostsQueryOptions());
}
