import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { BLOG_IMAGES_BUCKET } from '../utils/file-name';

export interface UploadImageInput {
  file: File;
  /** Object path inside the blog-images bucket. */
  path: string;
}

/** Uploads into the public blog-images bucket and returns the file's public URL. */
export async function uploadImage({ file, path }: UploadImageInput): Promise<string> {
  const bucket = supabase.storage.from(BLOG_IMAGES_BUCKET);
  const { error } = await bucket.upload(path, file, { contentType: file.type, cacheControl: '31536000', upsert: false });
  if (error) throw new Error(error.message);
  return bucket.getPublicUrl(path).data.publicUrl;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
