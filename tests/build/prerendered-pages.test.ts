// Checks on the prerendered HTML the build just wrote (BUNDLE_CHECK_DIR; `dist`
// by default), where a rule of the app's start-up depends on the markup.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

const outDir = path.resolve(process.env.BUNDLE_CHECK_DIR ?? 'dist');
// The SPA fallbacks have an empty root: nothing is hydrated there.
const fallbacks = new Set(['404.html', 'spa-fallback.html']);
const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !fallbacks.has(file))
  .sort();

describe(`prerendered pages (${path.basename(outDir)})`, () => {
  it('are all there', () => {
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  // The page below the layout hydrates as one slice (root-layout.tsx), and Preact
  // keeps a waiting slice's markup only when it is a single element.
  it.each(pages)('%s renders its page as a single element in the layout', (file) => {
    const { document } = new JSDOM(readFileSync(path.join(outDir, file), 'utf8')).window;
    const outlet = document.querySelector('#root .flex-1');
    expect(outlet).not.toBeNull();
    const nodes = Array.from(outlet!.childNodes).filter((n) => n.nodeType !== 3 || n.textContent!.trim() !== '');
    expect(nodes.map((n) => n.nodeName)).toHaveLength(1);
    expect(nodes[0]!.nodeType).toBe(1);
  });
});
