#!/usr/bin/env node
// Generates every raster image the marketing pages use, from SVG scenes drawn
// here (stylised LED billboards at dusk over Ontario highways, in the brand
// colours). The outputs are committed; rerun after changing a scene:
//   node scripts/generate-images.mjs
// No text is drawn into the images: captions and alt text live in the pages,
// where they can be read, translated and indexed.
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'images');
// The client's image standard: quality 85 unless a picture needs otherwise.
const QUALITY = 85;

const BRAND = '#f0af00';
const ORANGE = '#e8590c';

/** Small deterministic PRNG so reruns produce identical files. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Dusk sky, distant city skyline, highway in perspective with light trails. */
function scene({ w, h, seed, sky = ['#0b1026', '#3b1d4a', '#c2410c'], screen, pictogram = '', boardX = 0.62 }) {
  const r = rng(seed);
  const horizon = Math.round(h * 0.62);
  const stars = Array.from({ length: 40 }, () => {
    const x = Math.round(r() * w);
    const y = Math.round(r() * horizon * 0.55);
    const rad = (r() * 1.4 + 0.4) * (w / 1920);
    return `<circle cx="${x}" cy="${y}" r="${rad.toFixed(2)}" fill="#fff" opacity="${(r() * 0.6 + 0.2).toFixed(2)}"/>`;
  }).join('');
  // Skyline: rectangles of random height along the horizon, some lit windows.
  let skyline = '';
  let x = 0;
  while (x < w) {
    const bw = Math.round((r() * 60 + 30) * (w / 1920));
    const bh = Math.round((r() * 140 + 30) * (h / 1080));
    skyline += `<rect x="${x}" y="${horizon - bh}" width="${bw}" height="${bh}" fill="#141a33"/>`;
    for (let i = 0; i < 3; i++) {
      if (r() > 0.5) {
        const wx = x + Math.round(r() * (bw - 8));
        const wy = horizon - Math.round(r() * (bh - 8)) - 6;
        skyline += `<rect x="${wx}" y="${wy}" width="${Math.max(3, Math.round(w / 480))}" height="${Math.max(3, Math.round(h / 270))}" fill="#ffd97a" opacity="0.7"/>`;
      }
    }
    x += bw + Math.round(r() * 8);
  }
  const cx = w * 0.45;
  // Highway: a trapezoid to the vanishing point with lane marks and light trails.
  const road = `
    <polygon points="${cx - w * 0.02},${horizon} ${cx + w * 0.02},${horizon} ${w * 0.95},${h} ${-w * 0.05},${h}" fill="#1a1d29"/>
    <polygon points="${cx - w * 0.003},${horizon} ${cx + w * 0.003},${horizon} ${w * 0.47},${h} ${w * 0.43},${h}" fill="#2b2f3d"/>
    ${[0.2, 0.38, 0.58, 0.8]
      .map((t) => {
        const y1 = horizon + (h - horizon) * t;
        const y2 = horizon + (h - horizon) * (t + 0.08);
        const spread = (y) => (y - horizon) / (h - horizon);
        return `<line x1="${cx - spread(y1) * w * 0.24}" y1="${y1}" x2="${cx - spread(y2) * w * 0.24}" y2="${y2}" stroke="#f5f5f5" stroke-width="${(w / 640) * (1 + t * 2)}" opacity="0.55"/>
          <line x1="${cx + spread(y1) * w * 0.24}" y1="${y1}" x2="${cx + spread(y2) * w * 0.24}" y2="${y2}" stroke="#f5f5f5" stroke-width="${(w / 640) * (1 + t * 2)}" opacity="0.55"/>`;
      })
      .join('')}
    <path d="M ${cx - w * 0.01} ${horizon} Q ${w * 0.25} ${h * 0.8} ${w * 0.05} ${h}" stroke="url(#trailWarm)" stroke-width="${w / 160}" fill="none" opacity="0.9"/>
    <path d="M ${cx - w * 0.005} ${horizon} Q ${w * 0.33} ${h * 0.82} ${w * 0.22} ${h}" stroke="url(#trailWarm)" stroke-width="${w / 240}" fill="none" opacity="0.7"/>
    <path d="M ${cx + w * 0.01} ${horizon} Q ${w * 0.62} ${h * 0.8} ${w * 0.85} ${h}" stroke="url(#trailRed)" stroke-width="${w / 160}" fill="none" opacity="0.85"/>
    <path d="M ${cx + w * 0.005} ${horizon} Q ${w * 0.55} ${h * 0.84} ${w * 0.66} ${h}" stroke="url(#trailRed)" stroke-width="${w / 260}" fill="none" opacity="0.6"/>`;
  // The billboard: two posts, a frame and a glowing LED screen.
  const bw = w * 0.34;
  const bh = bw * 0.42;
  const bx = w * boardX;
  const by = h * 0.16;
  const screenFill = screen ?? `url(#screen)`;
  const board = `
    <rect x="${bx + bw * 0.3}" y="${by + bh}" width="${bw * 0.04}" height="${horizon - by - bh + h * 0.05}" fill="#0d0f18"/>
    <rect x="${bx + bw * 0.66}" y="${by + bh}" width="${bw * 0.04}" height="${horizon - by - bh + h * 0.05}" fill="#0d0f18"/>
    <rect x="${bx - bw * 0.05}" y="${by - bh * 0.05}" width="${bw * 1.1}" height="${bh * 1.1}" rx="${bw * 0.02}" fill="${BRAND}" opacity="0.25" filter="url(#glow)"/>
    <rect x="${bx - bw * 0.02}" y="${by - bh * 0.04}" width="${bw * 1.04}" height="${bh * 1.08}" rx="${bw * 0.01}" fill="#0d0f18"/>
    <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${screenFill}"/>
    <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="url(#pixels)" opacity="0.35"/>
    <g transform="translate(${bx + bw * 0.08} ${by + bh * 0.18}) scale(${bh / 100})">${pictogram}</g>
    <rect x="${bx + bw * 0.42}" y="${by + bh * 0.3}" width="${bw * 0.48}" height="${bh * 0.1}" rx="${bh * 0.05}" fill="#fff" opacity="0.92"/>
    <rect x="${bx + bw * 0.42}" y="${by + bh * 0.48}" width="${bw * 0.36}" height="${bh * 0.07}" rx="${bh * 0.035}" fill="#fff" opacity="0.7"/>
    <rect x="${bx + bw * 0.42}" y="${by + bh * 0.65}" width="${bw * 0.22}" height="${bh * 0.12}" rx="${bh * 0.06}" fill="#111827" opacity="0.85"/>`;
  const px = Math.max(3, Math.round(w / 320));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="0.55" stop-color="${sky[1]}"/><stop offset="1" stop-color="${sky[2]}"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${ORANGE}"/>
    </linearGradient>
    <linearGradient id="trailWarm" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff3c4" stop-opacity="0"/><stop offset="1" stop-color="#ffe08a"/>
    </linearGradient>
    <linearGradient id="trailRed" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ff4d4d" stop-opacity="0"/><stop offset="1" stop-color="#ff2d2d"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="1" r="0.6">
      <stop offset="0" stop-color="#ffb347" stop-opacity="0.75"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/>
    </radialGradient>
    <pattern id="pixels" width="${px}" height="${px}" patternUnits="userSpaceOnUse">
      <rect width="${px}" height="${px}" fill="none" stroke="#000" stroke-width="${px / 4}"/>
    </pattern>
    <filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${w / 90}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <rect x="0" y="${horizon - h * 0.35}" width="${w}" height="${h * 0.35}" fill="url(#sun)"/>
  ${stars}
  ${skyline}
  <rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="#0f1220"/>
  ${road}
  ${board}
</svg>`;
}

// Industry pictograms, drawn in a 100x64 box, white on the LED screen.
const pictograms = {
  'real-estate':
    '<path d="M10 34 L35 10 L60 34 Z" fill="#fff"/><rect x="17" y="34" width="36" height="26" fill="#fff"/><rect x="30" y="42" width="10" height="18" fill="#c2410c"/>',
  restaurants:
    '<circle cx="36" cy="34" r="24" fill="none" stroke="#fff" stroke-width="5"/><rect x="4" y="8" width="4" height="52" fill="#fff"/><rect x="64" y="8" width="5" height="52" rx="2" fill="#fff"/><rect x="0" y="8" width="12" height="14" fill="#fff"/>',
  events: '<polygon points="35,4 43,24 65,24 47,37 54,58 35,45 16,58 23,37 5,24 27,24" fill="#fff"/>',
  automotive:
    '<path d="M4 40 L14 20 L54 20 L66 40 Z" fill="#fff"/><rect x="0" y="38" width="70" height="14" rx="4" fill="#fff"/><circle cx="16" cy="54" r="7" fill="#111827"/><circle cx="54" cy="54" r="7" fill="#111827"/>',
  healthcare: '<rect x="26" y="6" width="18" height="54" fill="#fff"/><rect x="8" y="24" width="54" height="18" fill="#fff"/>',
  retail:
    '<rect x="10" y="20" width="50" height="40" rx="4" fill="#fff"/><path d="M24 22 V14 a11 11 0 0 1 22 0 V22" fill="none" stroke="#fff" stroke-width="5"/>',
  education:
    '<polygon points="35,8 70,24 35,40 0,24" fill="#fff"/><path d="M14 30 V46 Q35 58 56 46 V30 L35 40 Z" fill="#fff"/><rect x="64" y="24" width="3" height="24" fill="#fff"/>',
  hospitality:
    '<rect x="4" y="30" width="62" height="16" fill="#fff"/><rect x="4" y="16" width="6" height="42" fill="#fff"/><rect x="60" y="38" width="6" height="20" fill="#fff"/><circle cx="22" cy="24" r="7" fill="#fff"/>',
  financial:
    '<rect x="6" y="40" width="12" height="20" fill="#fff"/><rect x="24" y="28" width="12" height="32" fill="#fff"/><rect x="42" y="16" width="12" height="44" fill="#fff"/><path d="M4 30 L28 14 L42 22 L66 4" stroke="#fff" stroke-width="4" fill="none"/>',
  'non-profit': '<path d="M35 58 C10 40 2 28 8 16 C14 4 30 6 35 18 C40 6 56 4 62 16 C68 28 60 40 35 58 Z" fill="#fff"/>',
};

const skies = [
  ['#0b1026', '#3b1d4a', '#c2410c'],
  ['#0a1a2f', '#2d2a5a', '#e8590c'],
  ['#101223', '#46224f', '#f0af00'],
  ['#06131f', '#20395a', '#d9480f'],
  ['#140b26', '#5b2146', '#f59f00'],
];

const written = [];

async function write(svg, file, { w, h, formats }) {
  const path = join(out, file);
  await mkdir(dirname(path), { recursive: true });
  const base = sharp(Buffer.from(svg)).resize(w, h);
  for (const fmt of formats) {
    const target = path.replace(/\.\w+$/, `.${fmt}`);
    const pipeline = base.clone();
    if (fmt === 'webp') pipeline.webp({ quality: QUALITY, effort: 6 });
    if (fmt === 'avif') pipeline.avif({ quality: QUALITY - 25, effort: 4 }); // AVIF's scale runs lower: ~60 looks like JPEG 85
    if (fmt === 'jpg') pipeline.jpeg({ quality: QUALITY, mozjpeg: true, progressive: true });
    await pipeline.toFile(target);
    written.push(target);
  }
}

const all = ['webp', 'avif', 'jpg'];

// Heroes at 1920x1080 and 600x400 with 960-wide variants for srcset.
for (const [name, opts] of [
  ['hero-home', { seed: 1, sky: skies[0], boardX: 0.6, pictogram: pictograms['real-estate'].replace(/#c2410c/g, BRAND) }],
  ['hero-billboards', { seed: 2, sky: skies[1], boardX: 0.56, pictogram: pictograms.events }],
]) {
  const svg = scene({ w: 1920, h: 1080, ...opts });
  await write(svg, `${name}-1920.webp`, { w: 1920, h: 1080, formats: all });
  await write(svg, `${name}-960.webp`, { w: 960, h: 540, formats: all });
}
await write(scene({ w: 1200, h: 800, seed: 3, sky: skies[2], boardX: 0.45, pictogram: pictograms.retail }), 'hero-contact-600.webp', {
  w: 600,
  h: 400,
  formats: all,
});

// Poster for the About Us video on home (16:9).
const posterSvg = scene({ w: 1280, h: 720, seed: 4, sky: skies[3], boardX: 0.5, pictogram: pictograms.automotive });
await write(posterSvg, 'video-poster-1280.webp', { w: 1280, h: 720, formats: all });
await write(posterSvg, 'video-poster-640.webp', { w: 640, h: 360, formats: all });

// One 600x400 image per industry.
const slugs = Object.keys(pictograms);
for (const [i, slug] of slugs.entries()) {
  const svg = scene({ w: 1200, h: 800, seed: 10 + i, sky: skies[i % skies.length], boardX: 0.5, pictogram: pictograms[slug] });
  await write(svg, `industries/${slug}.webp`, { w: 600, h: 400, formats: all });
}

// Blog placeholders (1200x630, the Open Graph size). Posts name one JPEG each
// (it is also what link previews show); pages find its AVIF and WebP siblings
// by name (src/content/images.ts). The seed boards' photos are their own
// (scripts/generate-board-photos.mjs).
for (let i = 1; i <= 7; i++) {
  const svg = scene({ w: 1200, h: 630, seed: 100 + i, sky: skies[i % skies.length], boardX: 0.3 + (i % 3) * 0.12, pictogram: pictograms[slugs[i]] });
  await write(svg, `blog/placeholder-${i}.jpg`, { w: 1200, h: 630, formats: all });
}

let total = 0;
for (const f of written) total += (await stat(f)).size;
const count = (await readdir(out, { recursive: true })).length;
console.log(`wrote ${written.length} files (${count} entries in public/images), ${(total / 1024).toFixed(0)} KiB`);
