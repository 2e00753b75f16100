// The hand-made export fixtures begin with '#' lines saying which source each
// follows; no player writes such lines, so a test reads the file without them
// (keeping a byte-order mark that comes before them, and the line ends).
import { readFileSync } from 'node:fs';
import path from 'node:path';

// From the project's root, where the tests run: jsdom's module URLs are not files.
const FIXTURES = path.join(process.cwd(), 'src/features/proof/testing/fixtures');

export function loadExportFixture(name: string): string {
  const text = readFileSync(path.join(FIXTURES, name), 'utf8');
  return text.replace(/^(\ufeff?)(#[^\n]*\n)+/, '$1');
}
