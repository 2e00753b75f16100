// Checks on the prerendered HTML the build just wrote (BUNDLE_CHECK_DIR; `dist`
// by default), where the app's start-up depends on the markup.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';

const outDir = path.resolve(process.env.BUNDLE_CHECK_DIR ?? 'dist');
// The SPA fallbacks have an empty root: nothing is hydrated there.
const fallbacks = new Set(['404.html', 'spa-fallback.html']);
const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html') && !fallbacks.has(file))
  .sort();

const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

describe(`prerendered pages (${path.basename(outDir)})`, () => {
  it('are all there', () => {
    expect(pages.length).toBeGreaterThanOrEqual(28);
  });

  // A boundary written as `<!--$!-->` failed on the server: React would throw
  // its markup away and render it in the browser, so the page would reach
  // crawlers and first paint without it.
  it.each(pages)('%s has its Suspense boundaries complete, none left for the browser to render', (file) => {
    const html = read(file);
    const root = new JSDOM(html).window.document.getElementById('root');
    expect(root?.querySelector('main')).not.toBeNull();
    expect(html).toContain('<!--$-->');
    expect(html).not.toMatch(/<!--\$[!?]-->/);
  });

  it('describes the local business with the price range of two dollar signs', () => {
    expect(read('index.html')).toContain('"priceRange":"$$"');
  });
});
