// What a visitor is told about a refused artwork file, worded from the limits
// in business-rules.ts. Shared by the browser's check (artwork-fit.ts) and the
// upload function's (artwork-rules.ts), so both refuse in the same words; the
// last four judge the stored file (artwork-bytes.ts), for a prospect's request
// and an advertiser's new version alike.
import { ARTWORK, ARTWORK_MAX_MEGABYTES } from './business-rules.ts';

export const ARTWORK_MESSAGES = {
  type: 'Artwork must be a JPEG or PNG image.',
  empty: 'The artwork file is empty.',
  size: 'The artwork file size must be a whole number of bytes.',
  fileName: `The artwork needs a file name of at most ${ARTWORK.maxFileNameLength} characters.`,
  tooLarge: (size: number) => `This file is ${formatMegabytes(size)}; artwork must be ${ARTWORK_MAX_MEGABYTES} MB or smaller.`,
  notAnImage: 'This file is not a JPEG or PNG image (or not a still one). Please upload the artwork as a JPEG or PNG.',
  wrongType: 'This file’s content does not match its type. Please save it again as a JPEG or PNG and upload it.',
  notReceived: 'We did not receive the file. Please upload the artwork again.',
  /** The database's own words (store_contact_request) for artwork the function did not check. */
  notChecked: 'This artwork file has not been checked. Please upload the artwork again.',
} as const;

/**
 * A size in MB (1 MB = 1 048 576 bytes, as the limit), rounded up to a tenth so
 * a file just over the limit never reads as exactly the limit: 10 485 761
 * bytes -> "10.1 MB", 12 582 912 -> "12.0 MB".
 */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}
