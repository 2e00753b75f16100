import { useMutation } from '@tanstack/react-query';
import { toDataError } from '@/lib/to-data-error';
import { supabase } from '@/lib/supabase';
import { SMALL_UPLOAD_WIDTH, uploadName } from '@/lib/uploaded-image';
import { BLOG_IMAGES_BUCKET } from '../lib/file-name';
import { prepareImage, type PreparedImage } from '@/lib/prepare-image';

export interface UploadImageInput {
  file: File;
  /** Object path inside the blog-images bucket; the stored names add the width and the new format. */
  path: string;
}

// Reached through this object rather than its import binding so that component
// tests, which share their modules (vitest.config.ts), can stand in for it with
// vi.spyOn (jsdom cannot decode or draw images): an ES module's export cannot be spied on.
export const imagePreparation = { prepareImage };

const MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', gif: 'image/gif' };

async function put(path: string, image: PreparedImage): Promise<void> {
  const { error } = await supabase.storage
    .from(BLOG_IMAGES_BUCKET)
    .upload(path, image.blob, { contentType: MIME[image.ext] ?? image.blob.type, cacheControl: '31536000', upsert: false });
  if (error) throw toDataError(error);
}

/**
 * Resizes and re-encodes the image in the browser (prepare-image.ts), uploads
 * it, and its 800 px copy when it is wider, into the public blog-images
 * bucket; returns the public URL of the large one.
 */
export async function uploadImage({ file, path }: UploadImageInput): Promise<string> {
  const { large, small } = await imagePreparation.prepareImage(file);
  const stem = path.replace(/\.[a-z0-9]+$/i, '');
  const largePath = large.ext === 'gif' ? path : uploadName(stem, large.width, large.ext);
  if (small) await put(uploadName(stem, SMALL_UPLOAD_WIDTH, small.ext), small);
  await put(largePath, large);
  return supabase.storage.from(BLOG_IMAGES_BUCKET).getPublicUrl(largePath).data.publicUrl;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
