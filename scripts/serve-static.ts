// A tiny static server for the built site that behaves like the host: gzip,
// pretty URLs (/about-us -> about-us.html), then the rules of dist/_redirects
// and the headers of dist/_headers. Used by `npm run bench`; handy to try a
// build by hand:  npx tsx scripts/serve-static.ts [dist] [--port 4301]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

interface Rewrite {
  from: string;
  to: string;
  status: number;
}
interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** `/*` matches everything, `/admin/*` a prefix, anything else exactly. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname === pattern.slice(0, -2) || pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

export function parseRedirects(text: string): Rewrite[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      if (status.endsWith('!')) throw new Error(`_redirects: forced rules are not supported here (${line})`);
      return { from, to, status: Number(status) };
    });
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function readIfExists(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

export function startStaticServer({ root, port, host = '127.0.0.1' }: { root: string; port: number; host?: string }): Promise<Server> {
  const rewrites = parseRedirects(readIfExists(path.join(root, '_redirects')));
  const headerRules = parseHeaders(readIfExists(path.join(root, '_headers')));
  const gzipCache = new Map<string, Buffer>();

  const isFile = (rel: string) => {
    const full = path.join(root, rel);
    return full.startsWith(root) && existsSync(full) && statSync(full).isFile();
  };

  /** Host order: the file itself, pretty URLs, then the first matching rewrite. */
  function resolve(pathname: string): { file: string; status: number } | { redirect: string; status: number } | null {
    const rel = pathname.replace(/^\/+/, '');
    const candidates = pathname.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
    const found = candidates.find((c) => c && !c.startsWith('_') && isFile(c));
    if (found) return { file: found, status: 200 };
    const rule = rewrites.find((r) => matches(r.from, pathname));
    if (rule && (rule.status === 301 || rule.status === 302)) return { redirect: rule.to, status: rule.status };
    if (rule && (rule.status === 200 || rule.status === 404) && isFile(rule.to.slice(1))) return { file: rule.to.slice(1), status: rule.status };
    return null;
  }

  const server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) {
      res.writeHead(400).end();
      return;
    }
    // Canonical URLs have no trailing slash; send /about-us/ to /about-us as hosts do.
    if (pathname.length > 1 && pathname.endsWith('/') && resolve(pathname.replace(/\/+$/, ''))?.status === 200) {
      res.writeHead(301, { location: pathname.replace(/\/+$/, '') }).end();
      return;
    }
    const hit = resolve(pathname);
    if (!hit) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if ('redirect' in hit) {
      // As hosts do, the query goes along to the new address.
      const query = (req.url ?? '').includes('?') ? (req.url ?? '').slice((req.url ?? '').indexOf('?')) : '';
      res.writeHead(hit.status, { location: hit.redirect + query }).end();
      return;
    }

    const headers: Record<string, string> = { 'cache-control': 'public, max-age=0, must-revalidate' };
    for (const rule of headerRules) {
      if (!matches(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
    }
    const ext = path.extname(hit.file).toLowerCase();
    headers['content-type'] = contentTypes[ext] ?? 'application/octet-stream';

    let body: Buffer = readFileSync(path.join(root, hit.file));
    if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const cached = gzipCache.get(hit.file) ?? gzipSync(body);
      gzipCache.set(hit.file, cached);
      body = cached;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(hit.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portAt = args.indexOf('--port');
  const port = portAt >= 0 ? Number(args[portAt + 1]) : 4301;
  const dir = path.resolve(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'dist');
  await startStaticServer({ root: dir, port });
  console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
}
