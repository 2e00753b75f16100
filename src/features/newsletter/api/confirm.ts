import { mutationOptions, useMutation } from '@tanstack/react-query';
import { dataError, getSupabase } from '@/lib/supabase-lazy';
import { isUuid } from '@shared/is-uuid.ts';

/**
 * Follows the link of a confirmation e-mail: true when this call subscribed
 * the address, false for a token that is unknown, used or expired (the page
 * says the same for all three).
 */
export async function confirmSubscription(token: string): Promise<boolean> {
  if (!isUuid(token)) return false;
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('confirm_newsletter_subscription', { p_token: token });
  if (error) throw await dataError(error, status);
  return data === true;
}

export function confirmSubscriptionMutationOptions() {
  return mutationOptions({ mutationFn: confirmSubscription });
}

export function useConfirmSubscription() {
  return useMutation(confirmSubscriptionMutationOptions());
}
