import { queryOptions, useQuery } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';

export interface Subscriber {
  email: string;
  created_at: string;
  unsubscribed_at: string | null;
}

/** The newsletter list, newest first (the admin only, by row-level security). */
export async function getSubscribers(): Promise<Subscriber[]> {
  const { data, error, status } = await supabase
    .from('newsletter_subscribers')
    .select('email, created_at, unsubscribed_at')
    .order('created_at', { ascending: false })
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
