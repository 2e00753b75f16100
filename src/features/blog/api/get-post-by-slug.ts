import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import type { BlogPost } from '@/types/blog-post';

/** The published post with this slug, or null when there is none (unknown or a draft). */
export async function getPostBySlug(slug: string): Promise<BlogPost | null> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase.from('blog_posts').select('*').eq('slug', slug).eq('is_published', true).maybeSingle();
  if (error) throw await dataError(error, status);
  return data;
}

export function postBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogPostKeys.bySlug(slug),
    queryFn: () => getPostBySlug(slug),
    enabled: slug !== '',
  });
}

export function usePostBySlug(slug: string) {
  return useQuery(postBySlugQueryOptions(slug));
}
