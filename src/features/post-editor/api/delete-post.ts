import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DataError } from '@/lib/data-error';
import { toDataError } from '@/lib/to-data-error';
import { toast } from '@/lib/toast';
import { blogPostKeys } from '@/lib/query-keys';
import { siteRebuildKeys } from '@/lib/admin-query-keys';
import { supabase } from '@/lib/supabase';
import { ERROR_TITLE, SUCCESS_TITLE, mutationMessages } from './toast-messages';

export async function deletePost(id: string): Promise<void> {
  // Ask for the deleted row back: a policy refusal deletes nothing and raises no error.
  const { data, error, status } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw toDataError(error, status);
  // The API cannot tell a missing post from a refused one: both delete no row.
  if (!data?.length) throw new DataError({ kind: 'not-allowed', message: 'Post not found or not allowed' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => {
      toast.success(SUCCESS_TITLE, { description: mutationMessages.delete.success });
    },
    onError: () => {
      toast.error(ERROR_TITLE, { description: mutationMessages.delete.error });
    },
    // The database may have queued a rebuild of the public site: the admin's notice reads it again.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: blogPostKeys.all }), queryClient.invalidateQueries({ queryKey: siteRebuildKeys.all })]),
  });
}
