import { useMutation, useQueryClient } from '@tanstack/react-query';
import { advertiserKeys, createAdvertiser } from '@/lib/advertisers/advertisers';

/** A new advertiser from the phone-sale form; the searches read again so it can be found. */
export function useCreateAdvertiser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAdvertiser, onSuccess: () => client.invalidateQueries({ queryKey: advertiserKeys.all }) });
}
