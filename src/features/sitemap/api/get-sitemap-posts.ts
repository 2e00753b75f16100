import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import type { SitemapBoard, SitemapPost } from '@/lib/sitemap';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';

/** Slugs and last changes of the published posts, most recently changed first. */
export async function getSitemapPosts(): Promise<SitemapPost[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase
    .from('blog_posts')
    .select('slug, updated_at')
    .eq('is_published', true)
    .order('updated_at', { ascending: false });
  if (error) throw await dataError(error, status);
  return data ?? [];
}

export function sitemapPostsQueryOptions() {
  return queryOptions({
    queryKey: blogPostKeys.sitemap(),
    queryFn: getSitemapPosts,
    // A failure falls back to the static file quickly instead of retrying for seconds.
    retry: 1,
  });
}

export function useSitemapPosts() {
  return useQuery(sitemapPostsQueryOptions());
}

/** Slugs of the active boards (row-level security shows the public active ones only). */
export async function getSitemapBoards(): Promise<SitemapBoard[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase.from('billboard_locations').select('slug').eq('is_active', true).order('name', { ascending: true });
  if (error) throw await dataError(error, status);
  return data ?? [];
}

export function useSitemapBoards() {
  return useQuery(queryOptions({ queryKey: ['billboard-locations', 'sitemap'] as const, queryFn: getSitemapBoards, retry: 1 }));
}
