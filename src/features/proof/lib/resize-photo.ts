// A proof photo is made fit to store in the browser, before it is uploaded:
// at most 1600 px on its longest side, re-encoded as JPEG (the one type the
// proof-photos bucket takes). Drawing through a canvas applies the EXIF
// orientation and drops all metadata, a phone's GPS position included.

import { PROOF } from '@shared/sale-rules.ts';

export const PHOTO_MAX_EDGE = PROOF.photoMaxEdge;
const QUALITY = 0.85;

export interface ResizedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** The size a photo is drawn at: its own when small enough, else scaled so its longest side is `maxEdge`. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const RESIZE_TEXT = {
  unreadable: 'The photo could not be read. Is it a JPEG, PNG or WebP image?',
  noCanvas: 'This browser cannot resize photos.',
} as const;

export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(RESIZE_TEXT.unreadable);
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(RESIZE_TEXT.noCanvas);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!blob || blob.type !== 'image/jpeg') throw new Error(RESIZE_TEXT.noCanvas);
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}
