// Artwork templates, drawn by the build: one PNG per screen size of the active
// boards, of exactly that size, with the safe area marked, into
// <outDir>/artwork-templates/ (the contact page's artwork field links to them,
// src/features/contact/lib/artwork-sizes.ts). Drawn at each build rather than
// committed: the sizes are the boards' own, and a board added since the last
// build gets its template with the rebuild that publishes it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { safeArea, templatePath } from '../src/features/contact/lib/artwork-sizes.ts';

export interface ScreenSize {
  width: number;
  height: number;
}

/** The template as SVG: the screen, its safe area dashed, and its size written in the middle. */
export function templateSvg({ width, height }: ScreenSize): string {
  const safe = safeArea(width, height);
  const stroke = Math.max(2, Math.round(Math.min(width, height) / 120));
  const font = Math.max(12, Math.round(Math.min(height / 8, width / 24)));
  const small = Math.max(10, Math.round(font * 0.55));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#1f2937"/>
  <rect x="${safe.x}" y="${safe.y}" width="${safe.width}" height="${safe.height}" fill="#374151" stroke="#f0af00" stroke-width="${stroke}" stroke-dasharray="${stroke * 4} ${stroke * 3}"/>
  <text x="50%" y="${Math.round(height / 2)}" fill="#ffffff" font-family="sans-serif" font-size="${font}" font-weight="700" text-anchor="middle">${width} x ${height} px</text>
  <text x="50%" y="${Math.round(height / 2 + font)}" fill="#f0af00" font-family="sans-serif" font-size="${small}" text-anchor="middle">Keep text and logos inside the dashed safe area</text>
</svg>`;
}

export async function templatePng(size: ScreenSize): Promise<Buffer> {
  return sharp(Buffer.from(templateSvg(size)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Distinct sizes, each a positive whole number of pixels on both sides. */
export function distinctSizes(rows: readonly { screen_width_px: number | null; screen_height_px: number | null }[]): ScreenSize[] {
  const seen = new Map<string, ScreenSize>();
  for (const { screen_width_px: width, screen_height_px: height } of rows) {
    if (!width || !height || !Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) continue;
    seen.set(`${width}x${height}`, { width, height });
  }
  return [...seen.values()];
}

/** Reads the active boards' sizes from the backend the build targets and writes a template for each. */
export async function writeArtworkTemplates({ outDir, url, anonKey }: { outDir: string; url: string; anonKey: string }): Promise<string[]> {
  const response = await fetch(`${url}/rest/v1/billboard_locations?select=screen_width_px,screen_height_px&is_active=eq.true`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Artwork templates: the boards could not be read (${response.status}).`);
  const sizes = distinctSizes((await response.json()) as { screen_width_px: number | null; screen_height_px: number | null }[]);
  const written: string[] = [];
  for (const size of sizes) {
    const file = path.join(outDir, templatePath(size.width, size.height));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await templatePng(size));
    written.push(templatePath(size.width, size.height));
  }
  return written;
}
