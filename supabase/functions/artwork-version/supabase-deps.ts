// The deployed function's database and storage, over supabase-js: the
// caller's own session for what is theirs to ask (row-level security
// decides), the service role for storage and the record of the check.

import type { SignedUpload } from '../create-artwork-upload/handler.ts';
import { refusalOf, type ArtworkVersionDeps } from './handler.ts';

interface ApiError {
  message: string;
  code?: string;
}

type ApiAnswer<T> = PromiseLike<{ data: T | null; error: ApiError | null }>;

/** The slice of a supabase-js client used here. */
export interface ArtworkClient {
  rpc(fn: string, args: Record<string, unknown>): ApiAnswer<unknown>;
  from(table: 'artwork_versions'): {
    insert(row: Record<string, unknown>): { select(columns: string): { single(): ApiAnswer<{ id: string; version: number }> } };
  };
}

export interface ArtworkBucket {
  createSignedUploadUrl(path: string): ApiAnswer<SignedUpload>;
  download(path: string): ApiAnswer<Blob>;
  remove(paths: string[]): ApiAnswer<unknown>;
}

export function createSupabaseArtworkVersionDeps(
  asCaller: (authorization: string) => ArtworkClient,
  service: ArtworkClient,
  bucket: ArtworkBucket,
): Omit<ArtworkVersionDeps, 'allowedOrigins'> {
  return {
    async beginUpload(authorization, upload) {
      const { data, error } = await asCaller(authorization).rpc('begin_artwork_upload', {
        p_campaign: upload.campaignId,
        p_location: upload.locationId,
        p_content_type: upload.contentType,
        p_bytes: upload.size,
        p_applies_from: upload.appliesFrom,
      });
      if (error) return { ok: false, ...refusalOf(error) };
      return { ok: true, value: String(data) };
    },
    async fileForCheck(authorization, path) {
      const { data, error } = await asCaller(authorization).rpc('artwork_file_for_check', { p_path: path });
      if (error) return null;
      const row = (data as { campaign_id: string; content_type: string; checked: boolean }[] | null)?.[0];
      return row && !row.checked ? { campaignId: row.campaign_id, contentType: row.content_type } : null;
    },
    async insertVersion(authorization, version) {
      const { data, error } = await asCaller(authorization)
        .from('artwork_versions')
        .insert({ campaign_id: version.campaignId, storage_path: version.path, applies_from: version.appliesFrom, replaces: version.replaces })
        .select('id, version')
        .single();
      if (error || !data) return { ok: false, ...refusalOf(error ?? { message: 'no row' }) };
      return { ok: true, value: data };
    },
    async recordCheck(path, check) {
      const { error } = await service.rpc('record_artwork_check', {
        p_path: path,
        p_content_type: check.contentType,
        p_width: check.width,
        p_height: check.height,
        p_bytes: check.bytes,
      });
      if (error) throw new Error(`record_artwork_check: ${error.message}`);
    },
    storage: {
      async createSignedUploadUrl(path) {
        const { data, error } = await bucket.createSignedUploadUrl(path);
        if (error || !data) throw new Error(`createSignedUploadUrl: ${error?.message ?? 'no answer'}`);
        return { signedUrl: data.signedUrl, token: data.token, path: data.path };
      },
      async download(path) {
        const { data, error } = await bucket.download(path);
        if (error || !data) return null;
        return new Uint8Array(await data.arrayBuffer());
      },
      async remove(path) {
        const { error } = await bucket.remove([path]);
        if (error) throw new Error(`remove: ${error.message}`);
      },
    },
  };
}
