import { mutationOptions, useMutation } from '@tanstack/react-query';
import { dataError, getSupabase } from '@/lib/supabase-lazy';
import type { NewsletterForm } from '@shared/newsletter-consent';

export const NEWSLETTER_FUNCTION = 'newsletter-subscribe';

export interface SubscribeInput {
  email: string;
  /** Which form the visitor used: the function records that form's own wording as their consent. */
  form: NewsletterForm;
  /** The page the form was on (its path). */
  page: string;
}

/**
 * Asks for a confirmation e-mail: the address is subscribed only once its
 * owner follows the link. The function answers the same for a new, pending or
 * subscribed address, so there is nothing to read back.
 */
export async function subscribe(input: SubscribeInput): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke(NEWSLETTER_FUNCTION, { body: { ...input, email: input.email.trim() } });
  if (error) throw await dataError(error);
}

export function subscribeMutationOptions() {
  return mutationOptions({ mutationFn: subscribe });
}

export function useSubscribe() {
  return useMutation(subscribeMutationOptions());
}
