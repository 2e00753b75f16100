import { createArtworkUrl } from '@/lib/artwork-url';
import type { PlayerFile } from './loading-plan';

export const PLAYER_ZIP_TEXT = {
  fetchFailed: (fileName: string, status: number) => `${fileName} could not be fetched from storage (${status}).`,
} as const;

/** A file's bytes from the private bucket, through a short-lived signed link. */
export async function fetchArtworkFile(file: PlayerFile): Promise<Uint8Array> {
  const response = await fetch(await createArtworkUrl(file.storagePath));
  if (!response.ok) throw new Error(PLAYER_ZIP_TEXT.fetchFailed(file.fileName, response.status));
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The files in one ZIP under the names the player must show. The ZIP library
 * loads only now, when the staff ask for one. Stored, not compressed: JPEG and
 * PNG are compressed already.
 */
export async function zipPlayerFiles(files: readonly PlayerFile[], fetchFile: (file: PlayerFile) => Promise<Uint8Array> = fetchArtworkFile): Promise<Blob> {
  const [{ zipSync }, contents] = await Promise.all([import('fflate'), Promise.all(files.map(fetchFile))]);
  const zipped = zipSync(Object.fromEntries(files.map((file, i) => [file.fileName, [contents[i]!, { level: 0 }] as const])));
  return new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}
