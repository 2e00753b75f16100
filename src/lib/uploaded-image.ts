// Images uploaded through the admin are stored in two widths named after them
// (…-1600w.webp and …-800w.webp, see prepare-image.ts). From
// the large one's URL the page can offer both through srcset.

const SIZED = /^(.*)-(\d+)w\.(webp|avif|png)$/;

/** The smaller width stored beside every upload wider than it. */
export const SMALL_UPLOAD_WIDTH = 800;

/** `…-<width>w.<ext>` for an upload of that width. */
export function uploadName(stem: string, width: number, ext: string): string {
  return `${stem}-${width}w.${ext}`;
}

/** srcset for an uploaded image's URL, or undefined for any other image. */
export function uploadedImageSrcSet(url: string): string | undefined {
  const match = SIZED.exec(url);
  if (!match) return undefined;
  const [, stem, width, ext] = match;
  const large = Number(width);
  return large > SMALL_UPLOAD_WIDTH ? `${uploadName(stem!, SMALL_UPLOAD_WIDTH, ext!)} ${SMALL_UPLOAD_WIDTH}w, ${url} ${large}w` : `${url} ${large}w`;
}
