import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';

export interface PostTitleMatch {
  slug: string;
  title: string;
}

/** Enough to choose from on the not-found page; more means the words were too general. */
export const TITLE_SEARCH_LIMIT = 8;

/**
 * The words as a literal ilike pattern: LIKE's own wildcards and escape are
 * escaped, and PostgREST's `*` (its alias for %) is dropped, so what the
 * visitor typed only ever matches itself.
 */
export function titlePattern(words: string): string {
  const literal = words
    .trim()
    .replace(/\*/g, '')
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${literal}%`;
}

/** Published posts whose title contains the words (any case), newest first. */
export async function searchPostsByTitle(words: string): Promise<PostTitleMatch[]> {
  const supabase = await getPublicReads();
  const { data, error, status } = await supabase
    .from('blog_posts')
    .select('slug, title')
    .eq('is_published', true)
    .ilike('title', titlePattern(words))
    .order('publish_date', { ascending: false })
    .limit(TITLE_SEARCH_LIMIT);
  if (error) throw await dataError(error, status);
  return data ?? [];
}

export function postTitleSearchQueryOptions(words: string) {
  return queryOptions({
    // Under the posts' key, so a post saved in the admin refreshes the answers too.
    queryKey: [...blogPostKeys.all, 'title-search', words.trim().toLocaleLowerCase('en-CA')] as const,
    queryFn: () => searchPostsByTitle(words),
    enabled: words.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function usePostTitleSearch(words: string) {
  return useQuery(postTitleSearchQueryOptions(words));
}
