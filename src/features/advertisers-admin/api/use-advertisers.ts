import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { advertiserKeys } from '@/lib/advertisers/advertisers';
import { supabase } from '@/lib/supabase';
import { mergeAdvertisers, readAdvertisers, readAdvertisersById, updateAdvertiser, type AdvertiserDetails } from './advertisers';

export function useAdvertisers(term: string) {
  return useQuery({ queryKey: advertiserKeys.list(term), queryFn: () => readAdvertisers(supabase, term), staleTime: 0, placeholderData: keepPreviousData });
}

/** The two sides of a merge with their counts, read when both are chosen. */
export function useMergeSides(keep: string | null, merge: string | null) {
  return useQuery({
    queryKey: [...advertiserKeys.all, 'merge', keep, merge],
    queryFn: () => readAdvertisersById(supabase, [keep!, merge!]),
    enabled: keep !== null && merge !== null && keep !== merge,
    staleTime: 0,
  });
}

function useInvalidateAdvertisers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: advertiserKeys.all });
}

export function useUpdateAdvertiser() {
  const invalidate = useInvalidateAdvertisers();
  return useMutation({
    mutationFn: ({ id, details }: { id: string; details: AdvertiserDetails }) => updateAdvertiser(supabase, id, details),
    onSuccess: invalidate,
  });
}

export function useMergeAdvertisers() {
  const invalidate = useInvalidateAdvertisers();
  return useMutation({ mutationFn: ({ keep, merge }: { keep: string; merge: string }) => mergeAdvertisers(supabase, keep, merge), onSuccess: invalidate });
}
