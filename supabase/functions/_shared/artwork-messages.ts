// What a visitor is told about a refused artwork file, worded from the limits
// in business-rules.ts. Shared by the browser's check (artwork-fit.ts) and the
// upload function's (artwork-rules.ts), so both refuse in the same words.
import { ARTWORK, ARTWORK_MAX_MEGABYTES } from './business-rules.ts';

export const ARTWORK_MESSAGES = {
  type: 'Artwork must be a JPEG or PNG image.',
  empty: 'The artwork file is empty.',
  size: 'The artwork file size must be a whole number of bytes.',
  fileName: `The artwork needs a file name of at most ${ARTWORK.maxFileNameLength} characters.`,
  tooLarge: (size: number) => `This file is ${formatMegabytes(size)}; artwork must be ${ARTWORK_MAX_MEGABYTES} MB or smaller.`,
} as const;

/**
 * A size in MB (1 MB = 1 048 576 bytes, as the limit), rounded up to a tenth so
 * a file just over the limit never reads as exactly the limit: 10 485 761
 * bytes -> "10.1 MB", 12 582 912 -> "12.0 MB".
 */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}
