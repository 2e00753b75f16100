import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { PROOF_BUCKET, type ProofPhoto } from './get-proof';
import { proofKeys } from './proof-keys';

/** Removes a photo: its record first (so the advertiser no longer sees it), then its file. */
export async function removeProofPhoto(photo: Pick<ProofPhoto, 'id' | 'storagePath'>): Promise<void> {
  const { error, status } = await supabase.from('proof_photos').delete().eq('id', photo.id);
  if (error) throw toDataError(error, status);
  const removed = await supabase.storage.from(PROOF_BUCKET).remove([photo.storagePath]);
  if (removed.error) throw toDataError(removed.error);
}

export function useRemoveProofPhoto(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProofPhoto,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: proofKeys.campaign(campaignId) }),
  });
}
