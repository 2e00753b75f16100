// What every admin upload shares: object names reduced to safe characters, so
// a public URL needs no escaping, and the image limits the buckets enforce.

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

export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

/** What the image upload fields tell the admin (the buckets enforce the type and the 5 MiB). */
export const UPLOAD_LIMITS_TEXT = 'JPEG, PNG, WebP or GIF. Photos are resized to 1600 px and saved as WebP; the saved file may be up to 5 MB.';
