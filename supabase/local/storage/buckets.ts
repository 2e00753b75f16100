import type { LocalDatabase } from '../database';
import { bucketNotFound } from './storage-error';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Bucket settings are configuration, read as the owner like storage-api does. */
export async function getBucket(db: LocalDatabase, id: string): Promise<Bucket> {
  const bucket = await db.asOwner(async (tx) => {
    const { rows } = await tx.query<Bucket>(
      'select id, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    return rows[0];
  });
  if (!bucket) throw bucketNotFound();
  return bucket;
}
