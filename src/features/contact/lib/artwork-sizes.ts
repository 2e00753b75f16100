import type { ArtworkBoard } from '@shared/artwork-fit.ts';

// The artwork each board of a plan needs, said before a file is chosen: its
// size in pixels, its proportions, and a template of that size to design on.
// The templates are drawn by the build (scripts/artwork-templates.ts), one per
// size any active board has, into the site's /artwork-templates/ folder.

/** Share of each side kept clear of text and logos: the edges of an LED face read poorly from the road. */
export const SAFE_AREA_INSET = 0.05;

export const TEMPLATE_FOLDER = '/artwork-templates';

export function templatePath(width: number, height: number): string {
  return `${TEMPLATE_FOLDER}/${width}x${height}.png`;
}

/** The safe area inside a screen of this size: whole pixels, the same inset on every side. */
export function safeArea(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const inset = Math.round(Math.min(width, height) * SAFE_AREA_INSET);
  return { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** '10:3' for 960 x 288; proportions with no small whole-number form read as '3.2:1'. */
export function aspectRatioText(width: number, height: number): string {
  const d = gcd(width, height);
  const [w, h] = [width / d, height / d];
  return w <= 32 && h <= 32 ? `${w}:${h}` : `${(width / height).toFixed(2).replace(/\.?0+$/, '')}:1`;
}

export interface ArtworkSize {
  width: number;
  height: number;
  ratio: string;
  template: string;
  /** The plan's boards of this size, by name. */
  boards: string[];
}

/** One entry per distinct screen size among the boards that state theirs, in the plan's order. */
export function artworkSizes(boards: readonly ArtworkBoard[]): ArtworkSize[] {
  const sizes = new Map<string, ArtworkSize>();
  for (const board of boards) {
    const { screen_width_px: width, screen_height_px: height } = board;
    if (!width || !height) continue;
    const key = `${width}x${height}`;
    const size = sizes.get(key) ?? { width, height, ratio: aspectRatioText(width, height), template: templatePath(width, height), boards: [] };
    size.boards.push(board.name);
    sizes.set(key, size);
  }
  return [...sizes.values()];
}
