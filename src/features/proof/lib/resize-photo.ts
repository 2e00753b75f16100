// A proof photo is made fit to store in the browser, before it is uploaded:
// at most 1600 px on its longest side, re-encoded as JPEG (the one type the
// proof-photos bucket takes). Drawing through a canvas applies the EXIF
// orientation and drops all metadata, a phone's GPS position included.

import { PROOF } from '@shared/sale-rules.ts';
import { drawScaled, fitInside } from '@/lib/prepare-image';

export const PHOTO_MAX_EDGE = PROOF.photoMaxEdge;
const PROOF_JPEG_QUALITY = 0.85;

export interface ResizedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** The size a photo is drawn at: its own when small enough, else scaled so its longest side is `maxEdge`. */
export const fitWithin = (width: number, height: number, maxEdge = PHOTO_MAX_EDGE) => fitInside(width, height, maxEdge);

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
    const { canvas, ...size } = drawScaled(bitmap, PHOTO_MAX_EDGE, RESIZE_TEXT.noCanvas);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PROOF_JPEG_QUALITY));
    if (!blob || blob.type !== 'image/jpeg') throw new Error(RESIZE_TEXT.noCanvas);
    return { blob, ...size };
  } finally {
    bitmap.close();
  }
}
