// Whether a visitor's artwork suits the boards of their request: the browser's
// check before upload, by file type, size and pixel proportions. The upload
// function's own rules are in artwork-rules.ts; both read the limits in
// business-rules.ts and refuse a file in the words of artwork-messages.ts.
import { ARTWORK_MESSAGES } from './artwork-messages.ts';
import { ARTWORK } from './business-rules.ts';

/** How far the artwork's proportions may differ from the screen's and still be scaled to fit. */
export const ARTWORK_RATIO_TOLERANCE = 0.02;

export const ARTWORK_TEXT = {
  exact: (board: string, w: number, h: number) => `Fits ${board} exactly (${w} x ${h} px).`,
  scaled: (board: string, w: number, h: number) => `Same proportions as ${board}: it will be scaled to ${w} x ${h} px.`,
  mismatch: (board: string, w: number, h: number, fileW: number, fileH: number) =>
    `${board} needs artwork of ${w} x ${h} px (or the same proportions); this file is ${fileW} x ${fileH} px.`,
} as const;

/** The file itself, before its pixels are read: type and size. Null when acceptable. */
export function artworkFileProblem(file: { type: string; size: number }): string | null {
  if (!Object.hasOwn(ARTWORK.types, file.type)) return ARTWORK_MESSAGES.type;
  if (file.size > ARTWORK.maxBytes) return ARTWORK_MESSAGES.tooLarge(file.size);
  return null;
}

export interface PixelSize {
  width: number;
  height: number;
}

export type ArtworkFit = 'exact' | 'scaled' | 'mismatch';

export function artworkFit(image: PixelSize, screen: PixelSize): ArtworkFit {
  if (image.width === screen.width && image.height === screen.height) return 'exact';
  if (image.width <= 0 || image.height <= 0 || screen.width <= 0 || screen.height <= 0) return 'mismatch';
  const ratio = image.width / image.height / (screen.width / screen.height);
  // The epsilon keeps exactly 2% inside despite floating-point division.
  return Math.abs(ratio - 1) <= ARTWORK_RATIO_TOLERANCE + 1e-9 ? 'scaled' : 'mismatch';
}

export interface ArtworkBoard {
  name: string;
  screen_width_px: number | null;
  screen_height_px: number | null;
}

export interface ArtworkVerdict {
  board: string;
  fit: ArtworkFit;
  message: string;
}

/** The artwork against each board that states its screen in pixels (the others are not judged). */
export function checkArtwork(image: PixelSize, boards: readonly ArtworkBoard[]): ArtworkVerdict[] {
  const verdicts: ArtworkVerdict[] = [];
  for (const board of boards) {
    if (!board.screen_width_px || !board.screen_height_px) continue;
    const screen = { width: board.screen_width_px, height: board.screen_height_px };
    const fit = artworkFit(image, screen);
    const message =
      fit === 'exact'
        ? ARTWORK_TEXT.exact(board.name, screen.width, screen.height)
        : fit === 'scaled'
          ? ARTWORK_TEXT.scaled(board.name, screen.width, screen.height)
          : ARTWORK_TEXT.mismatch(board.name, screen.width, screen.height, image.width, image.height);
    verdicts.push({ board: board.name, fit, message });
  }
  return verdicts;
}
