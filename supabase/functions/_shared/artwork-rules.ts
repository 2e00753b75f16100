// What booking artwork may be, in one place for the browser (a courtesy check
// before it asks) and the create-artwork-upload function (the check that
// counts, before it issues an upload URL). The bucket enforces the same type
// and size limits on the upload itself.
import { z } from 'zod';

export const ARTWORK_BUCKET = 'booking-artwork';
/** 10 MB, as the bucket's file_size_limit (10 MiB). */
export const ARTWORK_MAX_BYTES = 10 * 1024 * 1024;
/** The stored file's extension for each accepted type. */
export const ARTWORK_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export type ArtworkType = keyof typeof ARTWORK_TYPES;

const ACCEPTED_EXTENSIONS = ['jpg', 'jpeg', 'png'];

export const ARTWORK_MESSAGES = {
  type: 'Artwork must be a JPEG or PNG image.',
  empty: 'The artwork file is empty.',
  size: 'The artwork file size must be a whole number of bytes.',
  fileName: 'The artwork needs a file name of at most 255 characters.',
  tooLarge: (size: number) => `This file is ${formatMegabytes(size)}; artwork must be 10 MB or smaller.`,
} as const;

/**
 * A size in MB (1 MB = 1 048 576 bytes, as the limit), rounded up to a tenth so
 * a file just over the limit never reads as exactly 10 MB: 10 485 761 bytes ->
 * "10.1 MB", 12 582 912 -> "12.0 MB".
 */
export function formatMegabytes(bytes: number): string {
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

function extensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : null;
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** The function's request: which file the visitor is about to upload. */
export const artworkRequestSchema = z
  .object({
    fileName: z
      .string({ error: ARTWORK_MESSAGES.fileName })
      .trim()
      .min(1, ARTWORK_MESSAGES.fileName)
      .max(255, ARTWORK_MESSAGES.fileName)
      .regex(NO_CONTROL_CHARACTERS, ARTWORK_MESSAGES.fileName),
    contentType: z.enum(Object.keys(ARTWORK_TYPES) as [ArtworkType, ...ArtworkType[]], { error: ARTWORK_MESSAGES.type }),
    size: z
      .number({ error: ARTWORK_MESSAGES.size })
      .int(ARTWORK_MESSAGES.size)
      .min(1, ARTWORK_MESSAGES.empty)
      .superRefine((size, ctx) => {
        if (size > ARTWORK_MAX_BYTES) ctx.addIssue({ code: 'custom', message: ARTWORK_MESSAGES.tooLarge(size) });
      }),
  })
  .superRefine((value, ctx) => {
    const extension = extensionOf(value.fileName);
    // A name ending in another image type (a .gif, a .webp) is the wrong file, whatever type the browser guessed.
    if (extension !== null && !ACCEPTED_EXTENSIONS.includes(extension)) {
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: ARTWORK_MESSAGES.type });
    }
  });

export type ArtworkRequest = z.infer<typeof artworkRequestSchema>;
export type ArtworkField = keyof ArtworkRequest;
