// Storage object names of the blog's images: a timestamp plus the original
// file name, reduced to safe characters (upload-files.ts).
import { sanitiseFileName } from '@/lib/upload-files';

export const BLOG_IMAGES_BUCKET = 'blog-images';

/** Featured image: `${Date.now()}-${name}` at the bucket root. */
export function featuredImagePath(fileName: string, now: number = Date.now()): string {
  return `${now}-${sanitiseFileName(fileName)}`;
}

/** Images inserted in the editor: under a blog-images/ prefix inside the bucket. */
export function editorImagePath(fileName: string, now: number = Date.now()): string {
  return `blog-images/${now}-${sanitiseFileName(fileName)}`;
}
