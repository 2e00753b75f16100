import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import type { ResizedPhoto } from '../lib/resize-photo';
import { PROOF_BUCKET } from './get-proof';
import { proofKeys } from './proof-keys';

export interface ProofPhotoUpload {
  campaignId: string;
  locationId: string;
  cycleStart: string;
  takenAt: string;
  photo: ResizedPhoto;
}

/**
 * Stores the resized JPEG under a new random name in the private bucket, then
 * records it; the database checks the campaign booked that board for that
 * cycle. A file whose record is refused is removed again.
 */
export async function uploadProofPhoto({ campaignId, locationId, cycleStart, takenAt, photo }: ProofPhotoUpload): Promise<void> {
  const path = `${campaignId}/${crypto.randomUUID()}.jpg`;
  const bucket = supabase.storage.from(PROOF_BUCKET);
  const upload = await bucket.upload(path, photo.blob, { contentType: 'image/jpeg', upsert: false });
  if (upload.error) throw toDataError(upload.error);
  const { error, status } = await supabase.from('proof_photos').insert({
    campaign_id: campaignId,
    location_id: locationId,
    cycle_start: cycleStart,
    storage_path: path,
    taken_at: takenAt,
    width: photo.width,
    height: photo.height,
  });
  if (error) {
    await bucket.remove([path]);
    throw toDataError(error, status);
  }
}

export function useUploadProofPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProofPhoto,
    onSuccess: (_data, { campaignId }) => void queryClient.invalidateQueries({ queryKey: proofKeys.campaign(campaignId) }),
  });
}
