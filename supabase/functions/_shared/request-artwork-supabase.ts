// The request artwork's database and bucket deployed: the service role's
// client (the functions of the request_artwork_check migration) and the
// booking-artwork bucket through supabase-js. The local backend wires the
// same SQL and its own storage (supabase/local/functions/request-artwork.ts).

import { StoreError, type RpcClient } from './lead-supabase-store.ts';
import type { RequestArtworkDeps } from './request-artwork.ts';

interface StorageAnswer<T> {
  data: T | null;
  error: { message: string } | null;
}

/** The slice of supabase-js's bucket API (storage.from(bucket)) used here. */
export interface ArtworkBucket {
  download(path: string): PromiseLike<StorageAnswer<Blob>>;
  remove(paths: string[]): PromiseLike<StorageAnswer<unknown>>;
}

export function createSupabaseRequestArtwork(db: RpcClient, bucket: ArtworkBucket): RequestArtworkDeps {
  return {
    async upload(path) {
      const { data, error } = await db.rpc('request_artwork_upload', { p_path: path });
      if (error) throw new StoreError('request_artwork_upload', error);
      const row = (data as { content_type: string; checked: boolean }[] | null)?.[0];
      return row ? { contentType: row.content_type, checked: row.checked } : null;
    },
    async download(path) {
      const { data, error } = await bucket.download(path);
      if (error || !data) return null;
      return new Uint8Array(await data.arrayBuffer());
    },
    async remove(path) {
      const { error } = await bucket.remove([path]);
      if (error) throw new Error(`removing refused artwork: ${error.message}`);
    },
    async recordCheck(path, check) {
      const { error } = await db.rpc('record_request_artwork_check', {
        p_path: path,
        p_content_type: check.contentType,
        p_width: check.width,
        p_height: check.height,
        p_bytes: check.bytes,
      });
      if (error) throw new StoreError('record_request_artwork_check', error);
    },
  };
}
