import { describe, expect, it } from 'vitest';
import { blackPng } from '../../../tests/e2e/png';
import { inspectImage } from './artwork-bytes';

/** A JPEG's first segments: SOI, an APP0 segment, then a baseline frame header of the given size. */
function jpegHeader(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, frameMarker, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

describe('inspectImage', () => {
  it('reads a PNG by its signature and IHDR', () => {
    expect(inspectImage(blackPng(840, 400))).toEqual({ type: 'image/png', width: 840, height: 400 });
  });

  it('reads a JPEG by its frame header, baseline or progressive', () => {
    expect(inspectImage(jpegHeader(1400, 400))).toEqual({ type: 'image/jpeg', width: 1400, height: 400 });
    expect(inspectImage(jpegHeader(20, 10, 0xc2))).toEqual({ type: 'image/jpeg', width: 20, height: 10 });
  });

  it('refuses an HTML page, a GIF, an empty file and a truncated PNG', () => {
    expect(inspectImage(new TextEncoder().encode('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(inspectImage(new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'))).toBeNull();
    expect(inspectImage(new Uint8Array())).toBeNull();
    expect(inspectImage(blackPng(10, 10).subarray(0, 20))).toBeNull();
  });

  it('refuses an animated PNG (an acTL chunk before the image data)', () => {
    const png = blackPng(10, 10);
    const actl = Buffer.from([0, 0, 0, 8, 0x61, 0x63, 0x54, 0x4c, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
    const animated = Buffer.concat([png.subarray(0, 33), actl, png.subarray(33)]);
    expect(inspectImage(animated)).toBeNull();
  });
});
