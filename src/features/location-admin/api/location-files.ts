import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';
import { prepareImage } from '@/lib/prepare-image';
import { isImageFile, sanitiseFileName } from '@/lib/upload-files';

// The location's files in their public buckets (the migration
// location_storage sets the limits, which the storage API enforces).

export const LOCATION_PHOTOS_BUCKET = 'location-photos';
export const SALES_SHEETS_BUCKET = 'location-sales-sheets';
export const MAX_SALES_SHEET_BYTES = 10 * 1024 * 1024;
export const SALES_SHEET_LIMITS_TEXT = 'PDF only, up to 10 MB.';

export const FILE_ERRORS = {
  notImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
  notPdf: 'Please choose a PDF file for the sales sheet.',
  pdfTooLarge: 'The sales sheet is larger than 10 MB. Please choose a smaller PDF.',
} as const;

const MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', gif: 'image/gif' };

async function put(bucket: string, path: string, body: Blob, contentType: string): Promise<string> {
  const { error } = await supabase.storage.from(bucket).upload(path, body, { contentType, cacheControl: '31536000', upsert: false });
  if (error) throw toDataError(error);
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

const stem = (name: string) => sanitiseFileName(name).replace(/\.[a-z0-9]+$/, '');

/**
 * A photo, resized in the browser (at most 800 px: the map's list and info
 * window show it small) and re-encoded without its metadata; its public URL.
 */
export async function uploadLocationPhoto(file: File, now: number = Date.now()): Promise<string> {
  if (!isImageFile(file)) throw new Error(FILE_ERRORS.notImage);
  const { large, small } = await prepareImage(file);
  const image = small ?? large;
  return put(LOCATION_PHOTOS_BUCKET, `${now}-${stem(file.name)}.${image.ext}`, image.blob, MIME[image.ext] ?? image.blob.type);
}

/** A sales sheet, as it is; its public URL. The bucket refuses anything but a PDF within the limit, whatever the page let through. */
export async function uploadSalesSheet(file: File, now: number = Date.now()): Promise<string> {
  if (file.type !== 'application/pdf') throw new Error(FILE_ERRORS.notPdf);
  if (file.size > MAX_SALES_SHEET_BYTES) throw new Error(FILE_ERRORS.pdfTooLarge);
  return put(SALES_SHEETS_BUCKET, `${now}-${stem(file.name)}.pdf`, file, 'application/pdf');
}

/** The bucket and object path of a URL of one of the location buckets, or null for any other URL (a shipped image). */
export function storedLocationFile(url: string | null): { bucket: string; path: string } | null {
  if (!url) return null;
  const match = /\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(url.split('?')[0]!);
  if (!match) return null;
  const [, bucket, path] = match;
  if (bucket !== LOCATION_PHOTOS_BUCKET && bucket !== SALES_SHEETS_BUCKET) return null;
  return { bucket: bucket!, path: decodeURIComponent(path!) };
}

/**
 * Removes files no location uses any more (replaced, or of a deleted
 * location). Best effort: the row is already saved, and a leftover file harms
 * nobody, so a failure is only logged.
 */
export async function removeLocationFiles(urls: (string | null)[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const file of urls.map(storedLocationFile)) {
    if (file) byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.path]);
  }
  await Promise.all(
    [...byBucket].map(async ([bucket, paths]) => {
      const { error } = await supabase.storage.from(bucket).remove(paths);
      if (error) console.warn(`Could not remove old location files from ${bucket}: ${error.message}`);
    }),
  );
}
