// The store and storage the deployed function uses, over supabase-js with the
// service role: the database function of the booking-artwork migration (the
// rate limit is decided there, under a lock) and storage's signed upload URLs.
// The local backend runs the same SQL and its own storage API.

import type { ArtworkStorage, ArtworkUploadStore, SignedUpload } from './handler.ts';

interface ApiError {
  message: string;
  code?: string;
}

/** The slice of a supabase-js client the store uses. */
export interface RpcClient {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: ApiError | null }>;
}

/** The slice of supabase-js's bucket API (storage.from(bucket)) the storage uses. */
export interface SignedUploadBucket {
  createSignedUploadUrl(path: string): PromiseLike<{ data: SignedUpload | null; error: ApiError | null }>;
}

export function createSupabaseArtworkStore(db: RpcClient): ArtworkUploadStore {
  return {
    async record(upload, clientAddress, rateLimit) {
      const { data, error } = await db.rpc('record_artwork_upload', {
        p_object_path: upload.path,
        p_content_type: upload.contentType,
        p_size_bytes: upload.size,
        p_client_address: clientAddress,
        p_rate_max: rateLimit.max,
        p_rate_window_seconds: rateLimit.windowSeconds,
      });
      if (error) throw new Error(`record_artwork_upload: ${error.message}${error.code ? ` (${error.code})` : ''}`);
      if (data !== 'issued' && data !== 'rate_limited') throw new Error(`record_artwork_upload: unexpected answer ${JSON.stringify(data)}`);
      return data;
    },
  };
}

export function createSupabaseArtworkStorage(bucket: SignedUploadBucket): ArtworkStorage {
  return {
    async createSignedUploadUrl(path) {
      const { data, error } = await bucket.createSignedUploadUrl(path);
      if (error || !data) throw new Error(`createSignedUploadUrl: ${error?.message ?? 'no answer'}`);
      return { signedUrl: data.signedUrl, token: data.token, path: data.path };
    },
  };
}
