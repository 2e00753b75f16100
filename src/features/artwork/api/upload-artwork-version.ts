import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ARTWORK_BUCKET } from '@shared/business-rules.ts';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from './function-error';
import { artworkKeys } from './get-campaign-artwork';

export interface NewArtworkVersion {
  campaignId: string;
  /** The board it is for, when the campaign's screens differ in size. */
  locationId: string | null;
  /** The start of the cycle the advertiser chose ('YYYY-MM-DD'): the version applies from it, never from another. */
  appliesFrom: string;
  /** The version still waiting for review that this file takes the place of, if any. */
  replaces?: string | null;
  file: File;
}

interface Prepared {
  path: string;
  token: string;
}

/**
 * The advertiser's new version: the artwork-version function names a private
 * path and signs an upload URL for it, the file goes straight to storage, and
 * the function then checks the stored bytes before the version is pending.
 * Throws the function's or storage's words.
 */
export async function uploadArtworkVersion({
  campaignId,
  locationId,
  appliesFrom,
  replaces,
  file,
}: NewArtworkVersion): Promise<{ id: string; version: number }> {
  const prepared = await supabase.functions.invoke<Prepared>('artwork-version', {
    body: { campaignId, locationId, appliesFrom, fileName: file.name, contentType: file.type, size: file.size },
  });
  if (prepared.error || !prepared.data) throw new Error(await functionErrorMessage(prepared.error));
  const stored = await supabase.storage.from(ARTWORK_BUCKET).uploadToSignedUrl(prepared.data.path, prepared.data.token, file, { contentType: file.type });
  if (stored.error) throw new Error(stored.error.message);
  const submitted = await supabase.functions.invoke<{ id: string; version: number }>('artwork-version', {
    body: { submit: prepared.data.path, appliesFrom, ...(replaces ? { replaces } : {}) },
  });
  if (submitted.error || !submitted.data) throw new Error(await functionErrorMessage(submitted.error));
  return submitted.data;
}

export function useUploadArtworkVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadArtworkVersion,
    onSettled: (_data, _error, variables) => client.invalidateQueries({ queryKey: artworkKeys.campaign(variables.campaignId) }),
  });
}
