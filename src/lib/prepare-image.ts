// Uploaded images are made fit for the web in the browser before they are
// stored: at most 1600 px on the longest side, plus an 800 px copy for phones
// (the post page and cards offer both through srcset), re-encoded as WebP
// (AVIF where the browser can encode it). Drawing through a canvas applies the
// EXIF orientation and drops every piece of metadata, the GPS position of a
// phone photo included. GIFs are kept as they are: re-encoding would stop
// their animation.

export const MAX_IMAGE_SIDE = 1600;
export const SMALL_IMAGE_SIDE = 800;
const WEB_IMAGE_QUALITY = 0.82;

export interface PreparedImage {
  blob: Blob;
  width: number;
  /** File extension of the blob's type. */
  ext: string;
}

export interface PreparedUpload {
  large: PreparedImage;
  /** The 800 px copy; none when the image is no wider than that already. */
  small: PreparedImage | null;
}

/** The size an image is drawn at: its own when small enough, else scaled so its longest side is `maxSide`. */
export function fitInside(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The bitmap drawn on a canvas at most `maxSide` on its longest side; `noCanvas` is the error where the browser has none. */
export function drawScaled(bitmap: ImageBitmap, maxSide: number, noCanvas: string): { canvas: HTMLCanvasElement; width: number; height: number } {
  const size = fitInside(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(noCanvas);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return { canvas, ...size };
}

async function encode(bitmap: ImageBitmap, maxSide: number): Promise<PreparedImage> {
  const { canvas, ...size } = drawScaled(bitmap, maxSide, 'This browser cannot resize images.');
  const toBlob = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, WEB_IMAGE_QUALITY));
  // A browser that cannot encode a type hands back a PNG instead.
  for (const [type, ext] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ] as const) {
    const blob = await toBlob(type);
    if (blob?.type === type) return { blob, width: size.width, ext };
  }
  const png = await toBlob('image/png');
  if (!png) throw new Error('This browser cannot encode images.');
  return { blob: png, width: size.width, ext: 'png' };
}

export async function prepareImage(file: File): Promise<PreparedUpload> {
  if (file.type === 'image/gif') return { large: { blob: file, width: 0, ext: 'gif' }, small: null };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('The image could not be read. Is it a JPEG, PNG, WebP or GIF file?');
  }
  try {
    const large = await encode(bitmap, MAX_IMAGE_SIDE);
    const small = Math.max(bitmap.width, bitmap.height) > SMALL_IMAGE_SIDE && large.width > SMALL_IMAGE_SIDE ? await encode(bitmap, SMALL_IMAGE_SIDE) : null;
    return { large, small };
  } finally {
    bitmap.close();
  }
}
