// Storage object names: a timestamp plus the original file name, reduced to
// safe characters so the public URL needs no escaping.

export const BLOG_IMAGES_BUCKET = 'blog-images';

export function sanitiseFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot + 1) : '';
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '');
  const safeStem = clean(stem).slice(0, 80) || 'image';
  const safeExt = clean(ext).slice(0, 10);
  return safeExt ? `${safeStem}.${safeExt}` : safeStem;
}

/** Featured image: `${Date.now()}-${name}` at the bucket root. */
export function featuredImagePath(fileName: string, now: number = Date.now()): string {
  return `${now}-${sanitiseFileName(fileName)}`;
}

/** Images inserted in the editor: under a blog-images/ prefix inside the bucket. */
export function editorImagePath(fileName: string, now: number = Date.now()): string {
  return `blog-images/${now}-${sanitiseFileName(fileName)}`;
}

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** What the upload fields tell the admin (the bucket enforces the type and the 5 MiB). */
export const UPLOAD_LIMITS_TEXT = 'JPEG, PNG, WebP or GIF. Photos are resized to 1600 px and saved as WebP; the saved file may be up to 5 MB.';
