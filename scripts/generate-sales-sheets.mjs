// Writes one-page PDF sales sheets for the seeded billboard locations into
// public/sales-sheets/, reading the rows from the real migrations + seed on PGlite.
//   npx tsx scripts/generate-sales-sheets.mjs
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { site as siteFacts } from '../src/config/site.ts';

const root = new URL('..', import.meta.url).pathname;
const site = { name: siteFacts.name, phone: siteFacts.phoneDisplay, email: siteFacts.email };

const db = await PGlite.create({ extensions: { pgcrypto } });
await db.exec(readFileSync(join(root, 'supabase/local/bootstrap.sql'), 'utf8'));
for (const f of readdirSync(join(root, 'supabase/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  await db.exec(readFileSync(join(root, 'supabase/migrations', f), 'utf8'));
}
await db.exec(readFileSync(join(root, 'supabase/seed.sql'), 'utf8'));
const { rows } = await db.query('select * from public.billboard_locations where sales_sheet_pdf_url is not null order by name');

// PDF strings: only printable ASCII, with \, ( and ) escaped (Helvetica has no Unicode).
const pdfText = (s) =>
  String(s)
    .replace(/[—–]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines;
}

function salesSheet(loc) {
  const ops = [];
  const text = (x, y, size, s, font = 'F1') => ops.push(`BT /${font} ${size} Tf ${x} ${y} Td (${pdfText(s)}) Tj ET`);
  ops.push('0.941 0.686 0 rg 0 742 612 50 re f'); // brand band, #f0af00
  ops.push('0 0 0 rg');
  text(40, 760, 20, `${site.name} - Sales Sheet`, 'F2');
  text(40, 700, 18, loc.name, 'F2');
  text(40, 676, 12, loc.address);
  text(40, 652, 12, `Media: ${loc.media_type}`);
  text(40, 634, 12, `Coordinates: ${Number(loc.latitude).toFixed(4)}, ${Number(loc.longitude).toFixed(4)}`);
  let y = 600;
  for (const l of wrap(loc.description ?? '', 90)) {
    text(40, y, 11, l);
    y -= 16;
  }
  y -= 16;
  for (const l of [
    'Pricing: about $1,100 to $2,500 per 4-week cycle, depending on location, duration and screen size.',
    'Your ad shows for 6 to 10 seconds every minute. Artwork goes live within 48 hours of approval.',
    'Creative can be updated every 4 weeks. In-house ad design is available.',
  ]) {
    text(40, y, 11, l);
    y -= 16;
  }
  text(40, 80, 12, `Book this board: ${site.phone} - ${site.email}`, 'F2');
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const outDir = join(root, 'public/sales-sheets');
mkdirSync(outDir, { recursive: true });
for (const loc of rows) {
  const file = loc.sales_sheet_pdf_url.split('/').pop();
  writeFileSync(join(outDir, file), salesSheet(loc), 'latin1');
  console.log(`public/sales-sheets/${file}`);
}
await db.close();
