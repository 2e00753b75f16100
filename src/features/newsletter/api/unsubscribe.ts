import { mutationOptions, useMutation } from '@tanstack/react-query';
import { dataError, getSupabase } from '@/lib/supabase-lazy';
import { isUuid } from '@shared/is-uuid.ts';

/**
 * Unsubscribes the address whose e-mail link carried this token. The database
 * function takes the token only; a token that matches no address changes nothing.
 */
export async function unsubscribe(token: string): Promise<boolean> {
  if (!isUuid(token)) return false;
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('unsubscribe_newsletter', { p_token: token });
  if (error) throw await dataError(error, status);
  return data === true;
}

export function unsubscribeMutationOptions() {
  return mutationOptions({ mutationFn: unsubscribe });
}

export function useUnsubscribe() {
  return useMutation(unsubscribeMutationOptions());
}
