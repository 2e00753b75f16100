#!/usr/bin/env node
// Draws the seed boards' sample photos: two SVGs per board, named by the paths
// supabase/seed.sql stores (/images/locations/samples/<slug>-<n>.svg), read from
// the real migrations and seed on PGlite. Each is labelled "Sample photo" with
// the board's name and street, so nobody takes it for the real site, and each
// board's scene differs (sky, season, side of the road, board size). The
// outputs are committed; rerun after changing a seed board:
//   node scripts/generate-board-photos.mjs
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = '/images/locations/samples/';
const outDir = join(root, 'public', PREFIX);

const db = await PGlite.create({ extensions: { pgcrypto } });
await db.exec(readFileSync(join(root, 'supabase/local/bootstrap.sql'), 'utf8'));
for (const file of readdirSync(join(root, 'supabase/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  await db.exec(readFileSync(join(root, 'supabase/migrations', file), 'utf8'));
}
await db.exec(readFileSync(join(root, 'supabase/seed.sql'), 'utf8'));
const { rows } = await db.query(
  `select name, address, screen_size, thumbnail_image_1, thumbnail_image_2 from public.billboard_locations
   where thumbnail_image_1 like '${PREFIX}%' order by created_at, id`,
);
await db.close();

/** Small deterministic PRNG so reruns produce identical files. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const hash = (text) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Skies by time of day, grounds by season: each board gets its own pair.
const SKIES = [
  ['#1e3a8a', '#60a5fa'],
  ['#0f172a', '#7c3aed'],
  ['#7c2d12', '#fb923c'],
  ['#0c4a6e', '#bae6fd'],
  ['#3b0764', '#f472b6'],
  ['#14532d', '#a7f3d0'],
  ['#1f2937', '#facc15'],
];
const GROUNDS = ['#4d7c0f', '#a3a3a3', '#e5e7eb', '#854d0e', '#166534'];
const SCREENS = ['#f0af00', '#22d3ee', '#f43f5e', '#a855f7', '#84cc16', '#fb7185'];

function photo(board, view) {
  const w = 800;
  const h = 600;
  const seed = hash(board.name) + view * 977;
  const r = rng(seed);
  const [skyTop, skyBottom] = SKIES[(hash(board.name) + view) % SKIES.length];
  const ground = GROUNDS[hash(board.address) % GROUNDS.length];
  const screen = SCREENS[(hash(board.name) >>> 3) % SCREENS.length];
  const horizon = Math.round(h * (0.5 + r() * 0.12));
  const wide = /48/.test(board.screen_size ?? '');
  const boardW = (wide ? 360 : 280) * (view === 1 ? 1 : 0.7);
  const boardH = boardW * (wide ? 0.29 : 0.33);
  const left = view === 1 ? (hash(board.name) % 2 ? 60 : w - boardW - 60) : w / 2 - boardW / 2 + (r() - 0.5) * 200;
  const top = horizon - boardH - 120 - r() * 40;
  const trees = Array.from({ length: 6 + Math.floor(r() * 6) }, () => {
    const x = Math.round(r() * w);
    const size = 20 + r() * 40;
    return `<circle cx="${x}" cy="${horizon - size * 0.6}" r="${size.toFixed(1)}" fill="#14532d" opacity="${(0.5 + r() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const buildings = Array.from({ length: 5 + Math.floor(r() * 5) }, () => {
    const bw = 40 + r() * 70;
    const bh = 30 + r() * 110;
    return `<rect x="${(r() * w).toFixed(0)}" y="${(horizon - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="#334155" opacity="0.8"/>`;
  }).join('');
  const vanishing = w * (0.3 + r() * 0.4);
  const street = board.address.split(',')[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${horizon}" fill="url(#sky)"/>
<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${ground}"/>
${buildings}${trees}
<polygon points="${vanishing - 8},${horizon} ${vanishing + 8},${horizon} ${w * 0.9},${h} ${w * 0.1},${h}" fill="#1f2937"/>
<polygon points="${vanishing - 1},${horizon} ${vanishing + 1},${horizon} ${w * 0.51},${h} ${w * 0.49},${h}" fill="#fde68a"/>
<rect x="${(left + boardW / 2 - 8).toFixed(0)}" y="${(top + boardH).toFixed(0)}" width="16" height="${(horizon - top - boardH + 10).toFixed(0)}" fill="#475569"/>
<rect x="${left.toFixed(0)}" y="${top.toFixed(0)}" width="${boardW.toFixed(0)}" height="${boardH.toFixed(0)}" rx="4" fill="#0f172a"/>
<rect x="${(left + 8).toFixed(0)}" y="${(top + 8).toFixed(0)}" width="${(boardW - 16).toFixed(0)}" height="${(boardH - 16).toFixed(0)}" fill="${screen}"/>
<rect x="0" y="${h - 96}" width="${w}" height="96" fill="#000" opacity="0.62"/>
<text x="24" y="${h - 62}" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#fde047">SAMPLE PHOTO ${view} of 2</text>
<text x="24" y="${h - 34}" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#fff">${escapeXml(board.name)}</text>
<text x="24" y="${h - 10}" font-family="Arial, Helvetica, sans-serif" font-size="18" fill="#e5e7eb">${escapeXml(street)}</text>
</svg>
`;
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const board of rows) {
  for (const [view, url] of [
    [1, board.thumbnail_image_1],
    [2, board.thumbnail_image_2],
  ]) {
    if (!url?.startsWith(PREFIX)) continue;
    writeFileSync(join(outDir, url.slice(PREFIX.length)), photo(board, view));
    console.log(`public${url}`);
  }
}
