import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ARTWORK_BUCKET } from '@shared/business-rules.ts';
import { getSupabase } from '@/lib/supabase-lazy';

// Artwork goes to a private bucket through a short-lived signed upload URL
// that the create-artwork-upload function issues: the browser never holds a
// key that could write there, and what it may write (name, type, size) is the
// function's decision.

export const ARTWORK_UPLOAD_FUNCTION = 'create-artwork-upload';
export const ARTWORK_UPLOAD_FAILED = 'The artwork could not be uploaded.';

interface SignedUpload {
  path: string;
  token: string;
}

function readSignedUpload(data: unknown): SignedUpload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { path, token } = data as Record<string, unknown>;
  return typeof path === 'string' && typeof token === 'string' ? { path, token } : null;
}

/** Uploads the file; resolves with its path in the bucket, which the inquiry then names. */
export async function uploadArtwork(file: File): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(ARTWORK_UPLOAD_FUNCTION, {
    body: { fileName: file.name, contentType: file.type, size: file.size },
  });
  const signed = error ? null : readSignedUpload(data);
  if (!signed) throw new Error(ARTWORK_UPLOAD_FAILED);
  const { error: uploadError } = await supabase.storage.from(ARTWORK_BUCKET).uploadToSignedUrl(signed.path, signed.token, file, { contentType: file.type });
  if (uploadError) throw new Error(ARTWORK_UPLOAD_FAILED);
  return signed.path;
}

export function uploadArtworkMutationOptions() {
  return mutationOptions({ mutationFn: uploadArtwork });
}

export function useUploadArtwork() {
  return useMutation(uploadArtworkMutationOptions());
}
