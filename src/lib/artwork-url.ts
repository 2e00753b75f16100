import { useMutation } from '@tanstack/react-query';
import { ARTWORK_BUCKET } from '@shared/business-rules.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';

/** How long a link to the artwork works: long enough to open it, short enough not to be passed around. */
export const ARTWORK_URL_SECONDS = 600;

/** A short-lived link to a prospect's artwork in the private bucket (the admin may read it; nobody else). */
export async function createArtworkUrl(path: string): Promise<string> {
  const { data, error } = await supabase.storage.from(ARTWORK_BUCKET).createSignedUrl(path, ARTWORK_URL_SECONDS);
  if (error) throw toDataError(error);
  if (!data?.signedUrl) throw new Error('No link was issued for the artwork.');
  return data.signedUrl;
}

export function useArtworkUrl() {
  return useMutation({ mutationFn: createArtworkUrl });
}
