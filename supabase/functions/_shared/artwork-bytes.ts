// What a stored artwork file really is, read from its bytes rather than its
// name or declared type: a PNG by its signature and IHDR chunk, a JPEG by its
// start-of-image marker and frame header. An animated PNG (an acTL chunk) is
// not a still, and anything else (an HTML page named .png) is nothing here.

import { ARTWORK_MESSAGES } from './artwork-messages.ts';
import { ARTWORK, type ArtworkType } from './business-rules.ts';

export interface InspectedImage {
  type: ArtworkType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u32(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
}

function u16(b: Uint8Array, at: number): number {
  return (b[at]! << 8) + b[at + 1]!;
}

function chunkType(b: Uint8Array, at: number): string {
  return String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
}

function inspectPng(b: Uint8Array): InspectedImage | null {
  if (b.length < 33 || !PNG_SIGNATURE.every((v, i) => b[i] === v) || chunkType(b, 12) !== 'IHDR') return null;
  const width = u32(b, 16);
  const height = u32(b, 20);
  // Walk the chunks up to the image data: an animation control chunk makes it an APNG.
  let at = 8;
  while (at + 8 <= b.length) {
    const type = chunkType(b, at + 4);
    if (type === 'acTL') return null;
    if (type === 'IDAT' || type === 'IEND') break;
    at += 12 + u32(b, at);
  }
  return width > 0 && height > 0 ? { type: 'image/png', width, height } : null;
}

// Start-of-frame markers carry the dimensions; C4 (Huffman), C8 (reserved) and CC (arithmetic coding) share the range but are not frames.
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function inspectJpeg(b: Uint8Array): InspectedImage | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16(b, at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > b.length) return null;
      const height = u16(b, at + 5);
      const width = u16(b, at + 7);
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** The image the bytes hold, or null when they are not a still JPEG or PNG with readable dimensions. */
export function inspectImage(bytes: Uint8Array): InspectedImage | null {
  return inspectPng(bytes) ?? inspectJpeg(bytes);
}

export type ArtworkJudgement = { ok: true; width: number; height: number } | { ok: false; error: string };

/**
 * Whether a stored file is a still image of the type it was declared as,
 * within the size limit: the image's size, or the problem in words. Storage
 * judges an upload only by its declared type, so this is the check that
 * counts, for a prospect's request artwork and an advertiser's new version.
 */
export function judgeArtworkBytes(bytes: Uint8Array, declaredType: string): ArtworkJudgement {
  if (bytes.length === 0 || bytes.length > ARTWORK.maxBytes) return { ok: false, error: ARTWORK_MESSAGES.notAnImage };
  const image = inspectImage(bytes);
  if (!image) return { ok: false, error: ARTWORK_MESSAGES.notAnImage };
  if (image.type !== declaredType) return { ok: false, error: ARTWORK_MESSAGES.wrongType };
  return { ok: true, width: image.width, height: image.height };
}
