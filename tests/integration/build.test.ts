// `npm run build`'s choice of backend: a fresh clone's build has the seed's
// posts; a hosted URL that cannot be read fails the build; a deploy build
// refuses the local backend.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BuildBackendError, isLocalUrl, resolveBuildBackend } from '../../scripts/build-backend';
import { LOCAL_ANON_KEY } from './helpers';

// A build, or a backend built in memory from every migration, on a slow, busy two-core machine.
const BUILD_LIMIT_MS = 300_000;

const outDir = mkdtempSync(path.join(tmpdir(), 'build-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function build(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_')));
  return spawnSync('npx', ['tsx', 'scripts/prerender-build.ts', '--outDir', outDir, '--logLevel', 'warn', ...args], {
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: BUILD_LIMIT_MS,
  });
}

describe('the build backend', () => {
  // The build itself is made once per `npm test`, by its own step (scripts/e2e.mjs --build-only);
  // here only the choice of backend, which is what differs between these cases.
  // It takes the local backend's usual port, so it runs on the PGlite pass only (scripts/integration-postgres.mjs).
  it(
    'with no VITE_SUPABASE_URL, a local build reads the local backend (started in memory when none runs) and its seed posts',
    { timeout: BUILD_LIMIT_MS },
    async () => {
      const backend = await resolveBuildBackend({}, { deploy: false, allowDegraded: false });
      try {
        expect(backend).toMatchObject({ local: true, anonKey: LOCAL_ANON_KEY });
        // The request the prerender makes for the blog.
        const res = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug&is_published=eq.true`, {
          headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` },
        });
        expect(res.status).toBe(200);
        expect(((await res.json()) as unknown[]).length).toBeGreaterThan(3);
      } finally {
        await backend.close();
      }
    },
  );

  it('a hosted URL that cannot be read fails the build, naming the cause', { timeout: BUILD_LIMIT_MS }, () => {
    const run = build([], { VITE_SUPABASE_URL: 'https://no-such-project.invalid', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/Cannot read the posts from https:\/\/no-such-project\.invalid: .*ENOTFOUND/);
  });

  it('a deploy build refuses the local backend', async () => {
    await expect(resolveBuildBackend({}, { deploy: true, allowDegraded: false })).rejects.toThrow(BuildBackendError);
    await expect(resolveBuildBackend({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }, { deploy: true, allowDegraded: false })).rejects.toThrow(
      /hosted project/,
    );
  });

  it('--allow-degraded builds against an unreachable project on purpose', async () => {
    const backend = await resolveBuildBackend(
      { VITE_SUPABASE_URL: 'https://no-such-project.invalid', VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) },
      { deploy: false, allowDegraded: true },
    );
    expect(backend).toMatchObject({ url: 'https://no-such-project.invalid', local: false });
  });

  it.each([
    ['http://127.0.0.1:54321', true],
    ['http://localhost:3000/', true],
    ['https://abc.supabase.co', false],
    ['https://127.0.0.1.example.com', false],
  ])('%s is local: %s', (url, local) => {
    expect(isLocalUrl(url)).toBe(local);
  });
});

describe('a VITE_SUPABASE_URL that answers with something other than the API', () => {
  // What a wrong URL often reaches: the site itself, or a proxy's login page, answering 200 with HTML.
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html><head><title>Sign in</title></head><body>Please sign in</body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails before bundling, in one sentence naming the URL and what answered', async () => {
    const refused = resolveBuildBackend({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) }, { deploy: false, allowDegraded: false });
    await expect(refused).rejects.toThrow(BuildBackendError);
    await expect(refused).rejects.toThrow(
      `Cannot read the posts from ${url}: it answered HTTP 200 with an HTML page, not the Supabase API: check VITE_SUPABASE_URL`,
    );
    await expect(refused).rejects.not.toThrow(/Unexpected token|not valid JSON/);
  });

  it('--allow-degraded goes on on purpose, warning in words of its own, never a parser’s message', async () => {
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    try {
      const backend = await resolveBuildBackend({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'k'.repeat(40) }, { deploy: false, allowDegraded: true });
      expect(backend).toMatchObject({ url, local: true });
    } finally {
      warn.mockRestore();
    }
    expect(warnings.join('\n')).toMatch(/answered HTTP 200 with an HTML page, not the Supabase API; building a degraded site on purpose/);
    expect(warnings.join('\n')).not.toMatch(/Unexpected token|not valid JSON|JSON\.parse/);
  });
});
