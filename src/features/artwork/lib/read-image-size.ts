import type { PixelSize } from '@shared/artwork-fit.ts';

/** The pixel size of an image file, decoded by the browser; rejects when it is not an image it can read. */
export async function readImageSize(file: Blob): Promise<PixelSize> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
