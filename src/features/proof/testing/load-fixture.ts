// The hand-made export fixtures begin with '#' lines saying which source each
// follows; no player writes such lines, so a test reads the file without them
// (keeping a byte-order mark that comes before them, and the line ends).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function loadExportFixture(name: string): string {
  const text = readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
  return text.replace(/^(\ufeff?)(#[^\n]*\n)+/, '$1');
}
