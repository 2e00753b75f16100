// Writes one HTML file per public page from the server bundle (src/entry-server.tsx).
// File names follow the canonical URLs, which have no trailing slash:
// /about-us -> about-us.html, /blog/x -> blog/x.html. Static hosts (Netlify,
// Cloudflare Pages) and `vite preview` serve /about-us from about-us.html
// without a redirect; a folder with index.html would redirect to /about-us/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { jsClassOf } from './js-class.ts';
import { LIVE_MOUNT_MODULES, mountJs, pageAssets, readBundleReport } from './bundle-report.ts';
import { assemblePage } from './prerender-html.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

/** The shell for routes that are not prerendered (admin, auth, new posts, unknown paths). */
export const SPA_FALLBACK = 'spa-fallback.html';

export interface PrerenderedPage {
  path: string;
  file: string;
  missing: string[];
}

export interface PrerenderResult {
  pages: PrerenderedPage[];
  warnings: string[];
  /** Old board addresses and the pages they moved to, for the host's rules. */
  redirects: { from: string; to: string }[];
}

/** '/' -> index.html, '/about-us' -> about-us.html, '/blog/a%20b' -> blog/a b.html (hosts decode the URL). */
export function fileForPath(pathname: string): string {
  if (pathname === '/') return 'index.html';
  const segments = pathname
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map(decodeURIComponent);
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\/\0]/.test(s))) {
    throw new Error(`refusing to write a page for the path ${JSON.stringify(pathname)}`);
  }
  return `${segments.join('/')}.html`;
}

// supabase-js builds a realtime client on creation and throws on Node 20,
// which has no WebSocket. Nothing subscribes while prerendering; a stand-in
// that refuses to connect is enough.
function installServerGlobals(): void {
  const scope = globalThis as { WebSocket?: unknown };
  scope.WebSocket ??= class NoRealtimeWhilePrerendering {
    constructor() {
      throw new Error('realtime is not available while prerendering');
    }
  };
}

export async function prerenderSite({ outDir, serverEntry }: { outDir: string; serverEntry: string }): Promise<PrerenderResult> {
  installServerGlobals();
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  server.prepareSanitizer(new JSDOM('<!doctype html><html><body></body></html>').window);

  const report = readBundleReport(outDir);
  const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // The untouched shell, before index.html becomes the home page. 404.html is
  // the same shell for hosts that serve it for unknown paths with status 404.
  writeFileSync(path.join(outDir, SPA_FALLBACK), template);
  writeFileSync(path.join(outDir, '404.html'), template);

  const { routes, warnings } = await server.listPrerenderRoutes();
  const pages: PrerenderedPage[] = [];
  for (const pathname of routes) {
    const rendered = await server.renderPage(pathname);
    if (rendered.status !== 200) throw new Error(`${pathname}: rendered with status ${rendered.status}`);
    warnings.push(...rendered.warnings);

    const lazyRouteIds = rendered.routeIds.filter((id) => id.startsWith('routes/'));
    const assets = pageAssets(report, lazyRouteIds);
    const { page, missing } = assemblePage(template, {
      html: rendered.html,
      state: rendered.state,
      stylesheets: assets.css.filter((f) => !report.entryCss.includes(f)).map((f) => `/${f}`),
      // A page that reads live data as it mounts gets its data client with the rest: imported only at
      // mount, it would be asked for once the app ran, a phone's round trip before the data's own.
      modules: [...assets.initialJs, ...(jsClassOf(pathname) === 'live' ? mountJs(report, LIVE_MOUNT_MODULES, assets.initialJs) : [])].map((f) => `/${f}`),
    });

    const file = fileForPath(pathname);
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), page);
    pages.push({ path: pathname, file, missing });
  }
  const moved = await server.listBoardRedirects();
  warnings.push(...moved.warnings);
  return { pages, warnings, redirects: moved.redirects };
}
