import { queryOptions, useQuery } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';

export interface Subscriber {
  email: string;
  created_at: string;
  /** When the address's owner followed the confirmation link (for sign-ups from before double opt-in: when they signed up). */
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  unsubscribe_token: string;
  /** The consent record: the wording shown, the page, the time and the client address (empty for sign-ups from before it was kept). */
  consent_text: string | null;
  consent_page: string | null;
  consent_at: string | null;
  consent_client_address: string | null;
}

/**
 * The confirmed newsletter list, newest first (the admin only, and confirmed
 * rows only, by row-level security; the filter says so here too).
 */
export async function getSubscribers(): Promise<Subscriber[]> {
  const { data, error, status } = await supabase
    .from('newsletter_subscribers')
    .select('email, created_at, confirmed_at, unsubscribed_at, unsubscribe_token, consent_text, consent_page, consent_at, consent_client_address')
    .not('confirmed_at', 'is', null)
    .order('confirmed_at', { ascending: false })
    .limit(5000);
  if (error) throw toDataError(error, status);
  return data ?? [];
}

export const subscribersQueryKey = ['leads', 'subscribers'] as const;

export function subscribersQueryOptions() {
  return queryOptions({ queryKey: subscribersQueryKey, queryFn: getSubscribers, staleTime: 0 });
}

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
