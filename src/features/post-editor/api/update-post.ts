import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { toast } from '@/lib/toast';
import { blogPostKeys } from '@/lib/query-keys';
import { siteRebuildKeys } from '@/lib/admin-query-keys';
import { supabase } from '@/lib/supabase';
import type { BlogPost, BlogPostInput } from '@/types/blog-post';
import { ERROR_TITLE, SUCCESS_TITLE, mutationMessages } from './toast-messages';

export interface UpdatePostInput {
  id: string;
  changes: BlogPostInput;
}

/** The slug is set at creation and kept, so links to the post keep working. */
export async function updatePost({ id, changes }: UpdatePostInput): Promise<BlogPost> {
  const { data, error, status } = await supabase.from('blog_posts').update(changes).eq('id', id).select().single();
  if (error) throw toDataError(error, status);
  return data;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: () => {
      toast.success(SUCCESS_TITLE, { description: mutationMessages.update.success });
    },
    onError: () => {
      toast.error(ERROR_TITLE, { description: mutationMessages.update.error });
    },
    // The database may have queued a rebuild of the public site: the admin's notice reads it again.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: blogPostKeys.all }), queryClient.invalidateQueries({ queryKey: siteRebuildKeys.all })]),
  });
}
