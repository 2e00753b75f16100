import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogPostKeys } from '@/lib/query-keys';
import { dataError, getPublicReads } from '@/lib/supabase-lazy';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from '@/types/blog-post';

/** The end of a post offers this many more to read. */
export const RELATED_POSTS_LIMIT = 3;
/** Posts sharing a tag that are weighed against each other; the newest ones. */
const TAGGED_CANDIDATES = 30;

/** A Postgres array literal: each tag quoted, so a brace or quote in one stays text. */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function sharedTags(post: Pick<BlogPostSummary, 'tags'>, tags: ReadonlySet<string>): number {
  return new Set(post.tags.filter((tag) => tags.has(tag))).size;
}

/** Most shared tags first, then newest; at most `limit`, never the same post twice. */
export function rankRelated(candidates: readonly BlogPostSummary[], tags: readonly string[], limit: number = RELATED_POSTS_LIMIT): BlogPostSummary[] {
  const wanted = new Set(tags);
  const unique = [...new Map(candidates.map((post) => [post.id, post])).values()];
  return unique
    .map((post) => ({ post, shared: sharedTags(post, wanted) }))
    .sort((a, b) => b.shared - a.shared || b.post.publish_date.localeCompare(a.post.publish_date))
    .slice(0, limit)
    .map(({ post }) => post);
}

/**
 * Up to three other published posts: those sharing the most tags with this
 * one, then the newest. The newest are only asked for when too few share a tag.
 */
export async function getRelatedPosts(slug: string, tags: readonly string[]): Promise<BlogPostSummary[]> {
  const supabase = await getPublicReads();
  const published = () => supabase.from('blog_posts').select(POST_SUMMARY_COLUMNS).eq('is_published', true).neq('slug', slug);

  let tagged: BlogPostSummary[] = [];
  if (tags.length > 0) {
    const { data, error, status } = await published()
      .filter('tags', 'ov', textArrayLiteral(tags))
      .order('publish_date', { ascending: false })
      .limit(TAGGED_CANDIDATES);
    if (error) throw await dataError(error, status);
    tagged = data ?? [];
  }
  if (tagged.length >= RELATED_POSTS_LIMIT) return rankRelated(tagged, tags);

  const { data, error, status } = await published()
    .order('publish_date', { ascending: false })
    .limit(RELATED_POSTS_LIMIT + tagged.length);
  if (error) throw await dataError(error, status);
  return rankRelated([...tagged, ...(data ?? [])], tags);
}

export function relatedPostsQueryOptions(slug: string, tags: readonly string[]) {
  const sorted = [...new Set(tags)].sort();
  return queryOptions({
    // Under the posts' key: a post saved in the admin refreshes these too.
    queryKey: [...blogPostKeys.all, 'related', slug, sorted] as const,
    queryFn: () => getRelatedPosts(slug, sorted),
    enabled: slug !== '',
  });
}

export function useRelatedPosts(slug: string, tags: readonly string[]) {
  return useQuery(relatedPostsQueryOptions(slug, tags));
}
