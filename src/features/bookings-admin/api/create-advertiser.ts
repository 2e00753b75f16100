import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advertiserKeys, createAdvertiser, type NewAdvertiser } from '@/lib/advertisers/advertisers';
import { supabase } from '@/lib/supabase';

/** A new advertiser from the phone-sale form; the searches read again so it can be found. */
export function useCreateAdvertiser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAdvertiser) => createAdvertiser(supabase, input),
    onSuccess: () => client.invalidateQueries({ queryKey: advertiserKeys.all }),
  });
}
