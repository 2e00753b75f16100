// The host's rules the build writes (dist/_redirects), applied by the same
// local server the browser tests use: unknown paths answer 404 with the app
// shell, client-only routes 200, prerendered pages as files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redirectsFile } from '../../scripts/prerender-redirects';
import { parseRedirects, startStaticServer } from '../../scripts/serve-static';

const root = mkdtempSync(path.join(tmpdir(), 'redirects-test-'));
const files: Record<string, string> = {
  'index.html': 'HOME',
  'spa-fallback.html': 'APP SHELL',
  'blog/known-post.html': 'KNOWN POST',
  'industries/retail.html': 'RETAIL',
  'about-us.html': 'ABOUT',
  _redirects: redirectsFile(),
};
for (const [file, body] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

let base = '';
let close = () => {};
beforeAll(async () => {
  const server = await startStaticServer({ root, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

async function get(pathname: string): Promise<[number, string]> {
  const res = await fetch(base + pathname);
  return [res.status, await res.text()];
}

describe('the rules file the build writes', () => {
  it('has no rule that answers 200 under /blog or /industries', () => {
    const rules = parseRedirects(redirectsFile());
    const ok = rules.filter((r) => r.status === 200).map((r) => r.from);
    expect(ok).toEqual(['/auth', '/auth/reset-password', '/account', '/account/*', '/admin/*']);
    expect(rules.at(-1)).toEqual({ from: '/*', to: '/spa-fallback.html', status: 404 });
  });

  it("sends a renamed board's old address to its page (301, the query kept), before the catch-all", async () => {
    const rules = parseRedirects(redirectsFile([{ from: '/inventory/old-name', to: '/inventory/new-name' }]));
    expect(rules.findIndex((r) => r.status === 301)).toBeLessThan(rules.length - 1);
    const movedRoot = mkdtempSync(path.join(tmpdir(), 'redirects-moved-'));
    writeFileSync(path.join(movedRoot, '_redirects'), redirectsFile([{ from: '/inventory/old-name', to: '/inventory/new-name' }]));
    writeFileSync(path.join(movedRoot, 'spa-fallback.html'), 'APP SHELL');
    const server = await startStaticServer({ root: movedRoot, port: 0 });
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/inventory/old-name?print`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')]).toEqual([301, '/inventory/new-name?print']);
    } finally {
      server.close();
      rmSync(movedRoot, { recursive: true, force: true });
    }
  });

  it.each([['/blog/no-such-post'], ['/blog/page/99'], ['/industries/no-such-industry'], ['/inventory/no-such-board'], ['/no-such-page']])(
    'serves %s with status 404 and the app shell, which says what it finds',
    async (pathname) => {
      expect(await get(pathname)).toEqual([404, 'APP SHELL']);
    },
  );

  it.each([
    ['/blog/known-post', 'KNOWN POST'],
    ['/industries/retail', 'RETAIL'],
    ['/about-us', 'ABOUT'],
    ['/', 'HOME'],
    ['/auth', 'APP SHELL'],
    ['/admin/leads', 'APP SHELL'],
  ])('serves %s with status 200', async (pathname, body) => {
    expect(await get(pathname)).toEqual([200, body]);
  });
});
