import { mutationOptions, useMutation } from '@tanstack/react-query';
import { dataError, getSupabase } from '@/lib/supabase-lazy';

// Unique violation: the address is already on the list, which is what the visitor wanted.
const UNIQUE_VIOLATION = '23505';

/**
 * Adds an address to the newsletter list. Visitors may insert but not read
 * the table, so nothing is selected back; a repeat subscription succeeds.
 */
export async function subscribe(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.from('newsletter_subscribers').insert({ email: email.trim() });
  if (!error) return;
  if (error.code === UNIQUE_VIOLATION || status === 409) return;
  throw await dataError(error, status);
}

export function subscribeMutationOptions() {
  return mutationOptions({ mutationFn: subscribe });
}

export function useSubscribe() {
  return useMutation(subscribeMutationOptions());
}
