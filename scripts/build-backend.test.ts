// The build's backend probe must not follow a redirect: the bundle would point
// at the redirecting address, and a browser does not follow a redirect on a
// CORS preflight, so every visitor's request to the API would fail.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildBackendError, resolveBuildBackend } from './build-backend.ts';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

// The address the redirect points to answers like the REST API, so a probe that
// followed it would see a healthy backend.
const target = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('[]');
});
let targetUrl = '';
let redirectTo: (path: string) => string = () => '';
const redirecting = createServer((req, res) => {
  res.writeHead(301, { location: redirectTo(req.url ?? '/') });
  res.end();
});
let redirectingUrl = '';

beforeAll(async () => {
  targetUrl = await listen(target);
  redirectingUrl = await listen(redirecting);
});
afterAll(async () => {
  await close(redirecting);
  await close(target);
});

const env = () => ({ VITE_SUPABASE_URL: redirectingUrl, VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) });

describe('a VITE_SUPABASE_URL that answers with a redirect', () => {
  it('is refused, naming the address it redirects to', async () => {
    redirectTo = (path) => `${targetUrl}${path}`;
    const result = resolveBuildBackend(env(), { deploy: false, allowDegraded: false });
    await expect(result).rejects.toThrow(BuildBackendError);
    await expect(result).rejects.toThrow(
      `VITE_SUPABASE_URL=${redirectingUrl} answers 301, redirecting to ${targetUrl}: set VITE_SUPABASE_URL to the address that answers`,
    );
  });

  it('is refused even with --allow-degraded: the bundle itself would be wrong, not only its content', async () => {
    redirectTo = (path) => `${targetUrl}${path}`;
    await expect(resolveBuildBackend(env(), { deploy: false, allowDegraded: true })).rejects.toThrow(/answers 301, redirecting to/);
  });

  it('names the full address when the redirect goes somewhere other than the same API path', async () => {
    redirectTo = () => `${targetUrl}/login`;
    await expect(resolveBuildBackend(env(), { deploy: false, allowDegraded: false })).rejects.toThrow(`redirecting to ${targetUrl}/login:`);
  });
});
