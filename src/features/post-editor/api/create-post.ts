import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { toast } from '@/lib/toast';
import { blogPostKeys } from '@/lib/query-keys';
import { siteRebuildKeys } from '@/lib/admin-query-keys';
import { slugCandidates, slugify, uniqueSlug } from '@/lib/slug';
import { supabase } from '@/lib/supabase';
import type { BlogPost, BlogPostInput } from '@/types/blog-post';
import { ERROR_TITLE, SUCCESS_TITLE, mutationMessages } from './toast-messages';

const BATCH = 20;
const UNIQUE_VIOLATION = '23505';

/** The first free slug of base, base-2, base-3, ... among the stored posts. */
export async function findAvailableSlug(base: string): Promise<string> {
  for (let from = 1; from < 1000; from += BATCH) {
    const candidates = slugCandidates(base, from, BATCH);
    const { data, error, status } = await supabase.from('blog_posts').select('slug').in('slug', candidates);
    if (error) throw toDataError(error, status);
    const taken = new Set((data ?? []).map((row) => row.slug));
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
  return uniqueSlug(`${base}-${Date.now()}`, []);
}

export async function createPost(input: BlogPostInput): Promise<BlogPost> {
  const base = slugify(input.title);
  // The unique index is the real guard: if another save took the slug meanwhile, look again.
  for (let attempt = 0; ; attempt += 1) {
    const slug = await findAvailableSlug(base);
    const { data, error, status } = await supabase
      .from('blog_posts')
      .insert({ ...input, slug })
      .select()
      .single();
    if (!error) return data;
    if (error.code !== UNIQUE_VIOLATION || attempt >= 2) throw toDataError(error, status);
  }
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      toast.success(SUCCESS_TITLE, { description: mutationMessages.create.success });
    },
    onError: () => {
      toast.error(ERROR_TITLE, { description: mutationMessages.create.error });
    },
    // The public blog, the home news and the sitemap read the same keys.
    // The database may have queued a rebuild of the public site: the admin's notice reads it again.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: blogPostKeys.all }), queryClient.invalidateQueries({ queryKey: siteRebuildKeys.all })]),
  });
}
