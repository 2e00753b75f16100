// What booking artwork may be, in one place for the browser (a courtesy check
// before it asks) and the create-artwork-upload function (the check that
// counts, before it issues an upload URL). The bucket enforces the same type
// and size limits on the upload itself. The limits are in business-rules.ts,
// the messages in artwork-messages.ts.
import { z } from 'zod';
import { ARTWORK_MESSAGES } from './artwork-messages.ts';
import { ARTWORK, type ArtworkType } from './business-rules.ts';

const ARTWORK_TYPE_NAMES = Object.keys(ARTWORK.types) as [ArtworkType, ...ArtworkType[]];

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
      .max(ARTWORK.maxFileNameLength, ARTWORK_MESSAGES.fileName)
      .regex(NO_CONTROL_CHARACTERS, ARTWORK_MESSAGES.fileName),
    contentType: z.enum(ARTWORK_TYPE_NAMES, { error: ARTWORK_MESSAGES.type }),
    size: z
      .number({ error: ARTWORK_MESSAGES.size })
      .int(ARTWORK_MESSAGES.size)
      .min(1, ARTWORK_MESSAGES.empty)
      .superRefine((size, ctx) => {
        if (size > ARTWORK.maxBytes) ctx.addIssue({ code: 'custom', message: ARTWORK_MESSAGES.tooLarge(size) });
      }),
  })
  .superRefine((value, ctx) => {
    const extension = extensionOf(value.fileName);
    // A name ending in another image type (a .gif, a .webp) is the wrong file, whatever type the browser guessed.
    if (extension !== null && !(ARTWORK.extensions as readonly string[]).includes(extension)) {
      ctx.addIssue({ code: 'custom', path: ['contentType'], message: ARTWORK_MESSAGES.type });
    }
  });

export type ArtworkRequest = z.infer<typeof artworkRequestSchema>;
export type ArtworkField = keyof ArtworkRequest;
